/// How an app keeps its focused field and its action above the keyboard: each case is a way real
/// apps do it (<doc:ThePattern#Keeping-the-field-above-the-keys>,
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>,
/// <doc:PlatformFacts#Framework-defaults>, <doc:PlatformFacts#Undocked-keyboard>,
/// <doc:PlatformFacts#Derived-keyboard-motion>).
public enum AvoidanceStrategy: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Nothing moves: the composer stays under the keys ("Covered",
  /// <doc:ThePattern#Keeping-the-field-above-the-keys>).
  case none
  /// SwiftUI's keyboard safe area: the system animates the layout inside the keyboard
  /// notification's own animation, so it moves with the keyboard's spring
  /// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "SwiftUI lays views out around the
  /// keyboard by default").
  case automatic
  /// Reads the docked keyboard's position every frame: `keyboardLayoutGuide` (iOS 15), Compose
  /// `imePadding`, react-native-keyboard-controller (<doc:PlatformFacts#Framework-defaults>,
  /// <doc:PlatformFacts#Undocked-keyboard>). An undocked keyboard leaves the guide at the safe
  /// area. ``Screen/followLagFrames`` models a reader that is a frame late.
  case followsKeyboard = "follows-keyboard"
  /// The app's own notification handler (``Screen/handler``) moves the layout, with whatever
  /// timing, curve and arithmetic the handler uses
  /// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>).
  case handler
  /// SwiftUI's automatic avoidance plus the app's own `keyboardWillShow` offset on top of it: the
  /// layout shifts twice (<doc:ThePattern#Keeping-the-field-above-the-keys>).
  case automaticPlusHandler = "automatic-plus-handler"
  /// `.ignoresSafeArea()` on a form: the keyboard safe area is ignored too, which turns the
  /// avoidance off (<doc:ThePattern#Keeping-the-field-above-the-keys>).
  case ignoresSafeArea = "ignores-safe-area"
  /// Reserves a guessed keyboard height (``Screen/reservedHeight``) whenever a field is focused,
  /// without reading the keyboard at all; with a hardware keyboard nothing is there
  /// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "test with the keyboard both docked and
  /// gone").
  case reservesFixedHeight = "reserves-fixed-height"

  /// The name as scenario files spell it.
  public var description: String { rawValue }

  /// Whether SwiftUI's automatic keyboard safe area moves the layout.
  public var usesSystemAvoidance: Bool {
    self == .automatic || self == .automaticPlusHandler
  }

  /// Whether the app's handler moves the layout.
  public var usesHandler: Bool { self == .handler || self == .automaticPlusHandler }
}
