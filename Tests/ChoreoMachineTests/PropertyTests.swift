import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoMachine

/// Long random event sequences from a seeded generator, checking the invariants the pattern
/// promises.
@Suite("Invariants under random event sequences")
struct PropertyTests {
  @Test("invariants hold over 300 sequences of 200 events", arguments: OptionVariants.all.indices)
  func invariants(variant: Int) {
    let options = OptionVariants.all[variant]
    let controller = SheetController(options: options)
    var generator = SplitMix64(seed: 0xC0FFEE + UInt64(variant))
    for _ in 0..<300 {
      var state = ControllerState.initial(options: options)
      for _ in 0..<200 {
        let event = allEvents.randomElement(using: &generator)!
        let before = state
        let transition = controller.reduce(&state, event)
        #expect(!state.hasTwoFirstResponders, "two first responders after \(event.kind)")
        #expect(state.sheet.allowed.allows(state.sheet.detent), "detent not allowed")
        if transition.isRejected {
          #expect(transition.effects.isEmpty)
          #expect(state == before)
        }
        // With gating on, the handoff never retires the prewarm before focus lands; only focus
        // landing or the person closing the sheet does.
        if options.prewarmRetirement == .whenFocusLands, before.prewarm != .retired,
          state.prewarm == .retired
        {
          #expect(event == .focusDidLand || event == .closeTapped, "retired on \(event.kind)")
          if event == .focusDidLand { #expect(state.focus == .landed) }
        }
      }
    }
  }
}
