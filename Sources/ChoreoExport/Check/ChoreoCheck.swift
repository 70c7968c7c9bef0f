import ChoreoCore
import ChoreoDetectors
import ChoreoRecording
import ChoreoScenarios
import ChoreoTimeline
import Foundation

/// Checks a scenario file or a recording from a team's own Swift Testing or XCTest code, as
/// `choreo check` does.
///
/// ```swift
/// @Test func composeSheetOpensAsOneMotion() throws {
///   let outcome = try ChoreoCheck.run(file: URL(fileURLWithPath: "Choreography/compose.json"))
///   #expect(outcome.passed, "\(outcome.failureDescription)")
/// }
/// ```
public enum ChoreoCheck {
  /// Why a file could not be checked.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// The one-line error `choreo check` would print, without its `Error: ` prefix.
    public var description: String
  }

  /// Runs `scenario` and judges its findings against what it expects.
  public static func run(_ scenario: Scenario, file: String? = nil) -> CheckOutcome {
    var simulation = Simulation(scenario: scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    return CheckOutcome(
      name: scenario.name, file: file, findings: findings, expected: scenario.expect ?? [],
      duration: scenario.effectiveDuration, thresholds: scenario.thresholds,
      framework: scenario.screen.framework)
  }

  /// Analyses a recording (`text`, read from `file`) and passes it when it has no error finding.
  public static func run(recording text: String, file: String, refreshRate: RefreshRate? = nil)
    throws(Failure) -> CheckOutcome
  {
    let run: RecordedRun
    do throws(RecordingImportError) {
      run = try RecordingImporter(refreshRate: refreshRate).run(text, file: file)
    } catch {
      throw Failure(description: error.description)
    }
    let analysis = RecordingAnalysis(run)
    return CheckOutcome(
      name: file, file: file, findings: analysis.findings, expected: [], duration: run.span,
      thresholds: .standard)
  }

  /// Checks the scenario file or the recording at `url`, as ``ChoreoRecording/InputKind`` tells them apart.
  ///
  /// - Throws: ``Failure`` when the file cannot be read or is not a valid scenario or recording.
  public static func run(file url: URL) throws(Failure) -> CheckOutcome {
    let path = url.path
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw Failure(description: "\(path): cannot be read as UTF-8 text")
    }
    if InputKind.of(path: path, text: text) != .scenario {
      return try run(recording: text, file: path)
    }
    let name = url.deletingPathExtension().lastPathComponent
    do throws(ScenarioFileError) {
      return run(try ScenarioFile.decode(text, file: path, defaultName: name), file: path)
    } catch {
      throw Failure(description: error.description)
    }
  }
}
