import ChoreoDetectors
import ChoreoRecording
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

/// A simulated run written as a recording and read back is judged the same: every built-in
/// scenario's findings (detector, time, severity) survive the round trip, for every detector the
/// recording can feed, which for a simulated run's recording is every detector.
@Suite("Recordings of simulated runs")
struct RoundTripTests {
  /// Detectors a recording of a simulated run cannot feed, with why; the recordings article gives
  /// the same list.
  ///
  /// A simulated run's recording holds everything, so none.
  static let unrunnable: [DetectorID: String] = [:]

  @Test("analyze of a run's recording finds what run finds", arguments: BuiltInScenarios.names)
  func roundTrip(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let expected = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    let text = RecordingEncoder().text(of: trace, summary: scenario.summary)
    let run = try RecordingDecoder().decode(text, file: "\(name).jsonl")
    #expect(run.warnings.isEmpty, "\(run.warnings)")
    #expect(run.inferences.isEmpty, "\(run.inferences)")
    let unrunnable = Detectors.unrunnable(on: run.trace).map(\.detector)
    #expect(Set(unrunnable) == Set(Self.unrunnable.keys))
    let actual = Detectors.findings(in: run.trace, thresholds: scenario.thresholds)
    let key = { (finding: Finding) in "\(finding.detector) \(finding.time) \(finding.severity)" }
    #expect(actual.map(key) == expected.map(key))
    #expect(run.trace.frames.count == trace.frames.count)
    #expect(run.trace.entries.count == trace.entries.count)
  }
}
