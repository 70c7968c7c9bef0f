/// The payload of a `UIResponder.keyboard...Notification`, as the app receives it.
public struct KeyboardNotification: Hashable, Sendable, CustomStringConvertible {
  /// `keyboardFrameBeginUserInfoKey`, in screen coordinates.
  public var beginFrame: Rect
  /// `keyboardFrameEndUserInfoKey`, in screen coordinates; includes the bottom safe area
  /// (<doc:PlatformFacts#Safe-areas>).
  public var endFrame: Rect
  /// `keyboardAnimationDurationUserInfoKey` in seconds (0.25 on iPhone,
  /// <doc:PlatformFacts#Keyboard-notification-payload>).
  public var duration: Double
  /// `keyboardAnimationCurveUserInfoKey` raw value (7, undocumented,
  /// <doc:PlatformFacts#Keyboard-notification-payload>).
  public var curve: Int

  /// A payload with every field given.
  public init(beginFrame: Rect, endFrame: Rect, duration: Double, curve: Int) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
  }

  /// `end {0,516,393,336}, 0.25 s, curve 7`.
  public var description: String {
    "end \(endFrame), \(FixedPoint.compact(duration)) s, curve \(curve)"
  }
}
