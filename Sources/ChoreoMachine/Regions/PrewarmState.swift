import ChoreoCore

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
    from: [PrewarmState], on event: ControllerEvent.Kind, when conditions: [Condition] = [],
    to: PrewarmState?, effects: [Effect.Kind] = [], because rationale: String? = nil
  ) -> Rule {
    Rule(
      .prewarm, from: from, on: event, when: conditions, to: to, effects: effects,
      because: rationale, update: { state, _ in if let to { state.prewarm = to } })
  }

  /// The prewarm's transition table.
  public static let rules: [Rule] = [
    rule(
      from: [.notMounted], on: .presentTapped, when: [Guard.prewarmPending.condition],
      to: .mounted, effects: [.mountPrewarm],
      because: "the prewarm renders with the content while the auto-focus is pending"),
    rule(
      from: [.mounted], on: .prewarmDidMoveToWindow, to: nil,
      effects: [.becomePrewarmFirstResponder],
      because: "UIKit can take the keyboard during a presentation; @FocusState cannot"),
    rule(from: [.mounted], on: .prewarmDidBecomeFirstResponder, to: .firstResponder),
    rule(from: [.firstResponder], on: .prewarmDidResignFirstResponder, to: .mounted),
    rule(
      from: [.retired], on: .prewarmDidResignFirstResponder, to: nil,
      because: "a retired prewarm resigns as it leaves the window"),
    rule(
      from: [.mounted, .firstResponder], on: .focusDidLand,
      when: [Guard.retiresOnLanding.condition], to: .retired, effects: [.retirePrewarm],
      because: "retire only when focus is seen to land, never on the attempt"),
    rule(
      from: [.firstResponder], on: .focusDidLand, when: [!Guard.retiresOnLanding.condition],
      to: .mounted, because: "the real field took first responder from the prewarm"),
    rule(
      from: [.mounted, .firstResponder], on: .contentDidAppear,
      when: [Guard.retiresOnAttempt.condition, Guard.attemptsHandoff.condition], to: .retired,
      effects: [.retirePrewarm]),
    rule(
      from: [.mounted, .firstResponder], on: .focusDelayDidElapse,
      when: [Guard.retiresOnAttempt.condition, Guard.attemptsHandoff.condition], to: .retired,
      effects: [.retirePrewarm]),
    rule(
      from: [.mounted, .firstResponder], on: .contentDidMount,
      when: [Guard.retiresOnAttempt.condition, Guard.attemptsHandoff.condition], to: .retired,
      effects: [.retirePrewarm]),
    rule(
      from: [.mounted, .firstResponder], on: .closeTapped,
      when: [Guard.clearsFocusOnClose.condition], to: .retired, effects: [.retirePrewarm],
      because: "a close before the handoff completes must take the prewarm's keyboard too"),
    rule(
      from: [.mounted, .firstResponder, .retired], on: .sheetDidDismiss, to: .notMounted,
      because: "the content, and the prewarm with it, left the window"),
  ]
}

extension PrewarmState: RegionPhase {
  var ordinal: Int {
    switch self {
    case .notMounted: 0
    case .mounted: 1
    case .firstResponder: 2
    case .retired: 3
    }
  }
}
