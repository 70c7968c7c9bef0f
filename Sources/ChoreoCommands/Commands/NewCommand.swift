import Choreography
import Foundation

/// `choreo new`: starts a scenario file of a team's own from a built-in scenario or a file.
struct NewCommand: ChoreoCommand {
  static let from = CommandOption<String>.text(
    "from", valueName: "scenario",
    help: "The built-in scenario or scenario file to start from (default: prewarm-handoff).")

  static let spec = CommandSpec(
    name: "new", abstract: "Write a complete scenario file to start your own from.",
    discussion: """
      Writes NAME.json: the scenario it starts from, as 'choreo show' prints it, renamed to NAME.
      An existing file is never overwritten. The new file passes 'choreo check' when the scenario
      it starts from does: a built-in made to show a failure passes by reproducing it, and its
      "expect" says so; delete "expect" once your sheet should be clean.
      """,
    arguments: [.init(name: "name", help: "The new scenario's name; the file is NAME.json.")],
    options: [from.spec])

  /// The new scenario's name, and its file without `.json`.
  var name: String
  /// What it starts from.
  var source: String

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    var name = arguments.positionals[0]
    if name.hasSuffix(".json") { name.removeLast(5) }
    let base = (name as NSString).lastPathComponent
    guard !base.isEmpty, !base.hasPrefix("."), !base.hasPrefix("-") else {
      throw .usage(
        "'\(arguments.positionals[0])' is not a scenario name; accepted: letters, digits and "
          + "dashes, such as my-sheet", command: Self.spec.name)
    }
    self.name = name
    source = try arguments.value(Self.from, command: Self.spec.name) ?? "prewarm-handoff"
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    let path = name + ".json"
    guard !FileManager.default.fileExists(atPath: path) else {
      throw .cannotWrite(path: path, reason: "it exists, and 'choreo new' never overwrites a file")
    }
    var scenario = try ScenarioLoader.load(source)
    scenario.name = (name as NSString).lastPathComponent
    try AtomicFile.write(JSONWriter().string(ScenarioFile.encode(scenario)), to: path)
    var note = ""
    let shown = (scenario.expect ?? []).filter { !$0.optional }.map(\.detector.rawValue)
    if !shown.isEmpty {
      note =
        "note: \(source) is made to show \(shown.joined(separator: ", ")); the file expects "
        + "\(shown.count == 1 ? "it" : "them") (delete \"expect\" once your sheet should be clean)\n"
    }
    return CommandOutput(
      standardOutput: "wrote \(path), from \(source); check it with: choreo check "
        + Self.shellQuoted(path) + "\n" + note)
  }

  /// `path` as a shell reads it: as it is when it holds only letters, digits and `._/-`, else
  /// in single quotes.
  static func shellQuoted(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "._/-".unicodeScalars.contains($0)
    }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
