import Choreography
import Foundation

/// Finds the run a `plot` or `play` argument names: a built-in scenario or a scenario file,
/// simulated and judged, or a recording of a real app, imported and judged as `choreo analyze`
/// judges it.
///
/// Which a file is, ``InputKind`` decides, as for every command.
enum RunLoader {
  /// The run `reference` names, sampled at `refreshRate` when given.
  ///
  /// - Throws: ``CommandError/missingInput(_:)`` when nothing has that name (exit 66),
  ///   ``CommandError/badScenario(_:)`` or ``CommandError/badData(_:)`` when the file is
  ///   malformed (exit 65).
  static func load(_ reference: String, refreshRate: RefreshRate?) throws(CommandError)
    -> TimelinePlot.Run
  {
    if BuiltInScenarios.named(reference) == nil, isFile(reference) {
      let text = try InputFile.text(reference)
      if InputKind.of(path: reference, text: text) != .scenario {
        let importer = RecordingImporter(refreshRate: refreshRate)
        return run(of: try RecordingLoader.load(text: text, file: reference, importer: importer))
      }
    }
    return TimelinePlot.Run(try ScenarioLoader.load(reference, refreshRate: refreshRate))
  }

  /// The recorded run, with the findings of every detector whose inputs it holds.
  private static func run(of recorded: RecordedRun) -> TimelinePlot.Run {
    TimelinePlot.Run(
      trace: recorded.trace, summary: recorded.title,
      findings: RecordingAnalysis(recorded).findings)
  }

  private static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }
}
