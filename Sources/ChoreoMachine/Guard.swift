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

extension Guard {
  /// Whether the guard reads only the controller's options, never the state or the event, so
  /// that the reducer decides it once per option set.
  public var readsOnlyOptions: Bool {
    switch self {
    case .forcesLargeOnAutoOpen, .focusOnAppear, .focusAfterDelay, .focusOnContentMount,
      .retiresOnLanding, .retiresOnAttempt, .clearsFocusOnClose, .delaysDismissOnClose,
      .resetsDetentOnDisappear, .resetsPendingOnDisappear:
      true
    case .detentAllowed, .prewarmPending, .accessoriesFrozen, .composerMounted, .attemptsHandoff,
      .retryAllowed, .dismissingByDrag, .sheetShowing:
      false
    }
  }

  /// The guard as one bit at its position in ``allCases``.
  var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self) ?? 31) }

  /// The bits of the guards that read only the options.
  static let optionOnlyBits: UInt32 = optionGuards.reduce(0) { $0 | $1.bit }

  /// The guards that read only the options, each with its bit.
  private static let optionGuards: [(guardName: Guard, bit: UInt32)] = allCases.filter(
    \.readsOnlyOptions
  ).map { ($0, $0.bit) }

  /// A state to evaluate option guards in: they read none of it.
  private static let anyState = ControllerState.initial(options: .pattern)

  /// The guards reading only the options that hold under `options`, as bits at their positions
  /// in ``allCases``.
  static func optionMask(_ options: ControllerOptions) -> UInt32 {
    var mask: UInt32 = 0
    for (guardName, bit) in optionGuards
    where guardName.holds(in: anyState, for: .presentTapped, options: options) {
      mask |= bit
    }
    return mask
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
