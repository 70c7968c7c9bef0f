import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

extension BuiltInScenarios {
  /// The scenarios of <doc:ThePattern#Keeping-the-field-above-the-keys> "Let people put it away"
  /// and "Move with the return key", and of each framework's defaults.
  public static let frameworks: [Scenario] = [
    interactiveFlick, interactiveMoveBack, doneButtonOnly, rnInteractiveAndroid, rnOnDragAndroid,
    rnPersistTapsNever, rnPersistTapsHandled, returnChainComplete, returnChainMissingNext,
    returnLabelMismatch, rnKeyboardAvoidingView, rnKeyboardControllerSticky,
    composeImePaddingTwice, composeImePaddingOnce, flutterScaffold, flutterSheetNoInsetPadding,
  ]

  /// A full-screen scenario with `framework`'s defaults, then `adjust`.
  static func framework(
    _ id: FrameworkProfile.ID, _ name: String, _ summary: String,
    content: Screen.Content = .chat, container: Screen.Container = .fullScreen,
    script: [ScriptStep], adjust: (inout Scenario) -> Void = { _ in }
  ) -> Scenario {
    var scenario = Scenario(
      name: name, summary: summary, screen: Screen(container: container, content: content),
      script: script)
    FrameworkProfile.profile(id).apply(
      to: &scenario.setup.screen, platform: &scenario.setup.platform)
    adjust(&scenario)
    return scenario
  }

  /// Tap the composer, then drag the messages down into the keys and flick.
  static let tapThenFlick = [
    ScriptStep(ms: 100, .tapField(0)),
    ScriptStep(
      ms: 1000,
      .dragList(
        FingerPath(
          [.init(ms: 0, y: 300), .init(ms: 400, y: 760)], releaseVelocity: 1500))),
  ]

  /// Tap the composer, drag the messages down into the keys, then back up, and let go.
  static let tapThenMoveBack = [
    ScriptStep(ms: 100, .tapField(0)),
    ScriptStep(
      ms: 1000,
      .dragList(
        FingerPath(
          [.init(ms: 0, y: 300), .init(ms: 300, y: 700), .init(ms: 550, y: 560)],
          releaseVelocity: -600))),
  ]

  /// SwiftUI with `scrollDismissesKeyboard(.interactively)`: a flick closes the keyboard.
  public static let interactiveFlick = framework(
    .swiftUI, "interactive-flick",
    "SwiftUI, scrollDismissesKeyboard(.interactively): drag into the keys and flick down",
    script: tapThenFlick, adjust: { $0.screen.dismissMode = .interactive })

  /// The same, moving back up before letting go: the keyboard stays.
  public static let interactiveMoveBack = framework(
    .swiftUI, "interactive-move-back",
    "SwiftUI, scrollDismissesKeyboard(.interactively): drag into the keys, move back up, let go",
    script: tapThenMoveBack, adjust: { $0.screen.dismissMode = .interactive })

  /// UIKit's default scroll view: only a Done button closes the keyboard.
  public static let doneButtonOnly = framework(
    .uiKit, "done-button-only", "UIKit's default keyboardDismissMode none: the drag does nothing",
    script: tapThenFlick
  )
  .expecting(.noDragDismiss)

  /// react-native-keyboard-controller on Android with `keyboardDismissMode="interactive"`.
  public static let rnInteractiveAndroid = framework(
    .reactNativeKeyboardController, "rn-interactive-android",
    "React Native on Android with keyboardDismissMode=\"interactive\" (iOS only)",
    script: tapThenFlick,
    adjust: {
      $0.platform.os = .android
      $0.screen.dismissMode = .interactive
    }
  )
  .expecting(.noDragDismiss)

  /// The same on Android with `on-drag`, as the guidance says to pass there
  /// (<doc:ThePattern#Putting-the-keyboard-away>).
  public static let rnOnDragAndroid = framework(
    .reactNativeKeyboardController, "rn-on-drag-android",
    "React Native on Android with keyboardDismissMode=\"on-drag\"", script: tapThenFlick,
    adjust: {
      $0.platform.os = .android
      $0.screen.dismissMode = .onDrag
    })

  /// Tap a field, then Save twice.
  static let tapFieldThenSave = [
    ScriptStep(ms: 100, .tapField(2)), ScriptStep(ms: 1200, .tapControl(.save)),
    ScriptStep(ms: 2000, .tapControl(.save)),
  ]

