import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

extension BuiltInScenarios {
  /// Where the keyboard really lands (<doc:PlatformFacts#Presentation-contexts>,
  /// <doc:PlatformFacts#Notification-stream>): the presentation contexts users' bugs live in, what
  /// a handler computes there, and the notification streams real keyboards post.
  ///
  /// Each pair is a computation that goes wrong in the context or stream and one that holds; what
  /// each finds follows from the geometry.
  public static let contexts: [Scenario] = [
    tabBarSafeAreaIgnored, tabBarSafeAreaTwice, tabBarViewOverlap, tabBarLayoutGuide,
    opaqueTabBarFrameHeight, opaqueTabBarViewOverlap, offsetChildFrameHeight,
    offsetChildLayoutGuide,
    pushTabBarHiddenConstant, pushTabBarHiddenViewOverlap, iPadFormSheetFrameHeight,
    iPadFormSheetViewOverlap, popoverFrameHeight, popoverViewOverlap, splitColumnViewOverlap,
    splitColumnLayoutGuide, shortcutBarFrameHeight, shortcutBarOverlap, firstShowBurstAdding,
    firstShowBurstAbsolute, thirdPartyKeyboardKeepFirst, thirdPartyKeyboardTakeLast,
    suggestionBarInstantEased, suggestionBarInstantFollowed, firstShowBeginHeight,
    firstShowEndHeight, undockedFrameHeight, undockedViewOverlap, interactiveDragHandler,
    interactiveDragLayoutGuide,
  ]

  /// A chat with no accessory strip in `container`, moved by `handler`.
  static func context(
    _ name: String, _ summary: String, _ container: Screen.Container,
    _ handler: KeyboardHandler, platform: PlatformProfile = .standard,
    script: [ScriptStep] = tapThenDismiss
  ) -> Scenario {
    var screen = Screen.chat(.handler, handler: handler)
    screen.container = container
    return chat(name, summary, screen, platform: platform, script: script)
  }

  /// The textbook's handler measuring `measure`.
  static func measuring(
    _ measure: KeyboardHandler.Measure, safeArea: KeyboardHandler.SafeAreaSubtraction = .once,
    observes: Set<KeyboardNotificationName> = [.willShow, .willHide],
    application: KeyboardHandler.Application = .absolute, constant: Double = 0
  ) -> KeyboardHandler {
    KeyboardHandler(
      observes: observes, measure: measure, subtractsSafeArea: safeArea,
      subtractsConstant: constant, application: application)
  }

  // MARK: Presentation contexts

  /// A tab under a translucent tab bar, and the end frame's height with no safe area taken off.
  public static let tabBarSafeAreaIgnored = context(
    "tab-bar-safe-area-ignored",
    "a tab under a translucent tab bar; the handler takes no safe area off the end frame's height",
    .tabBar, measuring(.frameHeight, safeArea: .none)
  )
  .expecting(.doubleInset)

  /// The same tab, and the safe area taken off twice (by hand and by a constraint to it).
  public static let tabBarSafeAreaTwice = context(
    "tab-bar-safe-area-twice",
    "a tab under a translucent tab bar; the handler takes the safe area off twice",
    .tabBar, measuring(.frameHeight, safeArea: .twice)
  )
  .expecting(.covered)

  /// The same tab, and the end frame's overlap with the view less its safe area.
  public static let tabBarViewOverlap = context(
    "tab-bar-view-overlap",
    "a tab under a translucent tab bar; the handler uses the view's overlap less its safe area",
    .tabBar, measuring(.viewOverlap))

  /// The same tab, and the keyboard layout guide.
  public static let tabBarLayoutGuide = context(
    "tab-bar-layout-guide",
    "a tab under a translucent tab bar; the handler reads the keyboard layout guide",
    .tabBar, measuring(.layoutGuide))

