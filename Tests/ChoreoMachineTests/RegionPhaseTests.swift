import ChoreoTestSupport
import Testing

@testable import ChoreoMachine

/// A rule tests the region's phase against its `from` phases as bits at their ordinals, so each
/// ordinal must be the phase's place in declaration order, and the bits must name the phases
/// the rule lists.
@Suite struct RegionPhaseTests {
  static func ordinals<Phase: RegionPhase>(_: Phase.Type) -> [Int] {
    Phase.allCases.map(\.ordinal)
  }

  /// One region, by name, and the ordinals of its phases in declaration order.
  struct Row: CustomTestStringConvertible, Sendable {
    var region: String
    var ordinals: [Int]
    var testDescription: String { region }
  }

  @Test(arguments: [
    Row(region: "sheet", ordinals: ordinals(SheetState.Phase.self)),
    Row(region: "keyboard", ordinals: ordinals(KeyboardState.Phase.self)),
    Row(region: "prewarm", ordinals: ordinals(PrewarmState.self)),
    Row(region: "composer", ordinals: ordinals(ComposerMount.self)),
    Row(region: "focus", ordinals: ordinals(ComposerFocus.Phase.self)),
    Row(region: "accessories", ordinals: ordinals(AccessoryState.self)),
    Row(region: "autoFocus", ordinals: ordinals(AutoFocusFlag.self)),
  ])
  func ordinalIsDeclarationOrder(_ row: Row) {
    #expect(row.ordinals == Array(row.ordinals.indices), "\(row.region)")
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
