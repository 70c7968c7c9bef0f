import ChoreoCore

/// One run of the app's keyboard observer, recorded in the trace as the cause's child: which
/// notification it heard, which of the screen's registrations ran, whether the screen was on
/// display, and what it did.
public struct HandlerRun: Hashable, Sendable, CustomStringConvertible {
  /// The notification heard.
  public var notification: KeyboardNotificationName
  /// Which registration ran, from 1; above 1 means the observer was added more than once.
  public var registration: Int
  /// Whether the screen that registered the observer was on display.
  public var screenVisible: Bool
  /// The constraint constant after the run, when the handler moves the layout.
  public var offset: Double?
  /// The app's `isKeyboardVisible` after the run.
  public var keyboardVisible: Bool

  /// A run with every field given.
  public init(
    notification: KeyboardNotificationName, registration: Int, screenVisible: Bool,
    offset: Double?, keyboardVisible: Bool
  ) {
    self.notification = notification
    self.registration = registration
    self.screenVisible = screenVisible
    self.offset = offset
    self.keyboardVisible = keyboardVisible
  }

  /// As traces print it: `keyboardHandler(willShow, observer 1, screen visible, offset 302 pt,
  /// isKeyboardVisible true)`.
  public var description: String {
    var parts = [
      notification.rawValue, "observer \(registration)",
      screenVisible ? "screen visible" : "screen not visible",
    ]
    if let offset { parts.append("offset \(FixedPoint.compact(offset)) pt") }
    parts.append("isKeyboardVisible \(keyboardVisible)")
    return "keyboardHandler(" + parts.joined(separator: ", ") + ")"
  }
}
