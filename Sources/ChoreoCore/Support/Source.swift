/// Who made something happen: the person, the app's own code, or the platform.
public enum Source: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A person's tap, drag or keystroke.
  case user
  /// The app: its effects and its own timers.
  case app
  /// The platform (UIKit, SwiftUI, the keyboard, the window server).
  case system

  /// `user`, `app` or `system`.
  public var description: String { rawValue }
}
