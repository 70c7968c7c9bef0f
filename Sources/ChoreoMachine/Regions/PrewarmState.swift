/// The UIKit prewarm responder's life: mounted with the content, first responder during the
/// presentation, retired once the real field holds focus.
public enum PrewarmState: String, CaseIterable, Hashable, Sendable {
  /// Not in the content.
  case notMounted
  /// In the content, not first responder.
  case mounted
  /// Holding first responder, and with it the keyboard.
  case firstResponder
  /// Removed after the handoff.
  case retired

  static func rule(
    _ id: RuleID, from: [PrewarmState], on event: ControllerEvent.Kind,
    when conditions: [Condition] = [],
    to: PrewarmState?, effects: [Effect.Kind] = [], because rationale: String? = nil
  ) -> Rule {
    Rule(
      id, from: from, on: event, when: conditions, to: to, effects: effects,
      because: rationale, update: { state, _ in if let to { state.prewarm = to } })
  }

  /// The prewarm's transition table.
  public static let rules: [Rule] = [
    rule(
      "prewarm.mount",
      from: [.notMounted], on: .presentTapped, when: [Guard.prewarmPending.condition],
      to: .mounted, effects: [.mountPrewarm],
      because: "the prewarm renders with the content while the auto-focus is pending"),
    rule(
      "prewarm.take-keyboard",
      from: [.mounted], on: .prewarmDidMoveToWindow, to: nil,
      effects: [.becomePrewarmFirstResponder],
      because: "UIKit can take the keyboard during a presentation; @FocusState cannot"),
    rule(
      "prewarm.become-first-responder", from: [.mounted], on: .prewarmDidBecomeFirstResponder,
      to: .firstResponder),
    rule(
      "prewarm.resign", from: [.firstResponder], on: .prewarmDidResignFirstResponder, to: .mounted),
    rule(
      "prewarm.resign-after-retirement",
      from: [.retired], on: .prewarmDidResignFirstResponder, to: nil,
      because: "a retired prewarm resigns as it leaves the window"),
    rule(
      "prewarm.retire-on-landing",
      from: [.mounted, .firstResponder], on: .focusDidLand,
      when: [Guard.retiresOnLanding.condition], to: .retired, effects: [.retirePrewarm],
      because: "retire only when focus is seen to land, never on the attempt"),
    rule(
      "prewarm.hand-over-on-landing",
      from: [.firstResponder], on: .focusDidLand, when: [!Guard.retiresOnLanding.condition],
      to: .mounted, because: "the real field took first responder from the prewarm"),
    rule(
      "prewarm.retire-on-appear-attempt",
      from: [.mounted, .firstResponder], on: .contentDidAppear,
      when: [Guard.retiresOnAttempt.condition, Guard.attemptsHandoff.condition], to: .retired,
      effects: [.retirePrewarm]),
    rule(
      "prewarm.retire-on-delay-attempt",
      from: [.mounted, .firstResponder], on: .focusDelayDidElapse,
      when: [Guard.retiresOnAttempt.condition, Guard.attemptsHandoff.condition], to: .retired,
      effects: [.retirePrewarm]),
    rule(
      "prewarm.retire-on-mount-attempt",
      from: [.mounted, .firstResponder], on: .contentDidMount,
      when: [Guard.retiresOnAttempt.condition, Guard.attemptsHandoff.condition], to: .retired,
      effects: [.retirePrewarm]),
    rule(
      "prewarm.retire-on-close",
      from: [.mounted, .firstResponder], on: .closeTapped,
      when: [Guard.clearsFocusOnClose.condition], to: .retired, effects: [.retirePrewarm],
      because: "a close before the handoff completes must take the prewarm's keyboard too"),
    rule(
      "prewarm.unmount",
      from: [.mounted, .firstResponder, .retired], on: .sheetDidDismiss, to: .notMounted,
      because: "the content, and the prewarm with it, left the window"),
  ]
}

extension PrewarmState: RegionPhase {
  /// The prewarm region.
  public static var region: RegionID { .prewarm }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .prewarm(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .notMounted: 0
    case .mounted: 1
    case .firstResponder: 2
    case .retired: 3
    }
  }
}
