/// A UI framework's defaults around the keyboard, as data
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>, "Let the platform move it", "Let people put
/// it away").
///
/// Applying a profile sets a screen's strategy and defaults; a scenario can still override any
/// field after it.
public struct FrameworkProfile: Hashable, Sendable {
  /// The UI frameworks that have a profile, by the name a scenario file uses.
  public enum ID: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI.
    case swiftUI = "swiftui"
    /// UIKit.
    case uiKit = "uikit"
    /// Jetpack Compose.
    case compose
    /// React Native with its core `KeyboardAvoidingView`.
    case reactNative = "react-native"
    /// React Native with react-native-keyboard-controller.
    case reactNativeKeyboardController = "react-native-keyboard-controller"
    /// Flutter.
    case flutter

    /// The name as scenario files spell it.
    public var description: String { rawValue }
  }

  /// Which framework.
  public var id: ID
  /// The operating system the profile runs on unless the scenario says otherwise.
  public var os: OperatingSystem
  /// How a full-screen layout avoids the keyboard by default.
  public var avoidance: AvoidanceStrategy
  /// How a layout inside a sheet avoids it by default.
  public var avoidanceInSheet: AvoidanceStrategy
  /// Frames the layout reads the keyboard late.
  public var followLagFrames: Int
  /// How the message list follows the composer.
  public var messageList: Screen.MessageList
  /// The scroll views' default dismiss mode.
  public var dismissMode: KeyboardDismissMode
  /// What a tap on a control does while the keyboard is up.
  public var persistTaps: PersistTaps
  /// The operating systems on which the framework offers interactive dismissal.
  public var interactiveDismissOn: Set<OperatingSystem>
  /// Where each default comes from.
  public var source: String

  /// Every profile, in ``ID`` order.
  public static let all: [FrameworkProfile] = [
    FrameworkProfile(
      id: .swiftUI, os: .iOS, avoidance: .automatic, avoidanceInSheet: .automatic,
      followLagFrames: 0, messageList: .anchored, dismissMode: .onDrag, persistTaps: .handled,
      interactiveDismissOn: [.iOS],
      source:
        "lays views out around the keyboard by default; scroll views other than TextEditor "
        + "dismiss as soon as they scroll; scrollDismissesKeyboard(.interactively) on iOS 16 "
        + "(Apple's SwiftUI documentation)"),
    FrameworkProfile(
      id: .uiKit, os: .iOS, avoidance: .followsKeyboard, avoidanceInSheet: .followsKeyboard,
      followLagFrames: 0, messageList: .anchored, dismissMode: .none, persistTaps: .handled,
      interactiveDismissOn: [.iOS],
      source:
        "pin the bar to keyboardLayoutGuide, docked or floating; UIScrollView's "
        + "keyboardDismissMode defaults to none (Apple's UIKit documentation)"),
    FrameworkProfile(
      id: .compose, os: .android, avoidance: .followsKeyboard, avoidanceInSheet: .followsKeyboard,
      followLagFrames: 0, messageList: .anchored, dismissMode: .none, persistTaps: .handled,
      interactiveDismissOn: [],
      source:
        "apps targeting API 36 are edge-to-edge, the keyboard an inset they handle; imePadding "
        + "follows every frame; no built-in drag-to-dismiss (developer.android.com)"),
    FrameworkProfile(
      id: .reactNative, os: .iOS, avoidance: .followsKeyboard, avoidanceInSheet: .followsKeyboard,
      followLagFrames: 1, messageList: .anchored, dismissMode: .none, persistTaps: .never,
      interactiveDismissOn: [.iOS],
      source:
        "KeyboardAvoidingView is not synced to the keyboard's frames (a frame late); "
        + "keyboardDismissMode interactive is iOS only; keyboardShouldPersistTaps defaults to "
        + "never (React Native and react-native-keyboard-controller documentation)"),
    FrameworkProfile(
      id: .reactNativeKeyboardController, os: .iOS, avoidance: .followsKeyboard,
      avoidanceInSheet: .followsKeyboard, followLagFrames: 0, messageList: .anchored,
      dismissMode: .none, persistTaps: .never, interactiveDismissOn: [.iOS],
      source:
        "KeyboardStickyView follows every frame, KeyboardChatScrollView keeps the list on the "
        + "composer; React Native's own scroll-view defaults (react-native-keyboard-controller "
        + "documentation)"),
    FrameworkProfile(
      id: .flutter, os: .iOS, avoidance: .followsKeyboard, avoidanceInSheet: .none,
      followLagFrames: 0, messageList: .anchored, dismissMode: .none, persistTaps: .handled,
      interactiveDismissOn: [],
      source:
        "Scaffold's resizeToAvoidBottomInset is true (the engine drives viewInsets from the "
        + "keyboard's live spring); inside a sheet pad by the view insets yourself; scroll views "
        + "offer onDrag, not interactive (api.flutter.dev)"),
  ]

  /// The profile for `id`.
  public static func profile(_ id: ID) -> FrameworkProfile {
    // Every ID has a profile; the framework profile tests check it.
    all.first { $0.id == id } ?? all[0]
  }

  /// Applies this profile's defaults to `screen` and the OS of `platform`.
  public func apply(to screen: inout Screen, platform: inout PlatformProfile) {
    platform.os = os
    screen.framework = id
    screen.avoidance = screen.container.isSheet ? avoidanceInSheet : avoidance
    screen.followLagFrames = followLagFrames
    screen.messageList = messageList
    screen.dismissMode = dismissMode
    screen.persistTaps = persistTaps
  }

  /// The dismiss mode a scroll view actually has for `mode` on `os`: where the framework has no
  /// interactive dismissal, it does nothing (<doc:ThePattern#Keeping-the-field-above-the-keys>:
  /// "Android treats it as none").
  public func effective(_ mode: KeyboardDismissMode, on os: OperatingSystem) -> KeyboardDismissMode
  {
    mode == .interactive && !interactiveDismissOn.contains(os) ? .none : mode
  }
}

/// The operating system a scenario simulates.
///
/// The keyboard's motion is iOS's in both (no source gives an Android input method curve); the OS
/// decides which framework features exist.
public enum OperatingSystem: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// iOS.
  case iOS = "ios"
  /// Android.
  case android

  /// The name as scenario files spell it.
  public var description: String { rawValue }
}
