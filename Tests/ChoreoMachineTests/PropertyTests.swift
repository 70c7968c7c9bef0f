import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoMachine

/// A million events from a seeded generator, valid and invalid alike, checking after every step
/// what the pattern promises and what the diagrams draw.
@Suite("Invariants under random event sequences")
struct PropertyTests {
  /// Sequences per option variant; with ``eventsPerSequence`` and the four variants, a million
  /// events in all.
  static let sequences = 1_250
  static let eventsPerSequence = 200

  @Test(
    "a million random events keep every invariant and move only along drawn edges",
    arguments: OptionVariants.all.indices)
  func invariants(variant: Int) {
    let options = OptionVariants.all[variant]
    let controller = SheetController(options: options)
    var generator = SplitMix64(seed: 0xC0FFEE + UInt64(variant))
    var failures: [String] = []
    var accepted = 0
    for _ in 0..<Self.sequences {
      var state = ControllerState.initial(options: options)
      for _ in 0..<Self.eventsPerSequence {
        let event = RandomEvent.next(using: &generator)
        let before = state
        let transition = controller.reduce(&state, event)
        if case .accepted = transition { accepted += 1 }
        failures += Self.broken(
          from: before, to: state, on: event, by: transition, options: options)
        if failures.count > 20 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    // The generator must reach past the first few states for the property to mean anything.
    #expect(accepted > Self.sequences * Self.eventsPerSequence / 20)
  }

  /// What one step broke, as sentences; empty when it broke nothing.
  static func broken(
    from before: ControllerState, to after: ControllerState, on event: ControllerEvent,
    by transition: Transition, options: ControllerOptions
  ) -> [String] {
    var broken: [String] = []
    if after.hasTwoFirstResponders { broken.append("two first responders after \(event.kind)") }
    if !after.sheet.allowed.allows(after.sheet.detent) { broken.append("detent not allowed") }
    switch transition {
    case .rejected:
      // An event no rule takes changes nothing and emits nothing.
      if after != before { broken.append("rejected \(event.kind) changed the state") }
    case .accepted(let ids, _):
      broken += edgesBroken(from: before, to: after, on: event, rules: Array(ids))
    }
    // With gating on, only focus landing or the person closing the sheet retires the prewarm.
    if options.prewarmRetirement == .whenFocusLands, before.prewarm != .retired,
      after.prewarm == .retired
    {
      if event != .focusDidLand && event != .closeTapped {
        broken.append("prewarm retired on \(event.kind)")
      }
      if event == .focusDidLand && after.focus != .landed {
        broken.append("prewarm retired before focus landed")
      }
    }
    return broken
  }

  /// Every region's phase change is an edge of the diagram: a rule that fired for this event,
  /// applies in the phase before, and leads to the phase after.
  ///
  /// A region no rule fired in keeps its phase.
  static func edgesBroken(
    from before: ControllerState, to after: ControllerState, on event: ControllerEvent,
    rules ids: [RuleID]
  ) -> [String] {
    let fired = ids.compactMap(SheetController.rule)
    var broken: [String] = []
    if fired.count != ids.count { broken.append("unknown rule in \(ids)") }
    if fired.isEmpty { broken.append("\(event.kind) accepted by no rule") }
    for rule in fired where rule.event != event.kind {
      broken.append("\(rule.id) fired for \(event.kind)")
    }
    for region in RegionID.allCases {
      let from = before.phase(of: region)
      let to = after.phase(of: region)
      let inRegion = fired.filter { $0.region == region }
      if inRegion.count > 1 { broken.append("\(inRegion.count) rules fired in \(region)") }
      guard let rule = inRegion.first else {
        if from != to { broken.append("\(region) moved \(from) -> \(to) with no rule") }
        continue
      }
      if !rule.applies(in: from) { broken.append("\(rule.id) fired in \(from)") }
      if to != (rule.to ?? from) {
        broken.append("\(rule.id) led to \(to), not \(rule.to ?? from)")
      }
    }
    return broken
  }
}

/// Events with payloads drawn as a platform could send them: keyboard frames up, down, partly
/// up, zero-height and floating, with and without an animation; either detent.
enum RandomEvent {
  static func next(using generator: inout SplitMix64) -> ControllerEvent {
    let kind = ControllerEvent.Kind.allCases.randomElement(using: &generator) ?? .presentTapped
    switch kind {
    case .keyboardWillShow: return .keyboardWillShow(notification(using: &generator))
    case .keyboardDidShow: return .keyboardDidShow(notification(using: &generator))
    case .keyboardWillChangeFrame: return .keyboardWillChangeFrame(notification(using: &generator))
    case .keyboardDidChangeFrame: return .keyboardDidChangeFrame(notification(using: &generator))
    case .keyboardWillHide: return .keyboardWillHide(notification(using: &generator))
    case .keyboardDidHide: return .keyboardDidHide(notification(using: &generator))
    case .detentDidChange:
      return .detentDidChange(Detent.allCases.randomElement(using: &generator) ?? .large)
    default: return .representative(of: kind)
    }
  }

  static func notification(using generator: inout SplitMix64) -> KeyboardNotification {
    let device = Device.iPhone14Pro
    let height = device.keyboardHeight
    let frames = [
      Rect(x: 0, y: device.height - height, width: device.width, height: height),
      Rect(x: 0, y: device.height, width: device.width, height: height),
      Rect(x: 0, y: device.height - height / 2, width: device.width, height: height),
      Rect(x: 0, y: device.height, width: device.width, height: 0),
      Rect(x: 40, y: 300, width: 320, height: 216),
    ]
    return KeyboardNotification(
      beginFrame: frames.randomElement(using: &generator) ?? frames[0],
      endFrame: frames.randomElement(using: &generator) ?? frames[0],
      duration: Bool.random(using: &generator) ? 0.25 : 0, curve: 7)
  }
}