  /// A tab above an opaque tab bar, and the end frame's height.
  public static let opaqueTabBarFrameHeight = context(
    "opaque-tab-bar-frame-height",
    "a tab above an opaque tab bar; the handler uses the end frame's height",
    .opaqueTabBar, measuring(.frameHeight)
  )
  .expecting(.doubleInset)

  /// The same tab, and the end frame's overlap with the view.
  public static let opaqueTabBarViewOverlap = context(
    "opaque-tab-bar-view-overlap",
    "a tab above an opaque tab bar; the handler uses the view's overlap",
    .opaqueTabBar, measuring(.viewOverlap))

  /// A child view 100 pt down its parent, and the end frame's height.
  public static let offsetChildFrameHeight = context(
    "offset-child-frame-height",
    "a child view offset 100 pt in its parent; the handler uses the end frame's height",
    .offsetChild, measuring(.frameHeight)
  )
  .expecting(.covered)

  /// The same child view, and the keyboard layout guide.
  public static let offsetChildLayoutGuide = context(
    "offset-child-layout-guide",
    "a child view offset 100 pt in its parent; the handler reads the keyboard layout guide",
    .offsetChild, measuring(.layoutGuide))

  /// Pushed with the tab bar hidden, and a handler that still takes the tab bar's 49 pt off.
  public static let pushTabBarHiddenConstant = context(
    "push-tab-bar-hidden-constant",
    "pushed with the tab bar hidden; the handler still takes a hard-coded 49 pt tab bar off",
    .tabBarHidden, measuring(.frameHeight, constant: 49)
  )
  .expecting(.covered)

  /// The same push, and the end frame's overlap with the view.
  public static let pushTabBarHiddenViewOverlap = context(
    "push-tab-bar-hidden-view-overlap",
    "pushed with the tab bar hidden; the handler uses the view's overlap",
    .tabBarHidden, measuring(.viewOverlap))

  /// The 11-inch iPad.
  static let iPad = PlatformProfile(device: .iPad11)

  /// An iPad form sheet, and the end frame's height.
  public static let iPadFormSheetFrameHeight = context(
    "ipad-form-sheet-frame-height",
    "iPad form sheet, which rises clear of the keys; the handler uses the end frame's height",
    .formSheet, measuring(.frameHeight), platform: iPad
  )
  .expecting(.doubleInset)

  /// The same form sheet, and the end frame's overlap with the view.
  public static let iPadFormSheetViewOverlap = context(
    "ipad-form-sheet-view-overlap",
    "iPad form sheet, which rises clear of the keys; the handler uses the view's overlap",
    .formSheet, measuring(.viewOverlap), platform: iPad)

  /// An iPad popover, and the end frame's height.
  public static let popoverFrameHeight = context(
    "popover-frame-height", "iPad popover; the handler uses the end frame's height", .popover,
    measuring(.frameHeight), platform: iPad
  )
  .expecting(.doubleInset)

  /// The same popover, and the end frame's overlap with the view.
  public static let popoverViewOverlap = context(
    "popover-view-overlap", "iPad popover; the handler uses the view's overlap", .popover,
    measuring(.viewOverlap), platform: iPad)

  /// A split view's primary column under an undocked keyboard, and the overlap with the view.
  public static let splitColumnViewOverlap = context(
    "split-column-view-overlap",
    "iPad split view column; the keyboard is undocked over it; the handler uses the view's overlap",
    .splitColumn, measuring(.viewOverlap, observes: [.willShow, .willChangeFrame, .willHide]),
    platform: iPad, script: tapUndockDismiss
  )
  .expecting(.phantomInset, .floatingGap)

  /// The same column, and the keyboard layout guide.
  public static let splitColumnLayoutGuide = context(
    "split-column-layout-guide",
    "iPad split view column; the keyboard is undocked over it; the handler reads the layout guide",
    .splitColumn, measuring(.layoutGuide, observes: [.willShow, .willChangeFrame, .willHide]),
    platform: iPad, script: tapUndockDismiss)

