/// The real field's focus and the handoff gate in front of it.
public enum ComposerFocus: Hashable, Sendable {
  /// No focus and nothing pending.
  case idle
  /// The handoff waits for its trigger: the delay or the mount.
  case awaitingGate
  /// Focus was set (`attempt` times) and has not landed yet.
  case requested(attempt: Int)
  /// Focus landed: the real field is first responder.
  case landed
  /// Every attempt the retry policy allowed was made and focus never landed.
  case failed

  /// The state without its data, for transition tables.
  public enum Phase: String, CaseIterable, Hashable, Sendable {
    /// See ``ComposerFocus/idle``.
    case idle
    /// See ``ComposerFocus/awaitingGate``.
    case awaitingGate
    /// See ``ComposerFocus/requested(attempt:)``.
    case requested
    /// See ``ComposerFocus/landed``.
    case landed
    /// See ``ComposerFocus/failed``.
    case failed
  }

  /// The state's phase.
  public var phase: Phase {
    switch self {
    case .idle: .idle
    case .awaitingGate: .awaitingGate
    case .requested: .requested
    case .landed: .landed
    case .failed: .failed
    }
  }

  /// States for exhaustive tests: every phase, and a first and a fourth attempt.
  public static let representatives: [ComposerFocus] = [
    .idle, .awaitingGate, .requested(attempt: 1), .requested(attempt: 4), .landed, .failed,
  ]

  static func rule(
    _ id: RuleID, attemptsHandoff: Bool = false, from: [Phase], on event: ControllerEvent.Kind,
    when conditions: [Condition] = [], to: Phase?, effects: [Effect.Kind] = [],
    because rationale: String? = nil, update: @escaping @Sendable (inout ComposerFocus) -> Void
  ) -> Rule {
    Rule(
      id, from: from, on: event, when: conditions, to: to, effects: effects,
      attemptsHandoff: attemptsHandoff, because: rationale,
      update: { state, _ in update(&state.focus) })
  }

  private static let attempt: [Effect.Kind] = [.focusComposer, .startRetryTimer]

  /// The focus and handoff table.
  public static let rules: [Rule] = [
    rule(
      "focus.request-on-appear", attemptsHandoff: true,
      from: [.idle], on: .contentDidAppear, when: [Guard.focusOnAppear.condition],
      to: .requested, effects: attempt, because: "focus set in .task/.onAppear"
    ) { $0 = .requested(attempt: 1) },
    rule(
      "focus.await-delay",
      from: [.idle], on: .contentDidAppear, when: [Guard.focusAfterDelay.condition],
      to: .awaitingGate, effects: [.startFocusDelay]
    ) { $0 = .awaitingGate },
    rule(
      "focus.await-mount",
      from: [.idle], on: .contentDidAppear,
      when: [Guard.focusOnContentMount.condition, !Guard.composerMounted.condition],
      to: .awaitingGate, because: "wait for the mount rather than the clock"
    ) { $0 = .awaitingGate },
    rule(
      "focus.request-on-appear-mounted", attemptsHandoff: true,
      from: [.idle], on: .contentDidAppear,
      when: [Guard.focusOnContentMount.condition, Guard.composerMounted.condition],
      to: .requested, effects: attempt
    ) { $0 = .requested(attempt: 1) },
    rule(
      "focus.request-after-delay", attemptsHandoff: true,
      from: [.awaitingGate], on: .focusDelayDidElapse, when: [Guard.focusAfterDelay.condition],
      to: .requested, effects: attempt
    ) { $0 = .requested(attempt: 1) },
    rule(
      "focus.request-on-mount", attemptsHandoff: true,
      from: [.awaitingGate], on: .contentDidMount, when: [Guard.focusOnContentMount.condition],
      to: .requested, effects: attempt
    ) { $0 = .requested(attempt: 1) },
    rule(
      "focus.retry",
      from: [.requested], on: .retryIntervalDidElapse, when: [Guard.retryAllowed.condition],
      to: .requested, effects: attempt, because: "retry while focus has not landed"
    ) {
      if case .requested(let attempt) = $0 { $0 = .requested(attempt: attempt + 1) }
    },
    rule(
      "focus.give-up",
      from: [.requested], on: .retryIntervalDidElapse, when: [!Guard.retryAllowed.condition],
      to: .failed, effects: [.surfaceFocusFailure]
    ) { $0 = .failed },
    rule(
      "focus.land", from: [.requested], on: .focusDidLand, to: .landed, effects: [.cancelRetryTimer]
    ) {
      $0 = .landed
    },
    rule(
      "focus.land-unrequested",
      from: [.idle, .awaitingGate, .failed], on: .focusDidLand, to: .landed,
      because: "focus arrived without a pending request (the person tapped the field)"
    ) { $0 = .landed },
    rule("focus.leave", from: [.landed], on: .focusDidLeave, to: .idle) { $0 = .idle },
    rule(
      "focus.confirm-cleared",
      from: [.idle], on: .focusDidLeave, to: nil,
      because: "the platform confirms the focus the controller already cleared"
    ) { _ in },
    rule(
      "focus.lose-to-prewarm",
      from: [.landed], on: .prewarmDidBecomeFirstResponder, to: .idle,
      because: "the prewarm took first responder back from the real field"
    ) { $0 = .idle },
    rule(
      "focus.clear-on-close",
      from: [.awaitingGate, .requested, .landed], on: .closeTapped,
      when: [Guard.clearsFocusOnClose.condition], to: .idle, effects: [.clearFocus],
      because: "exit symmetry: focused = false; onClose() in one transaction"
    ) { $0 = .idle },
    rule(
      "focus.clear-after-dismissal",
      from: [.awaitingGate, .requested, .landed, .failed], on: .sheetDidDismiss,
      when: [!Guard.clearsFocusOnClose.condition], to: .idle, effects: [.clearFocus],
      because: "focus is cleared only once the sheet is gone"
    ) { $0 = .idle },
    rule(
      "focus.end-with-sheet",
      from: [.awaitingGate, .requested, .landed, .failed], on: .sheetDidDismiss,
      when: [Guard.clearsFocusOnClose.condition], to: .idle,
      because: "the view and its .task end with the sheet"
    ) { $0 = .idle },
  ]
}

extension ComposerFocus.Phase: RegionPhase {
  /// The focus region.
  public static var region: RegionID { .focus }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .focus(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .idle: 0
    case .awaitingGate: 1
    case .requested: 2
    case .landed: 3
    case .failed: 4
    }
  }
}
