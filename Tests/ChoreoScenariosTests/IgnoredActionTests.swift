import ChoreoCore
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

/// A tap or drag the platform ignored has no consequences, so the detectors must judge the run as
/// if it had not happened: it neither closes the presentation nor opens a transition window.
@Suite("Actions the platform ignored")
struct IgnoredActionTests {
  func errors(_ scenario: Scenario) -> [DetectorID] {
    var simulation = Simulation(scenario: scenario)
    return Detectors.findings(in: simulation.run()).filter { $0.severity == .error }.map(\.detector)
  }

  /// One built-in scenario, by its name, and the action added to it that the platform ignores.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var scenario: String
    var tap: ScriptStep
    var testDescription: String { name }
  }

  @Test(
    "an ignored tap or drag during the presentation changes no finding",
    arguments: [
      Row(
        name: "a close tap at 300 ms, focus at once", scenario: "naive-immediate-focus",
        tap: ScriptStep(ms: 300, .close)),
      Row(
        name: "a close tap at 450 ms, focus delayed", scenario: "naive-delayed-focus",
        tap: ScriptStep(ms: 450, .close)),
      Row(
        name: "a drag to dismiss at 300 ms, focus at once", scenario: "naive-immediate-focus",
        tap: ScriptStep(
          ms: 300, .dragDismiss(distance: 120, duration: Ticks(milliseconds: 150), commits: true))
      ),
    ])
  func ignoredActionChangesNothing(_ row: Row) throws {
    let tap = row.tap
    let scenario = try #require(BuiltInScenarios.named(row.scenario))
    var tapped = scenario
    tapped.script = (scenario.script + [tap]).sorted { $0.time < $1.time }
    var simulation = Simulation(scenario: tapped)
    let trace = simulation.run()
    let entry = try #require(trace.entries.first { $0.time == tap.time && $0.source == .user })
    #expect(trace.isIgnored(entry.id))
    #expect(!errors(scenario).isEmpty)
    #expect(errors(tapped) == errors(scenario))
  }
}
