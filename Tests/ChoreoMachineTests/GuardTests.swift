import ChoreoTestSupport
import Testing

@testable import ChoreoMachine

/// The guards the reducer decides once per option set really read nothing else.
@Suite("Guards")
struct GuardTests {
  @Test(
    "a guard marked as reading only the options holds alike in every state and for every event",
    arguments: OptionVariants.all.indices)
  func optionGuardsIgnoreStateAndEvent(variant: Int) {
    let options = OptionVariants.all[variant]
    let mask = Guard.optionMask(options)
    for guardName in Guard.allCases where guardName.readsOnlyOptions {
      let expected = mask & guardName.bit != 0
      var differing: [String] = []
      for state in allCompositeStates(options: options) {
        for event in allEvents
        where guardName.holds(in: state, for: event, options: options) != expected {
          differing.append("\(event.kind) in \(state)")
        }
      }
      #expect(differing.isEmpty, "\(guardName) read more than the options: \(differing.prefix(3))")
    }
  }

  @Test("every guard has its own bit")
  func everyGuardHasItsOwnBit() {
    let bits = Guard.allCases.map(\.bit)
    #expect(Set(bits).count == Guard.allCases.count)
    #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
  }
}
