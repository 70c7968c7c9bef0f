import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

extension BuiltInScenarios {
  /// The composer and form scenarios of <doc:ThePattern#Keeping-the-field-above-the-keys> and
  /// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: one per claim about keeping
  /// the focused field and its action above the keyboard, and about keyboard notifications.
  public static let screens: [Scenario] = [
    chatCovered, chatJumps, chatFollows, chatEased250, chatPayloadCurve, chatOwnOffset,
    chatSafeAreaTwice, formIgnoresSafeArea, formAutomatic, formSheetPattern,
    hardwareKeyboardReservedHeight, duplicateObserversIncrements, observerAfterDisappear,
    observerScopedToScreen, visibilityFlagNotReset, reducedMotionOwnSpring, reducedMotionFollows,
    suggestionBarIgnored, suggestionBarHandled, floatingKeyboardGuide, floatingKeyboardIgnored,
    stickyComposerListNotResized,
  ]

  /// Tap the composer, then tap the messages to put the keyboard away.
  static let tapThenDismiss = [
    ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1200, .dismissKeyboard),
  ]

  /// Tap the composer, navigate away (the field resigns and the keyboard goes while the screen
  /// is away), come back.
  static let tapLeaveReturn = [
    ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1200, .leaveScreen(focusingNextField: false)),
    ScriptStep(ms: 2500, .returnToScreen),
  ]

  /// A full-screen chat with no accessory strip, the same script unless given.
  static func chat(
    _ name: String, _ summary: String, _ screen: Screen, platform: PlatformProfile = .standard,
    script: [ScriptStep] = tapThenDismiss
  ) -> Scenario {
    Scenario(
      name: name, summary: summary, platform: platform, screen: screen, script: script)
  }

  /// No avoidance: the composer stays under the keys.
  public static let chatCovered = chat(
    "chat-covered", "full-screen chat with no keyboard avoidance", .chat(.none)
  )
  .expecting(.covered)

  /// The layout moves on `keyboardDidShow` / `keyboardDidHide`, after the animation.
  public static let chatJumps = chat(
    "chat-jumps", "the composer moves on keyboardDidShow/DidHide, after the keys have moved",
    .chat(.handler, handler: KeyboardHandler(observes: [.didShow, .didHide], animation: .none))
  )
  .expecting(.lateJump, .floatingGap)

  /// The composer pinned to `keyboardLayoutGuide`: it follows every frame.
  public static let chatFollows = chat(
    "chat-follows", "the composer follows the keyboard's position every frame (layout guide)",
    .chat(.followsKeyboard))

  /// A hand-written 250 ms ease-out copied into the handler.
  public static let chatEased250 = chat(
    "chat-eased-250", "the handler animates with a copied 250 ms ease-out",
    .chat(
      .handler,
      handler: KeyboardHandler(
        animation: .eased(duration: Ticks(milliseconds: 250), curve: .easeOut)))
  )
  .expecting(.drift)

  /// Seed 004's handler: the payload's duration and curve, the safe area subtracted.
  public static let chatPayloadCurve = chat(
    "chat-payload-curve", "the textbook handler: the payload's curve, the safe area subtracted",
    .chat(.handler, handler: .seed004))

  /// SwiftUI's automatic avoidance plus the app's own `keyboardWillShow` offset.
  public static let chatOwnOffset = chat(
    "chat-own-offset", "an own keyboardWillShow offset on top of SwiftUI's automatic avoidance",
    .chat(.automaticPlusHandler, handler: .seed004)
  )
  .expecting(.doubleInset)

  /// Seed 004's handler without subtracting the bottom safe area.
  public static let chatSafeAreaTwice = chat(
    "chat-safe-area-twice", "the handler uses the keyboard's height without the safe area",
    .chat(.handler, handler: KeyboardHandler(subtractsSafeArea: .none))
  )
  .expecting(.doubleInset)

  /// Tap the last field of the sign-up form, then put the keyboard away.
  static let tapLowField = [
    ScriptStep(ms: 100, .tapField(7)), ScriptStep(ms: 1200, .dismissKeyboard),
  ]

  /// `.ignoresSafeArea()` on a form turns the avoidance off.
  public static let formIgnoresSafeArea = chat(
    "form-ignores-safe-area", "a form with .ignoresSafeArea(); a low field is tapped",
    .form(.ignoresSafeArea), script: tapLowField
  )
  .expecting(.covered)

  /// A form with SwiftUI's automatic avoidance scrolls the focused field above the keys.
  public static let formAutomatic = chat(
    "form-automatic", "a form with SwiftUI's automatic avoidance; a low field is tapped",
    .form(.automatic), script: tapLowField)

  /// The pattern opening a form in a sheet, then the person moves to a low field.
  public static let formSheetPattern = Scenario(
    name: "form-sheet-pattern",
    summary: "the pattern opens a form sheet on its first field; a low field is tapped; closed",
    screen: Screen(container: .sheet, content: .form),
    script: [
      ScriptStep(ms: 0, .present), ScriptStep(ms: 1500, .tapField(7)),
      ScriptStep(ms: 2500, .close),
    ])

  /// A hardware keyboard, and an app that reserves the keyboard's height whenever it edits.
  public static let hardwareKeyboardReservedHeight = chat(
    "hardware-keyboard-reserved-height",
    "a hardware keyboard; the app reserves a fixed keyboard height while editing",
    .chat(.reservesFixedHeight), platform: PlatformProfile(hardwareKeyboard: true)
  )
  .expecting(.phantomInset)

  /// Observers added in `viewDidLoad` and again in `viewWillAppear`, applying increments.
  public static let duplicateObserversIncrements = chat(
    "duplicate-observers-increments",
    "observers added in viewDidLoad and viewWillAppear; the handler adds increments",
    .chat(
      .handler,
      handler: KeyboardHandler(
        measure: .frameHeight, application: .increments,
        registeredIn: [.viewDidLoad, .viewWillAppear]))
  )
  .expecting(.duplicateCallback, .doubleInset)

  /// Seed 004's first listing (removed only in `deinit`): the handler hears the keyboard hide
  /// while another screen is on display.
  public static let observerAfterDisappear = chat(
    "observer-after-disappear",
    "observers removed only in deinit; the keyboard hides after another screen is pushed",
    .chat(.handler, handler: .seed004), script: tapLeaveReturn
  )
  .expecting(.staleCallback)

  /// Seed 004's screen-scoped observers: added in `viewWillAppear`, removed in
  /// `viewWillDisappear`, `isKeyboardVisible` reset; a field on the next screen keeps the keys up.
  public static let observerScopedToScreen = chat(
    "observer-scoped-to-screen",
    "observers scoped to viewWillAppear/viewWillDisappear; the next screen keeps the keyboard",
    .chat(
      .handler,
      handler: KeyboardHandler(
        registeredIn: [.viewWillAppear], removal: .viewWillDisappear,
        resetsVisibilityOnDisappear: true)),
    script: [
      ScriptStep(ms: 100, .tapField(0)),
      ScriptStep(ms: 1200, .leaveScreen(focusingNextField: true)),
      ScriptStep(ms: 2500, .returnToScreen),
    ])

  /// Screen-scoped observers that do not reset `isKeyboardVisible`, and a keyboard that hides
  /// while the screen is away.
  public static let visibilityFlagNotReset = chat(
    "visibility-flag-not-reset",
    "observers removed in viewWillDisappear without resetting isKeyboardVisible",
    .chat(
      .handler,
      handler: KeyboardHandler(registeredIn: [.viewWillAppear], removal: .viewWillDisappear)),
    script: tapLeaveReturn
  )
  .expecting(.visibilityMismatch, .phantomInset)

  /// Reduce Motion on, and a handler that swaps in its own spring.
  public static let reducedMotionOwnSpring = chat(
    "reduced-motion-own-spring",
    "Reduce Motion on; the handler animates with its own SwiftUI spring",
    .chat(
      .handler, handler: KeyboardHandler(reducedMotionAnimation: .spring(.swiftUIDefault))),
    platform: PlatformProfile(reducedMotion: true)
  )
  .expecting(.drift, optional: [.bounce])

  /// Reduce Motion on, and a layout that follows the keyboard every frame.
  public static let reducedMotionFollows = chat(
    "reduced-motion-follows", "Reduce Motion on; the composer follows the keyboard every frame",
    .chat(.followsKeyboard), platform: PlatformProfile(reducedMotion: true))

  /// The QuickType bar arrives 300 ms into the show as a second frame change.
  ///
  /// Assumption: the log gives no delay (<doc:PlatformFacts#Suggestion-bar>).
  static let suggestionBarPlatform = PlatformProfile(suggestionBarDelay: Ticks(milliseconds: 300))

  /// A handler that hears only willShow/willHide misses the suggestion bar's frame change.
  public static let suggestionBarIgnored = chat(
    "suggestion-bar-ignored",
    "the QuickType bar arrives as a second frame change; the handler hears only willShow/Hide",
    .chat(.handler, handler: .seed004), platform: suggestionBarPlatform
  )
  .expecting(.covered)

  /// The same handler also observing `keyboardWillChangeFrame`.
  public static let suggestionBarHandled = chat(
    "suggestion-bar-handled",
    "the QuickType bar arrives as a second frame change; the handler hears willChangeFrame too",
    .chat(.handler, handler: KeyboardHandler(observes: [.willShow, .willChangeFrame, .willHide])),
    platform: suggestionBarPlatform)

  /// Tap, undock the iPad keyboard, put it away.
  static let tapUndockDismiss = [
    ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1200, .undockKeyboard),
    ScriptStep(ms: 2500, .dismissKeyboard),
  ]

  /// An iPad chat pinned to `keyboardLayoutGuide` when the keyboard is undocked.
  public static let floatingKeyboardGuide = chat(
    "floating-keyboard-guide", "iPad: the keyboard is undocked; the composer follows the guide",
    .chat(.followsKeyboard), platform: PlatformProfile(device: .iPad11), script: tapUndockDismiss)

  /// An iPad chat whose handler ignores frame changes when the keyboard is undocked.
  public static let floatingKeyboardIgnored = chat(
    "floating-keyboard-ignored",
    "iPad: the keyboard is undocked; the handler ignores keyboardWillChangeFrame",
    .chat(.handler, handler: .seed004), platform: PlatformProfile(device: .iPad11),
    script: tapUndockDismiss
  )
  .expecting(.floatingGap, .phantomInset)

  /// A composer that only translates with the keyboard over a list that is not resized.
  public static let stickyComposerListNotResized = chat(
    "sticky-composer-list-not-resized",
    "the composer rides the keys (a sticky view) but the message list is not resized",
    Screen(
      container: .fullScreen, content: .chat, avoidance: .followsKeyboard, messageList: .notResized)
  )
  .expecting(.hiddenNewestMessage)
}
