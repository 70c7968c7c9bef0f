import Choreography
import Foundation

/// `choreo fix`: the smallest change to what an app sets that makes a scenario clean, checked
/// across platform timings, refresh rates and devices.
struct FixCommand: ChoreoCommand {
  /// How the result is written.
  enum Format: String, CaseIterable, Sendable {
    /// Lines a person reads.
    case text
    /// One object.
    case json
  }

  static let maxChanges = CommandOption<Int>.count(
    "max-changes", valueName: "count", in: 1...4,
    help: "The most fields one fix may change (default: 3).")
  static let format = CommandOption<Format>.choice("format", help: "text or json (default: text).")
  static let write = CommandOption<String>.text(
    "write", valueName: "file",
    help:
      "Write a new scenario file: yours (or the built-in as its base) with the first fix's fields "
      + "added; never overwrites.")

  static let spec = CommandSpec(
    name: "fix",
    abstract: "Find the smallest change to what an app sets that makes a scenario clean.",
    discussion: """
      Tries one change to the fields an app sets (the controller's options, the screen's
      avoidance and handler, the close path), then two, up to --max-changes, and stops at the
      first size with a fix. A fix counts only if it is also clean with the content mounting and
      focus landing at the earliest and latest the platform allows, at the other refresh rate,
      on a phone on a home-button phone and a large one, and when the person puts the keyboard
      away and taps the field again or opens the sheet a second time; one that breaks in any of
      these is reported as fragile, with the variant that breaks it, those that hold in the most
      first. Each change comes with the code that makes it, in --framework or the scenario's
      screen.framework; when either names one, only changes that framework can make are tried
      (without, every change is, and the code is UIKit's). Never changed: the device, the OS, the platform's timings, the framework, the
      thresholds, or anything that removes what the scenario is for. A change set that switches
      the app's keyboard handler off is refused. Exits 0 with a fix or when already clean, 1
      without.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [
      maxChanges.spec, format.spec, write.spec, SharedOptions.framework.spec,
      SharedOptions.jobs.spec,
    ])

  var scenario: String
  var limit: Int
  var format: Format
  var output: String?
  var jobs: Int
  /// The framework the code of each change is written in.
  var framework: FrameworkProfile.ID?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    scenario = arguments.positionals[0]
    limit = try arguments.value(Self.maxChanges, command: Self.spec.name) ?? 3
    format = try arguments.value(Self.format, command: Self.spec.name) ?? .text
    output = try arguments.value(Self.write, command: Self.spec.name)
    if let output {
      _ = try OutputFile(output, kind: .json, option: "write", command: Self.spec.name)
    }
    jobs = try arguments.value(SharedOptions.jobs, command: Self.spec.name) ?? 1
    framework = try arguments.value(SharedOptions.framework, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    if let output, FileManager.default.fileExists(atPath: output) {
      throw .cannotWrite(
        path: output, reason: "it exists, and 'choreo fix' never overwrites a file")
    }
    var preface = ""
    let loaded: Scenario
    let explained = try explainedRecording()
    if let explained {
      guard explained.reproduced else {
        let text = ExplainReportFormatter(framework: framework).text(explained, file: scenario)
        return CommandOutput(
          standardOutput: text + "nothing to fix: no scenario reproduces the recording\n",
          exitCode: .failure)
      }
      loaded = explained.scenario
      let worst = explained.match.differences.max { $0.largest < $1.largest }
      preface =
        "\(scenario): reproduced within \(FixedPoint.compact(ExplainSearch.tolerance)) pt by a "
        + "scenario started from \(explained.base) (largest difference "
        + "\(FixedPoint.format(worst?.largest ?? 0, places: 1)) pt, in the "
        + "\(worst?.region.rawValue ?? "layout"); 'choreo explain \(scenario)' says what it decided)\n"
    } else {
      loaded = try ScenarioLoader.load(scenario)
    }
    let search = FixSearch(
      scenario: loaded, maxChanges: limit, jobs: jobs,
      framework: framework ?? loaded.screen.framework)
    let result =
      if let explained {
        RecordingFix(explained: explained, search: search).run()
      } else {
        search.run()
      }
    var written = ""
    if let output, let fix = result.fixes.first {
      try write(fix, of: loaded, to: output, fromRecording: !preface.isEmpty)
      written = "wrote \(output)\n"
    } else if let output {
      let why = result.alreadyClean ? "there is nothing to fix" : "no fix was found"
      written = "did not write \(output): \(why)\n"
    }
    let formatter = FixReportFormatter(framework: framework)
    let text =
      switch format {
      case .text: formatter.text(result)
      case .json: JSONWriter().string(formatter.json(result))
      }
    let found = result.alreadyClean || !result.fixes.isEmpty
    var unchecked = ""
    if let explained, result.alreadyClean, format == .text {
      // Clean in what the recording shows; what it cannot show was not judged.
      let lacking = Detectors.unrunnable(given: explained.recorded)
      if !lacking.isEmpty {
        unchecked =
          "not checked, the recording lacks what they read: "
          + lacking.map { "\($0.detector.rawValue) (\($0.lacking))" }.joined(separator: ", ")
          + "\n"
      }
    }
    return CommandOutput(
      standardOutput: (format == .text ? preface : "") + text + unchecked,
      standardError: written, exitCode: found ? .success : .failure)
  }

  /// The explanation of the recording `scenario` names, or `nil` when it names a scenario (a
  /// built-in or a scenario file).
  private func explainedRecording() throws(CommandError) -> ExplainSearch.Result? {
    guard BuiltInScenarios.named(scenario) == nil,
      FileManager.default.fileExists(atPath: scenario),
      let text = try? InputFile.text(scenario),
      !InputKind.isScenarioFile(path: scenario, text: text)
    else { return nil }
    return try ExplainCommand.explain(scenario)
  }

  /// Writes `fix` to `output` as the user's own file with the changed fields added.
  ///
  /// The file is the one they gave, or `{"base": name}` for a built-in. The name stays, the
  /// summary says what changed, and `expect` is dropped, since the fixed scenario expects no
  /// error; the result must check clean.
  private func write(_ fix: Fix, of loaded: Scenario, to output: String, fromRecording: Bool)
    throws(CommandError)
  {
    var json: JSONValue
    let name = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
    if fromRecording {
      // The reproduction with the fix applied, whole: a recording has no file of fields to add to.
      var fixed = loaded
      for change in fix.changes {
        guard let field = ScenarioFields.field(change.key) else { continue }
        do throws(ScenarioFileError) {
          try field.apply(change.to, to: &fixed, file: output)
        } catch {
          throw .internalError("the fix does not apply to the reproduction: \(error)")
        }
      }
      fixed.setup.name = name
      json = ScenarioFile.encode(fixed)
    } else if BuiltInScenarios.named(scenario) != nil {
      json = .object([("name", .string(name)), ("base", .string(scenario))])
    } else {
      do {
        json = try JSONParser.parse(try InputFile.text(scenario))
      } catch {
        throw .internalError("\(scenario) no longer reads as JSON: \(error)")
      }
    }
    guard case .object(var members) = json else {
      throw .internalError("\(scenario) is not a JSON object")
    }
    members.removeAll { $0.key == "expect" }
    // A file without a name is named after itself: the new file keeps that name.
    if !members.contains(where: { $0.key == "name" }) {
      members.insert(("name", .string(loaded.name)), at: 0)
    }
    let summary = loaded.summary.isEmpty ? "" : loaded.summary + " "
    let amended = [summary + "(fixed: \(fix.summary))", summary + "(fixed by choreo fix)"]
      .first { $0.count <= 100 }
    if let amended {
      members.removeAll { $0.key == "summary" }
      let at = members.firstIndex { $0.key == "name" }.map { $0 + 1 } ?? 0
      members.insert(("summary", .string(amended)), at: at)
    }
    json = .object(members)
    for change in fix.changes {
      json = json.inserting(change.to, at: change.key.split(separator: ".").map(String.init)[...])
    }
    let text = JSONWriter().string(json)
    // What is written must read back as a scenario that checks clean, as the search found it.
    let written: Scenario
    do throws(ScenarioFileError) {
      written = try ScenarioFile.decode(text, file: output, defaultName: loaded.name)
    } catch {
      throw .internalError("the fixed file does not read back: \(error)")
    }
    var simulation = Simulation(scenario: written)
    let findings = Detectors.findings(in: simulation.run(), thresholds: written.thresholds)
    guard !findings.contains(where: { $0.severity == .error }) else {
      throw .internalError("the fixed file \(output) does not check clean")
    }
    try AtomicFile.write(text, to: output)
  }
}
