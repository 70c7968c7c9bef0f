import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

extension BuiltInScenarios {
  /// The sheet and focus failures of shipped apps and of particular OS versions
  /// (<doc:PlatformFacts#Exit>, <doc:PlatformFacts#OS-versions>): exits that leave as two
  /// motions, observers that miss or mishear the keyboard, focus that moves the wrong way round,
  /// and a person reversing focus faster than the keyboard settles.
  ///
  /// Each failure comes with the change that fixes it; what each finds follows from the
  /// mechanism.
  public static let exits: [Scenario] = [
    clearFocusThenDismiss300, sheetObserverGatedOnFocus, sheetObserverNotGated,
    dismissedWhileFocused, endsEditingOnDisappear, returnResignFirst, returnFocusNext,
    refocusInWillAppear, refocusInDidAppear, observersInDidAppear, observersInDidLoad,
    defaultFocusIOS18Point2, focusStateIOS18Point2, mediumDetentIOS26, mediumDetentIOS18,
    reducedMotionOwnSpringIOS26, reducedMotionFollowsIOS26, focusReversalIncrements,
    focusReversalAbsolute, focusReversalPattern,
  ]

  // MARK: Exits

  /// The common workaround: close clears focus, and the sheet is dismissed 300 ms later.
  ///
  /// Its fix is ``prewarmHandoff``, which clears focus and dismisses in the same frame.
  public static let clearFocusThenDismiss300 = Scenario(
    name: "clear-focus-then-dismiss-300",
    summary: "the pattern; close clears focus and dismisses the sheet 300 ms later",
    controller: ControllerOptions(closeFocus: .clearFocusThenDismissAfterDelay),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.exitAsymmetry, variants: [.exitAsymmetry: "keyboard-first"])

  /// The pattern's sheet moved by a keyboard observer that forwards only while its field is
  /// first responder: the hide arrives after focus has left.
  public static let sheetObserverGatedOnFocus = Scenario(
    name: "sheet-observer-gated-on-focus",
    summary: "the pattern; the sheet's observer forwards keyboard events only while focused",
    layout: .emoteStrip,
    screen: Screen(avoidance: .handler, handler: KeyboardHandler(forwardsOnlyWhileFocused: true)),
    script: openThenClose
  )
  .expecting(.snap)

  /// The same observer, forwarding every event.
  public static let sheetObserverNotGated = Scenario(
    name: "sheet-observer-not-gated",
    summary: "the pattern; the sheet's observer forwards every keyboard event",
    layout: .emoteStrip, screen: Screen(avoidance: .handler, handler: KeyboardHandler()),
    script: openThenClose)

  /// A SwiftUI chat pushed away while its field is still first responder.
  public static let dismissedWhileFocused = chat(
    "dismissed-while-focused",
    "a SwiftUI chat leaves while its field is first responder; then the person comes back",
    Screen(
      container: .fullScreen, content: .chat, avoidance: .automatic,
      endsEditingOnDisappear: false),
    script: tapLeaveReturn
  )
  .expecting(.phantomInset)

  /// The same chat ending editing in `viewWillDisappear`.
  public static let endsEditingOnDisappear = chat(
    "ends-editing-on-disappear",
    "a SwiftUI chat that ends editing in viewWillDisappear; then the person comes back",
    Screen(container: .fullScreen, content: .chat, avoidance: .automatic),
    script: tapLeaveReturn)

  // MARK: Focus moving

  private static let presentReturnClose = [
    ScriptStep(ms: 0, .present), ScriptStep(ms: 1500, .pressReturn), ScriptStep(ms: 2500, .close),
  ]

  /// Return in a form sheet resigns the field before focusing the next.
  public static let returnResignFirst = Scenario(
    name: "return-resign-first",
    summary: "the pattern's form sheet; Return resigns the field, then focuses the next",
    screen: Screen(container: .sheet, content: .form, returnFocusOrder: .resignFirst),
    script: presentReturnClose
  )
  .expecting(.keyboardDrop, .bounce)

  /// Return focuses the next field first.
  public static let returnFocusNext = Scenario(
    name: "return-focus-next",
    summary: "the pattern's form sheet; Return focuses the next field directly",
    screen: Screen(container: .sheet, content: .form, returnFocusOrder: .focusNext),
    script: presentReturnClose)

