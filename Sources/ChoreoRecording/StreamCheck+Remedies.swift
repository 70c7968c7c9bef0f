import ChoreoDetectors
import ChoreoPlatform

extension StreamCheck.Kind {
  /// The name a report prints: `stream.begin-height`.
  public var name: String { "stream." + rawValue }

  /// What the check reports, in one line, for `choreo detectors`.
  public var summary: String {
    switch self {
    case .overlappingShows: "a willShow while an earlier show cycle has not ended, within 0.6 s"
    case .repeatedShows: "several show cycles with no hide between, none a change of height"
    case .changedHeight:
      "the keyboard changes height while it is up (a suggestion bar, an accessory)"
    case .beginHeight: "a show whose begin frame's height differs from its end frame's"
    case .offBottom:
      "an end frame that does not reach the screen's bottom: undocked, split or floating"
    case .zeroHeight: "a show whose end frame has no height: no software keyboard covers anything"
    case .zeroDuration: "a notification with no animation (duration 0): an instant step"
    case .heightAboveKeyboard:
      "a tracked keyboard height above the notification's, after the keyboard settled"
    case .silentDrag: "the keyboard moved under a finger and nothing posted until it lifted"
    case .heightAboveScreen: "a value log's keyboard height above the screen's: not points"
    case .absorbedSafeArea:
      "a padding that absorbs the safe area frame by frame as the keyboard's inset grows"
    }
  }

  /// What to write in the app about this quirk of the keyboard's notifications, one per framework.
  ///
  /// In the order UIKit, SwiftUI, React Native, react-native-keyboard-controller, Jetpack
  /// Compose, Flutter. Every kind has UIKit and SwiftUI; the notification quirks add the two
  /// React Native stacks, which hand iOS's notifications to JavaScript, and the quirks a value
  /// log shows add Compose and Flutter where their code meets them.
  public var remedies: [Remedy] {
    switch self {
    case .overlappingShows: Self.overlappingShowsRemedies
    case .repeatedShows: Self.repeatedShowsRemedies
    case .changedHeight: Self.changedHeightRemedies
    case .beginHeight: Self.beginHeightRemedies
    case .offBottom: Self.offBottomRemedies
    case .zeroHeight: Self.zeroHeightRemedies
    case .zeroDuration: Self.zeroDurationRemedies
    case .heightAboveKeyboard: Self.heightAboveKeyboardRemedies
    case .silentDrag: Self.silentDragRemedies
    case .heightAboveScreen: Self.heightAboveScreenRemedies
    case .absorbedSafeArea: Self.absorbedSafeAreaRemedies
    }
  }
}

/// The public pages the stream checks' remedies cite.
enum RemedyPage {
  static let uiKit = "https://developer.apple.com/documentation/uikit/"
  static let swiftUI = "https://developer.apple.com/documentation/swiftui/"
  static let keyboardController =
    "https://kirillzyusko.github.io/react-native-keyboard-controller/docs/api/"

  static let keyboardFrameEnd = SourceReference(
    "UIResponder.keyboardFrameEndUserInfoKey", uiKit + "uiresponder/keyboardframeenduserinfokey")
  static let keyboardWillChangeFrame = SourceReference(
    "UIResponder.keyboardWillChangeFrameNotification",
    uiKit + "uiresponder/keyboardwillchangeframenotification")
  static let keyboardWillShow = SourceReference(
    "UIResponder.keyboardWillShowNotification", uiKit + "uiresponder/keyboardwillshownotification")
  static let keyboardAnimationDuration = SourceReference(
    "UIResponder.keyboardAnimationDurationUserInfoKey",
    uiKit + "uiresponder/keyboardanimationdurationuserinfokey")
  static let keyboardLayoutGuide = SourceReference(
    "UIKeyboardLayoutGuide", uiKit + "uikeyboardlayoutguide")
  static let followsUndockedKeyboard = SourceReference(
    "UIKeyboardLayoutGuide.followsUndockedKeyboard",
    uiKit + "uikeyboardlayoutguide/followsundockedkeyboard")
  static let ignoresSafeArea = SourceReference(
    "ignoresSafeArea(_:edges:)", swiftUI + "view/ignoressafearea(_:edges:)")
  static let safeAreaInset = SourceReference(
    "safeAreaInset(edge:alignment:spacing:content:)",
    swiftUI + "view/safeareainset(edge:alignment:spacing:content:)")
  static let scrollDismissesKeyboard = SourceReference(
    "scrollDismissesKeyboard(_:)", swiftUI + "view/scrolldismisseskeyboard(_:)")
  static let rnKeyboard = SourceReference("Keyboard", "https://reactnative.dev/docs/keyboard")
  static let rnInputAccessoryView = SourceReference(
    "InputAccessoryView", "https://reactnative.dev/docs/inputaccessoryview")
  static let kcKeyboardHandler = SourceReference(
    "react-native-keyboard-controller: useKeyboardHandler",
    keyboardController + "hooks/keyboard/use-keyboard-handler")
  static let kcKeyboardEvents = SourceReference(
    "react-native-keyboard-controller: KeyboardEvents", keyboardController + "keyboard-events")
  static let kcStickyView = SourceReference(
    "react-native-keyboard-controller: KeyboardStickyView",
    keyboardController + "components/keyboard-sticky-view")
  static let composeInsets = SourceReference(
    "Window insets in Compose", "https://developer.android.com/develop/ui/compose/layouts/insets")
  static let composeKeyboardAnimations = SourceReference(
    "Use keyboard IME animations",
    "https://developer.android.com/develop/ui/compose/system/keyboard-animations")
  static let flutterViewInsets = SourceReference(
    "MediaQueryData.viewInsets",
    "https://api.flutter.dev/flutter/widgets/MediaQueryData/viewInsets.html")
  static let flutterViewPadding = SourceReference(
    "MediaQueryData.viewPadding",
    "https://api.flutter.dev/flutter/widgets/MediaQueryData/viewPadding.html")
}