  // MARK: Notification streams

  /// A hardware keyboard showing its 55 pt shortcut bar (ionic-plugin-keyboard #273).
  static let shortcutBar = PlatformProfile(
    hardwareKeyboard: true, stream: KeyboardStream(shortcutBarHeight: 55))

  /// The shortcut bar, and the end frame's height.
  public static let shortcutBarFrameHeight = context(
    "shortcut-bar-frame-height",
    "hardware keyboard with its shortcut bar; the handler uses the end frame's height",
    .fullScreen, measuring(.frameHeight), platform: shortcutBar
  )
  .expecting(.doubleInset)

  /// The shortcut bar, and the end frame's overlap with the screen.
  public static let shortcutBarOverlap = context(
    "shortcut-bar-overlap",
    "hardware keyboard with its shortcut bar; the handler uses the frame's overlap",
    .fullScreen, measuring(.overlap), platform: shortcutBar)

  /// Tap, put the keyboard away, tap again and put it away again: a first show, then a later.
  static let twoShows = [
    ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1500, .dismissKeyboard),
    ScriptStep(ms: 2500, .tapField(0)), ScriptStep(ms: 3500, .dismissKeyboard),
  ]

  /// The session's first show as three overlapping will/did cycles within 0.6 s, each beginning
  /// off screen (JSQMessagesViewController #701).
  static let firstShowBurst = PlatformProfile(
    stream: KeyboardStream(
      steps: [
        .init(after: Ticks(milliseconds: 200), beginsOffScreen: true),
        .init(after: Ticks(milliseconds: 400), beginsOffScreen: true),
      ],
      stepsPostDid: true))

  /// The burst, and a handler that adds the payload's difference each time.
  public static let firstShowBurstAdding = context(
    "first-show-burst-adding",
    "the first show is three overlapping show cycles; the handler adds each payload's difference",
    .fullScreen, measuring(.overlap, application: .addDifference), platform: firstShowBurst,
    script: twoShows
  )
  .expecting(.doubleInset, .phantomInset)

  /// The burst, and a handler that sets what it measured.
  public static let firstShowBurstAbsolute = context(
    "first-show-burst-absolute",
    "the first show is three overlapping show cycles; the handler sets what it measured",
    .fullScreen, measuring(.overlap), platform: firstShowBurst, script: twoShows)

  /// A third-party keyboard posting three willShows for each show: 0, then 216, then its own
  /// height, in consecutive 120 Hz frames (the report gives the heights, not the times: a frame
  /// apart is an assumption; spread 25 ms apart, even a handler that takes the last drifts 14 pt
  /// ahead of the keys while they step).
  static let thirdPartyKeyboard = PlatformProfile(
    stream: KeyboardStream(
      initialHeight: 0,
      steps: [
        .init(after: Ticks(2), height: 216),
        .init(after: Ticks(4)),
      ],
      scope: .everyShow))

  /// The third-party keyboard, and a handler that keeps the first height.
  public static let thirdPartyKeyboardKeepFirst = context(
    "third-party-keyboard-keep-first",
    "a third-party keyboard posts willShow for 0, 216, then its height; the handler keeps the first",
    .fullScreen, measuring(.overlap, application: .keepFirst), platform: thirdPartyKeyboard
  )
  .expecting(.covered)

  /// The third-party keyboard, and a handler that takes the last.
  public static let thirdPartyKeyboardTakeLast = context(
    "third-party-keyboard-take-last",
    "a third-party keyboard posts willShow for 0, 216, then its height; the handler takes the last",
    .fullScreen, measuring(.overlap), platform: thirdPartyKeyboard)

  /// The suggestion bar arriving 300 ms into the show as an instant show cycle
  /// (capacitor-plugins #287).
  static let suggestionBarInstant = PlatformProfile(
    suggestionBarDelay: Ticks(milliseconds: 300),
    stream: KeyboardStream(suggestionBarArrival: .instantShow))

  /// The instant step, and a handler that eases every change over its own 250 ms.
  public static let suggestionBarInstantEased = context(
    "suggestion-bar-instant-eased",
    "the suggestion bar arrives as an instant show; the handler eases over its own 250 ms",
    .fullScreen,
    KeyboardHandler(animation: .eased(duration: Ticks(milliseconds: 250), curve: .easeOut)),
    platform: suggestionBarInstant
  )
  .expecting(.drift, .bounce, variants: [.bounce: "re-lift"])

  /// The instant step, and a composer that follows the keyboard every frame.
  public static let suggestionBarInstantFollowed = chat(
    "suggestion-bar-instant-followed",
    "the suggestion bar arrives as an instant show; the composer follows the keyboard",
    .chat(.followsKeyboard), platform: suggestionBarInstant)

  /// A first show whose begin frame is 288 pt tall (checkout/frames-ios #324).
  static let firstShowShortBegin = PlatformProfile(stream: KeyboardStream(firstBeginHeight: 288))

  /// The short begin frame, and a handler that measures the begin frame.
  public static let firstShowBeginHeight = context(
    "first-show-begin-height",
    "the first show's begin frame is 288 pt tall; the handler uses the begin frame's height",
    .fullScreen, measuring(.beginHeight), platform: firstShowShortBegin, script: twoShows
  )
  .expecting(.covered)

  /// The short begin frame, and a handler that measures the end frame.
  public static let firstShowEndHeight = context(
    "first-show-end-height",
    "the first show's begin frame is 288 pt tall; the handler uses the end frame's height",
    .fullScreen, measuring(.frameHeight), platform: firstShowShortBegin, script: twoShows)

  /// An iPad keyboard undocked with an end frame off the screen's top (rdar 25056255).
  static let undockedOffScreen = PlatformProfile(
    device: .iPad11, stream: KeyboardStream(undockedFrame: .offScreen))

  /// The off-screen end frame, and the frame's height.
  public static let undockedFrameHeight = context(
    "undocked-frame-height",
    "iPad: undocking posts an end frame above the screen; the handler uses the frame's height",
    .fullScreen, measuring(.frameHeight, observes: [.willShow, .willChangeFrame, .willHide]),
    platform: undockedOffScreen, script: tapUndockDismiss
  )
  .expecting(.phantomInset, .floatingGap)

  /// The off-screen end frame, and the frame's overlap with the view, animated with the
  /// keyboard's spring rather than the payload's curve 0.
  public static let undockedViewOverlap: Scenario = {
    var handler = measuring(.viewOverlap, observes: [.willShow, .willChangeFrame, .willHide])
    handler.animation = .spring(.systemKeyboard)
    return context(
      "undocked-view-overlap",
      "iPad: undocking posts an end frame above the screen; the handler uses the view's overlap",
      .fullScreen, handler, platform: undockedOffScreen, script: tapUndockDismiss)
  }()

  /// An interactive drag into the keys and back up: no notification until the finger lifts.
  static func interactiveDrag(_ name: String, _ summary: String, _ screen: Screen) -> Scenario {
    var screen = screen
    screen.dismissMode = .interactive
    return chat(name, summary, screen, script: tapThenMoveBack)
  }

  /// The interactive drag, and a layout moved only by notifications.
  public static let interactiveDragHandler = interactiveDrag(
    "interactive-drag-handler",
    "the keyboard is dragged down and back; the layout moves only on notifications",
    .chat(.handler, handler: .seed004)
  )
  .expecting(.floatingGap)

  /// The interactive drag, and a composer on the keyboard layout guide.
  public static let interactiveDragLayoutGuide = interactiveDrag(
    "interactive-drag-layout-guide",
    "the keyboard is dragged down and back; the composer follows the layout guide",
    .chat(.followsKeyboard))
}
