/// A timer the controller starts on the app's own clock (`Task.sleep` or `asyncAfter`).
public enum AppTimer: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The wait before the first focus attempt.
  case focusDelay
  /// The wait between handoff retries.
  case retry

  /// `focusDelay` or `retry`.
  public var description: String { rawValue }

  /// The event delivered when this timer fires.
  public var firedEvent: ControllerEvent {
    switch self {
    case .focusDelay: .focusDelayDidElapse
    case .retry: .retryIntervalDidElapse
    }
  }
}
