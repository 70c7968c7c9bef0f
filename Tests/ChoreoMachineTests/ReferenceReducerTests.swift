import ChoreoReferences
import ChoreoTestSupport
import Choreography
import Testing

/// The benchmark's hand-written switch is the same machine as the tables, so its ratio measures
/// only what interpreting them costs.
@Suite("Hand-written reference reducer")
struct ReferenceReducerTests {
  @Test(
    "the hand-written switch agrees with reduce on seeded random events",
    arguments: ReducerComparison.optionSets.indices)
  func agreesWithReduce(variant: Int) {
    let events = ReducerComparison.randomEvents(count: 20_000, seed: UInt64(variant + 1))
    let disagreement = ReducerComparison.firstDisagreement(
      on: events, options: ReducerComparison.optionSets[variant])
    #expect(disagreement == nil)
  }

  @Test(
    "every state and event of the exhaustive space agrees",
    arguments: ReducerComparison.optionSets.indices)
  func agreesEverywhere(variant: Int) {
    let options = ReducerComparison.optionSets[variant]
    let controller = SheetController(options: options)
    let reference = HandWrittenReducer(options: options)
    var disagreements: [String] = []
    for state in allCompositeStates(options: options) {
      for event in ReducerComparison.events {
        var expected = state
        let transition = controller.reduce(&expected, event)
        var actual = state
        let step = reference.reduce(&actual, event)
        if actual != expected || transition.effects != step.effects
          || transition.isRejected != step.isRejected
        {
          disagreements.append("\(event.kind) in \(state)")
        }
      }
    }
    #expect(disagreements.isEmpty, "first: \(disagreements.prefix(3))")
  }
}
