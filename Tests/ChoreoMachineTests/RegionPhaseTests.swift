import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoMachine

/// A rule tests the region's phase against its `from` phases as bits at their ordinals, so each
/// ordinal must be the phase's place in declaration order, and the bits must name the phases
/// the rule lists.
@Suite struct RegionPhaseTests {
  static func ordinals<Phase: RegionPhase>(_: Phase.Type) -> [Int] {
    Phase.allCases.map(\.ordinal)
  }

  @Test(arguments: [
    ("sheet", ordinals(SheetState.Phase.self)),
    ("keyboard", ordinals(KeyboardState.Phase.self)),
    ("prewarm", ordinals(PrewarmState.self)),
    ("composer", ordinals(ComposerMount.self)),
    ("focus", ordinals(ComposerFocus.Phase.self)),
    ("accessories", ordinals(AccessoryState.self)),
    ("autoFocus", ordinals(AutoFocusFlag.self)),
  ])
  func ordinalIsDeclarationOrder(region: String, ordinals: [Int]) {
    #expect(ordinals == Array(ordinals.indices), "\(region)")
  }

  @Test func ruleBitsNameItsFromPhases() {
    for region in RegionID.allCases {
      let phases = SheetController.phases(of: region)
      for rule in SheetController.rules(of: region) {
        let named = phases.indices.filter { rule.fromBits & (1 << UInt32($0)) != 0 }.map {
          phases[$0]
        }
        #expect(named == phases.filter(rule.from.contains), "\(rule)")
      }
    }
  }

  @Test func phaseBitIsTheStatesPhase() {
    for options in OptionVariants.all {
      for state in allCompositeStates(options: options) {
        for region in RegionID.allCases {
          let phases = SheetController.phases(of: region)
          let bit = state.phaseBit(of: region)
          #expect(bit.nonzeroBitCount == 1)
          #expect(phases[bit.trailingZeroBitCount] == state.phase(of: region))
        }
      }
    }
  }
}
