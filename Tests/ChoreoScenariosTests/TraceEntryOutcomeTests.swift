import ChoreoMachine
import ChoreoScenarios
import ChoreoTestSupport
import Testing

@testable import ChoreoTimeline

/// A trace records what the controller made of each event as plain values; what they read as
/// must be what the controller itself says.
@Suite("Trace event outcomes")
struct TraceEntryOutcomeTests {
  @Test(
    "a recorded outcome is what the controller's reducer returns for that event and state",
    arguments: ["prewarm-handoff", "interactive-move-back", "flutter-sheet-no-inset-padding"])
  func outcomesAgreeWithReducer(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let controller = SheetController(options: scenario.controller)
    var accepted = 0
    var rejected = 0
    for entry in trace.entries {
      switch entry.outcome {
      case .recorded:
        continue
      case .accepted(let fired):
        var state = fired.before
        let transition = controller.reduce(&state, try #require(entry.controllerEvent))
        guard case .accepted(let rules, _) = transition else {
          Issue.record("entry \(entry.id) was accepted in the trace, rejected by the reducer")
          continue
        }
        #expect(fired.map(\.rule) == Array(rules))
        #expect(fired.count == rules.count)
        for rule in fired {
          let region = try #require(SheetController.rule(rule.rule)).region
          #expect(rule.from == fired.before.phase(of: region))
        }
        accepted += 1
      case .rejected(let rejection):
        var state = rejection.state
        let event = try #require(entry.controllerEvent)
        #expect(rejection.event == event.kind)
        #expect(controller.reduce(&state, event) == .rejected(rejection))
        #expect(state == rejection.state)
        rejected += 1
      }
    }
    #expect(accepted > 0)
    if name != "prewarm-handoff" { #expect(rejected > 0) }
  }

  @Test("fired rules read in firing order, ascending, whatever order they are given in")
  func firedRulesOrder() {
    let before = ControllerState.initial(options: .pattern)
    let ids = [5, 0, 2].map { SheetController.rules[$0].id }
    let fired = TraceEntry.FiredRules(ids, before: before)
    #expect(fired.map(\.rule) == [0, 2, 5].map { SheetController.rules[$0].id })
    #expect(fired.count == 3)
    #expect(Array(fired)[0].from == before.phase(of: SheetController.rules[0].region))
  }
}
