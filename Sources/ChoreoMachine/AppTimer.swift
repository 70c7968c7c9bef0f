/// A timer the controller starts on the app's own clock (`Task.sleep` or `asyncAfter`).
public enum AppTimer: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The wait before the first focus attempt.
  case focusDelay
  /// The wait between handoff retries.
  case retry
  /// On close, the wait between clearing focus and dismissing
  /// (``ControllerOptions/CloseFocus/clearFocusThenDismissAfterDelay``).
  case closeDelay

  /// `focusDelay`, `retry` or `closeDelay`.
  public var description: String { rawValue }

  /// The event delivered when this timer fires.
  public var firedEvent: ControllerEvent {
    switch self {
    case .focusDelay: .focusDelayDidElapse
    case .retry: .retryIntervalDidElapse
    case .closeDelay: .closeDelayDidElapse
    }
  }
}
