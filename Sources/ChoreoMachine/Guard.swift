/// A named condition a transition depends on, read from the state before the event, the event and
/// the controller's options.
public enum Guard: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The auto-focused open always presents at large.
  case forcesLargeOnAutoOpen
  /// The event's detent is one the sheet allows.
  case detentAllowed
  /// The pending flag is set and the controller uses a prewarm responder.
  case prewarmPending
  /// The pending flag is set and accessories are frozen during the auto-open.
  case accessoriesFrozen
  /// Focus is first set as the content appears.
  case focusOnAppear
  /// Focus is first set after a fixed delay.
  case focusAfterDelay
  /// Focus is first set once the real field mounts.
  case focusOnContentMount
  /// The real field is mounted.
  case composerMounted
  /// This event makes the controller attempt the handoff (its trigger has come).
  case attemptsHandoff
  /// The prewarm is retired only when focus lands.
  case retiresOnLanding
  /// The prewarm is retired when the handoff is attempted.
  case retiresOnAttempt
  /// The retry policy allows another attempt.
  case retryAllowed
  /// The close control clears focus when it is tapped, before the sheet is gone.
  case clearsFocusOnClose
  /// The close control dismisses only after a wait that follows clearing focus.
  case delaysDismissOnClose
  /// The detent selection is reset to large when the sheet disappears.
  case resetsDetentOnDisappear
  /// The pending flag is reset when the sheet disappears.
  case resetsPendingOnDisappear
  /// The sheet is leaving because the person dragged it.
  case dismissingByDrag
  /// The sheet is on screen and not leaving.
  case sheetShowing

  /// The guard's name.
  public var description: String { rawValue }

  /// Whether the guard holds for `event` in `state` under `options`.
  public func holds(
    in state: ControllerState, for event: ControllerEvent, options: ControllerOptions
  ) -> Bool {
    switch self {
    case .forcesLargeOnAutoOpen:
      return options.autoOpenDetent == .forceLarge
    case .detentAllowed:
      guard case .detentDidChange(let detent) = event else { return false }
      return state.sheet.allowed.allows(detent)
    case .prewarmPending:
      return state.autoFocus == .pending && options.usesPrewarm
    case .accessoriesFrozen:
      return state.autoFocus == .pending && options.accessories == .frozenDuringAutoOpen
    case .focusOnAppear:
      return options.focusTrigger == .onAppear
    case .focusAfterDelay:
      if case .afterDelay = options.focusTrigger { return true }
      return false
    case .focusOnContentMount:
      return options.focusTrigger == .onContentMount || options.focusTrigger == .defaultFocus
    case .composerMounted:
      return state.composer == .mounted
    case .attemptsHandoff:
      // The focus rows marked as the handoff's first attempt say when it happens.
      return ComposerFocus.rules.contains {
        $0.attemptsHandoff && $0.fires(in: state, for: event, options: options)
      }
    case .retiresOnLanding:
      return options.prewarmRetirement == .whenFocusLands
    case .retiresOnAttempt:
      return options.prewarmRetirement == .whenHandoffAttempted
    case .retryAllowed:
      guard case .requested(let attempt) = state.focus else { return false }
      return attempt <= options.retry.retries
    case .clearsFocusOnClose:
      return options.closeFocus != .clearFocusAfterDismissal
    case .delaysDismissOnClose:
      return options.closeFocus == .clearFocusThenDismissAfterDelay
    case .resetsDetentOnDisappear:
      return options.resetsDetentSelectionOnDisappear
    case .resetsPendingOnDisappear:
      return options.resetsPendingOnDisappear
    case .dismissingByDrag:
      return state.sheet.presentation == .dismissing(via: .drag)
    case .sheetShowing:
      return state.sheet.presentation == .presenting || state.sheet.presentation == .presented
    }
  }
}

/// A guard or its negation, as a transition lists it.
public struct Condition: Hashable, Sendable, CustomStringConvertible {
  /// The guard tested.
  public var guardName: Guard
  /// Whether the transition needs the guard to fail.
  public var isNegated: Bool

  /// A condition that needs `guardName` to hold.
  public init(_ guardName: Guard) {
    self.guardName = guardName
    self.isNegated = false
  }

  /// A condition that needs `condition`'s guard to fail.
  public static prefix func ! (condition: Condition) -> Condition {
    var negated = condition
    negated.isNegated.toggle()
    return negated
  }

  /// Whether the condition holds.
  public func holds(
    in state: ControllerState, for event: ControllerEvent, options: ControllerOptions
  ) -> Bool {
    guardName.holds(in: state, for: event, options: options) != isNegated
  }

  /// `guard` or `!guard`.
  public var description: String { (isNegated ? "!" : "") + guardName.rawValue }
}

extension Guard {
  /// This guard as a condition that must hold.
  public var condition: Condition { Condition(self) }
}
