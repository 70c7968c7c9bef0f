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
  ///
  /// A scenario whose script is empty, or whose every action the platform ignored, fails: it
  /// exercised nothing, so finding nothing is no evidence.
  public static func run(_ scenario: Scenario, file: String? = nil) -> CheckOutcome {
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    var outcome = CheckOutcome(
      name: scenario.name, file: file, findings: findings, expected: scenario.expect ?? [],
      duration: scenario.effectiveDuration, thresholds: scenario.thresholds,
      framework: scenario.screen.framework)
    let actions = trace.entries.filter { $0.source == .user }
    if actions.isEmpty {
      outcome.exercisedNothing = "its script is empty"
    } else if let first = actions.first, actions.allSatisfy({ trace.isIgnored($0.id) }) {
      let reason = trace.ignoredReason(first.id)
      outcome.exercisedNothing =
        "the platform ignored every action of its script (\(first.happening)"
        + (reason.map { ": " + $0 } ?? "") + ")"
    }
    return outcome
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
    var outcome = CheckOutcome(
      name: file, file: file, findings: analysis.findings, expected: [], duration: run.span,
      thresholds: .standard)
    // Nothing to judge at all: no detector's inputs, no notification, no frame.
    if analysis.notChecked.count == DetectorID.allCases.count, run.observations.isEmpty,
      run.posts?.isEmpty ?? true, run.recordedFrames == 0
    {
      outcome.exercisedNothing =
        "the recording holds none of what any detector needs ('choreo analyze \(file)' says what "
        + "each lacks)"
    }
    return outcome
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
