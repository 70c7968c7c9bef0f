import Choreography
import Foundation

/// Finds the scenario a command-line argument names: a built-in scenario, or a scenario file.
public enum ScenarioLoader {
  /// The scenario `reference` names, with `--fps` applied when given.
  ///
  /// - Throws: ``CommandError/missingInput(_:)`` when nothing has that name (exit 66),
  ///   ``CommandError/badScenario(_:)`` when the file is malformed (exit 65).
  public static func load(_ reference: String, refreshRate: RefreshRate? = nil)
    throws(CommandError) -> Scenario
  {
    var scenario = try resolve(reference)
    if let refreshRate { scenario.platform.refreshRate = refreshRate }
    return scenario
  }

  private static func resolve(_ reference: String) throws(CommandError) -> Scenario {
    if let builtIn = BuiltInScenarios.named(reference) { return builtIn }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory)
    guard exists else {
      // A path, or a name with an extension, is a file that is not there.
      if reference.contains("/") || reference.contains(".") {
        throw .missingInput("no such file '\(reference)'")
      }
      var message = "no built-in scenario or file named '\(reference)'"
      if let suggestion = closestMatch(to: reference, in: BuiltInScenarios.names) {
        message += "; did you mean '\(suggestion)'?"
      }
      message += message.hasSuffix("?") ? " " : ". "
      throw .missingInput(message + "Run 'choreo list' for the built-in scenarios.")
    }
    guard !isDirectory.boolValue else {
      throw .missingInput("'\(reference)' is a directory, not a scenario file")
    }
    let text = try InputFile.text(reference)
    guard InputKind.of(path: reference, text: text) != .recording else {
      throw .wrongKind(
        "'\(reference)' is a recording, not a scenario: use 'choreo analyze \(reference)'")
    }
    let base = (reference as NSString).lastPathComponent
    let name = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
    do {
      return try ScenarioFile.decode(text, file: reference, defaultName: name)
    } catch {
      throw .badScenario(error)
    }
  }
}