  private static let tapLeaveComeBack = [
    ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1200, .leaveScreen(focusingNextField: false)),
    ScriptStep(ms: 2500, .returnToScreen),
  ]

  /// Focus requested again as the screen starts to come back, while the screen over it is
  /// still leaving.
  public static let refocusInWillAppear = chat(
    "refocus-in-will-appear",
    "the composer is focused again in viewWillAppear, while the screen over it still leaves",
    Screen(container: .fullScreen, avoidance: .followsKeyboard, focusOnReturn: .viewWillAppear),
    script: tapLeaveComeBack
  )
  .expecting(.bounce, variants: [.bounce: "reversal"])

  /// Focus requested again once the screen is back.
  public static let refocusInDidAppear = chat(
    "refocus-in-did-appear", "the composer is focused again in viewDidAppear, once it is back",
    Screen(container: .fullScreen, avoidance: .followsKeyboard, focusOnReturn: .viewDidAppear),
    script: tapLeaveComeBack)

  private static let focusAtOnce = [
    ScriptStep(ms: 0, .tapField(0)), ScriptStep(ms: 1200, .dismissKeyboard),
  ]

  /// Focus set in `viewDidLoad`, keyboard observers started in `viewDidAppear`.
  public static let observersInDidAppear = chat(
    "observers-in-did-appear",
    "focus set as the screen loads; the keyboard observers start in viewDidAppear",
    .chat(.handler, handler: KeyboardHandler(registeredIn: [.viewDidAppear])),
    script: focusAtOnce
  )
  .expecting(.covered, .visibilityMismatch)

  /// The same observers started in `viewDidLoad`.
  public static let observersInDidLoad = chat(
    "observers-in-did-load",
    "focus set as the screen loads; the keyboard observers start in viewDidLoad",
    .chat(.handler, handler: KeyboardHandler(registeredIn: [.viewDidLoad])), script: focusAtOnce)

  // MARK: OS versions

  /// SwiftUI's `.defaultFocus` in a sheet, on iOS 18.2.
  public static let defaultFocusIOS18Point2 = Scenario(
    name: "default-focus-ios-18-2",
    summary: "no prewarm; .defaultFocus inside the sheet, on iOS 18.2",
    platform: PlatformProfile(osVersion: .iOS18Point2),
    controller: ControllerOptions(usesPrewarm: false, focusTrigger: .defaultFocus, retry: .none),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.silentFocusFailure)

  /// The pattern on iOS 18.2, focusing through its focus state.
  public static let focusStateIOS18Point2 = Scenario(
    name: "focus-state-ios-18-2",
    summary: "the full pattern on iOS 18.2, focus set through its focus state",
    platform: PlatformProfile(osVersion: .iOS18Point2), layout: .emoteStrip, script: openThenClose)

  /// An auto-focused sheet opening at the medium detent, on iOS 26.
  public static let mediumDetentIOS26 = Scenario(
    name: "medium-detent-ios-26",
    summary: "the pattern, auto-focused on a medium detent, on iOS 26",
    platform: PlatformProfile(osVersion: .iOS26),
    controller: ControllerOptions(autoOpenDetent: .selection, initialDetentSelection: .medium),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.detentJump, .bounce)

  /// The same sheet on iOS 18, which leaves it at its detent.
  public static let mediumDetentIOS18 = Scenario(
    name: "medium-detent-ios-18",
    summary: "the pattern, auto-focused on a medium detent, on iOS 18",
    platform: PlatformProfile(osVersion: .iOS18),
    controller: ControllerOptions(autoOpenDetent: .selection, initialDetentSelection: .medium),
    layout: .emoteStrip, script: openThenClose)

  /// Reduce Motion on iOS 26, where the keyboard cross-fades, and a handler with its own spring.
  public static let reducedMotionOwnSpringIOS26 = chat(
    "reduced-motion-own-spring-ios-26",
    "Reduce Motion on iOS 26 (the keyboard cross-fades); the handler animates with its own spring",
    .chat(
      .handler, handler: KeyboardHandler(reducedMotionAnimation: .spring(.swiftUIDefault))),
    platform: PlatformProfile(reducedMotion: true, osVersion: .iOS26)
  )
  .expecting(.bounce)

  /// The same, and a layout that follows the keyboard every frame.
  public static let reducedMotionFollowsIOS26 = chat(
    "reduced-motion-follows-ios-26",
    "Reduce Motion on iOS 26 (the keyboard cross-fades); the composer follows the keyboard",
    .chat(.followsKeyboard), platform: PlatformProfile(reducedMotion: true, osVersion: .iOS26))

  // MARK: Focus reversal

  /// Focus moved between two fields every 135 ms for three seconds, from `start`.
  static func focusReversal(from start: Double) -> [ScriptStep] {
    (0..<23).map { ScriptStep(ms: start + 135 * Double($0), .tapField(($0 + 1) % 2)) }
  }

  /// A stream that posts a show cycle for every field that takes focus.
  static let repostingPlatform = PlatformProfile(stream: KeyboardStream(repostsOnFocusChange: true))

  /// A form whose handler adds what each `willShow` reports, under focus reversal.
  public static let focusReversalIncrements = chat(
    "focus-reversal-increments",
    "focus reversed between two fields every 135 ms; the handler adds each willShow's overlap",
    .form(.handler, handler: KeyboardHandler(application: .increments)),
    platform: repostingPlatform,
    script: [ScriptStep(ms: 100, .tapField(0))] + focusReversal(from: 1500)
      + [ScriptStep(ms: 6000, .dismissKeyboard)]
  )
  .expecting(.doubleInset, .floatingGap, .phantomInset)

  /// The same form, its handler setting what each `willShow` reports.
  public static let focusReversalAbsolute = chat(
    "focus-reversal-absolute",
    "focus reversed between two fields every 135 ms; the handler sets each willShow's overlap",
    .form(.handler, handler: KeyboardHandler(application: .absolute)),
    platform: repostingPlatform,
    script: [ScriptStep(ms: 100, .tapField(0))] + focusReversal(from: 1500)
      + [ScriptStep(ms: 6000, .dismissKeyboard)])

  /// The pattern's form sheet under the same reversal.
  public static let focusReversalPattern = Scenario(
    name: "focus-reversal-pattern",
    summary: "the pattern's form sheet; focus reversed between two fields every 135 ms",
    platform: repostingPlatform, screen: Screen(container: .sheet, content: .form),
    script: [ScriptStep(ms: 0, .present)] + focusReversal(from: 1500)
      + [ScriptStep(ms: 5000, .close)])
}