  /// React Native's default `keyboardShouldPersistTaps="never"`: the first tap on Save is eaten.
  public static let rnPersistTapsNever = framework(
    .reactNativeKeyboardController, "rn-persist-taps-never",
    "React Native form, keyboardShouldPersistTaps never: Save tapped with the keyboard up",
    content: .form, script: tapFieldThenSave
  )
  .expecting(.eatenTap)

  /// The same with `keyboardShouldPersistTaps="handled"`.
  public static let rnPersistTapsHandled = framework(
    .reactNativeKeyboardController, "rn-persist-taps-handled",
    "React Native form, keyboardShouldPersistTaps handled: Save tapped with the keyboard up",
    content: .form, script: tapFieldThenSave, adjust: { $0.screen.persistTaps = .handled })

  /// Focus the first field and press return eight times.
  static let returnThroughForm =
    [ScriptStep(ms: 100, .tapField(0))]
    + (0..<8).map { ScriptStep(ms: 1000 + 400 * Double($0), .pressReturn) }

  /// Return moves through every field and submits from the last.
  public static let returnChainComplete = framework(
    .swiftUI, "return-chain-complete",
    "a form whose return keys say next and move on, and done on the last, which submits",
    content: .form, script: returnThroughForm)

  /// One field in the chain has no submit handler.
  public static let returnChainMissingNext = framework(
    .compose, "return-chain-missing-next",
    "a form whose fourth field has imeAction Next but no onKeyboardAction", content: .form,
    script: returnThroughForm, adjust: { $0.screen.fields[3].onSubmit = .none }
  )
  .expecting(.returnDeadEnd)

  /// Labels that do not say what return does.
  public static let returnLabelMismatch = framework(
    .swiftUI, "return-label-mismatch",
    "a form whose first field says return but moves on, and whose last says next but submits",
    content: .form, script: returnThroughForm,
    adjust: {
      $0.screen.fields[0].returnKey = .default
      $0.screen.fields[7].returnKey = .next
    }
  )
  .expecting(.returnLabelMismatch)

  /// React Native's core `KeyboardAvoidingView`: a frame behind the keyboard.
  public static let rnKeyboardAvoidingView = framework(
    .reactNative, "rn-keyboard-avoiding-view",
    "React Native KeyboardAvoidingView, not synced to the keyboard's frames",
    script: tapThenDismiss
  )
  .expecting(.drift)

  /// react-native-keyboard-controller's `KeyboardStickyView` over `KeyboardChatScrollView`.
  public static let rnKeyboardControllerSticky = framework(
    .reactNativeKeyboardController, "rn-keyboard-controller-sticky",
    "react-native-keyboard-controller: KeyboardStickyView over KeyboardChatScrollView",
    script: tapThenDismiss)

  /// Compose with `imePadding` on both the `Scaffold` and its child.
  public static let composeImePaddingTwice = framework(
    .compose, "compose-ime-padding-twice",
    "Compose on Android 16 (API 36): imePadding on the Scaffold and on its child",
    script: tapThenDismiss, adjust: { $0.screen.avoidanceApplications = 2 }
  )
  .expecting(.doubleInset)

  /// Compose with `imePadding` once.
  public static let composeImePaddingOnce = framework(
    .compose, "compose-ime-padding-once", "Compose on Android 16 (API 36): imePadding once",
    script: tapThenDismiss)

  /// Flutter's `Scaffold` resizing its body above the keyboard.
  public static let flutterScaffold = framework(
    .flutter, "flutter-scaffold", "Flutter Scaffold with resizeToAvoidBottomInset (the default)",
    script: tapThenDismiss)

  /// A Flutter bottom sheet that does not pad by the view insets.
  public static let flutterSheetNoInsetPadding = framework(
    .flutter, "flutter-sheet-no-inset-padding",
    "Flutter bottom sheet with a text field, not padded by MediaQuery.viewInsetsOf(context)",
    container: .sheet,
    script: [
      ScriptStep(ms: 0, .present), ScriptStep(ms: 800, .tapField(0)),
      ScriptStep(ms: 2000, .close),
    ],
    adjust: {
      $0.controller = ControllerOptions(usesPrewarm: false, focusTrigger: .manual, retry: .none)
    }
  )
  .expecting(.covered)
}
