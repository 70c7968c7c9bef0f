import ChoreoDetectors
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoExport

/// Golden traces: `choreo run` output in text and JSON for every built-in scenario.
@Suite("Golden traces")
struct TraceSnapshotTests {
  @Test("text and JSON traces match their golden files", arguments: BuiltInScenarios.names)
  func traces(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    Snapshot.expect(
      TraceTextFormatter().format(trace, summary: scenario.summary, findings: findings),
      matches: "traces/\(name).txt")
    Snapshot.expect(
      TraceJSONFormatter().format(trace, summary: scenario.summary, findings: findings),
      matches: "traces/\(name).json")
  }
}
