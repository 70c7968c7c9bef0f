import ChoreoTestSupport
import Choreography
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

  @Test(
    "an ignored tap or drag during the presentation changes no finding",
    arguments: [
      ("naive-immediate-focus", ScriptStep(ms: 300, .close)),
      ("naive-delayed-focus", ScriptStep(ms: 450, .close)),
      (
        "naive-immediate-focus",
        ScriptStep(
          ms: 300, .dragDismiss(distance: 120, duration: Ticks(milliseconds: 150), commits: true))
      ),
    ])
  func ignoredActionChangesNothing(name: String, tap: ScriptStep) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
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
