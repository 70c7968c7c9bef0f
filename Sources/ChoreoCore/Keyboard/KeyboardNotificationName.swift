/// The keyboard notifications UIKit posts
/// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>), as an app's observers name
/// them.
public enum KeyboardNotificationName: String, CaseIterable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// `keyboardWillShowNotification`.
  case willShow
  /// `keyboardDidShowNotification`.
  case didShow
  /// `keyboardWillChangeFrameNotification`.
  case willChangeFrame
  /// `keyboardDidChangeFrameNotification`.
  case didChangeFrame
  /// `keyboardWillHideNotification`.
  case willHide
  /// `keyboardDidHideNotification`.
  case didHide

  /// The name, such as `willShow`.
  public var description: String { rawValue }

  /// Declaration order.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    // Every case is in allCases.
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }

  /// Whether the notification says the keyboard is (or will be) on screen.
  public var meansVisible: Bool {
    switch self {
    case .willShow, .didShow, .willChangeFrame, .didChangeFrame: true
    case .willHide, .didHide: false
    }
  }
}
