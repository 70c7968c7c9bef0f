import ChoreoCore

/// The simulated iOS: every behaviour the simulator models, as a named default with its source.
///
/// A scenario can override any of them.
public struct PlatformProfile: Hashable, Sendable {
  /// Screen, safe areas, keyboard height and sheet geometry.
  public var device: Device
  /// How often frames are sampled (<doc:PlatformFacts#Frame-budgets>: 120 Hz default, 60 Hz second
  /// profile).
  public var refreshRate: RefreshRate
  /// The keyboard's motion (<doc:PlatformFacts#Keyboard-curve>: m=3, k=1000, c=500, 0.5 s).
  public var keyboardSpring: Spring { didSet { keyboardSpringCurve = SpringCurve(keyboardSpring) } }
  /// The sheet's presentation motion (<doc:PlatformFacts#Sheet-presentation-spring>: the same
  /// spring as the keyboard).
  public var sheetSpring: Spring { didSet { sheetSpringCurve = SpringCurve(sheetSpring) } }
  /// ``keyboardSpring`` tabulated once, so runs of the same platform share the table.
  public private(set) var keyboardSpringCurve: SpringCurve
  /// ``sheetSpring`` tabulated once.
  public private(set) var sheetSpringCurve: SpringCurve
  /// Duration reported in keyboard notifications, in seconds
  /// (<doc:PlatformFacts#Keyboard-notification-payload>: 0.25).
  public var keyboardReportedDuration: Double
  /// Curve raw value reported in keyboard notifications
  /// (<doc:PlatformFacts#Keyboard-notification-payload>: 7).
  public var keyboardCurve: Int
  /// Time from the content appearing to the real field being mounted.
  ///
  /// An assumption inside the pattern's window: the field "may not be mounted" when `.task` runs,
  /// and about 400 ms is a safe wait; 100 ms sits inside it (<doc:PlatformFacts#Content-mount>).
  public var contentMountDelay: Ticks
  /// Frames between setting SwiftUI focus and it landing (<doc:PlatformFacts#Focus-landing>).
  public var focusLandingFrames: Int
  /// Delay before the keyboard starts to move once something becomes first responder; 0 on a warm
  /// device, 2-4 s for the first focus after a reboot (<doc:PlatformFacts#Cold-start>).
  public var keyboardStartLatency: Ticks
  /// A hardware keyboard is attached: no software keyboard, no bottom inset, focus still lands
  /// (<doc:PlatformFacts#Hardware-keyboard>).
  public var hardwareKeyboard: Bool
  /// A sheet resting below its largest allowed detent grows to it when the keyboard shows
  /// (<doc:PlatformFacts#Medium-detent-shove>: FB17890661, FB13659789); `nil` lets
  /// ``osVersion`` decide, and with no version it does.
  public var growsSheetForKeyboard: Bool?
  /// The iOS release, whose documented behaviours it switches on; `nil` behaves as this model
  /// always has (<doc:PlatformFacts#OS-versions>).
  public var osVersion: OSVersion?
  /// With ``osVersion`` 26 and Reduce Motion, how long after the keyboard cross-fades in its
  /// `keyboardDidShow` arrives: 40 ms (react-native-keyboard-controller PR 1161).
  public var crossFadeDidShowDelay: Ticks
  /// A view at or below this alpha cannot become first responder
  /// (<doc:PlatformFacts#Prewarm-alpha>: alpha 0 fails, 0.02 works).
  public var minimumResponderAlpha: Double
  /// When the QuickType suggestion bar arrives after the keyboard starts to show, as a second
  /// `keyboardWillChangeFrame` of ``ChoreoCore/Device/suggestionBarHeight``
  /// (<doc:PlatformFacts#Suggestion-bar>: 291 -> 335 pt); `nil` shows the keyboard at its full
  /// height at once.
  ///
  /// The log gives no delay, so scenarios that model the bar choose one.
  public var suggestionBarDelay: Ticks?
  /// Reduce Motion is on.
  ///
  /// The system keyboard still slides with its spring (<doc:PlatformFacts#Reduce-Motion>); only
  /// the app's own animations may change.
  public var reducedMotion: Bool
  /// The operating system; it decides which framework features exist (``FrameworkProfile``).
  public var os: OperatingSystem
  /// How long a screen's appearance takes, from `viewWillAppear` to `viewDidAppear` (a push, or
  /// a modal leaving): 500 ms, the system spring's settling time
  /// (<doc:PlatformFacts#Sheet-presentation-spring>; an assumption that a push and a modal's
  /// dismissal take as long as a sheet's presentation).
  public var screenTransitionDuration: Ticks
  /// The sizes of the bars and containers a screen can be presented in.
  public var presentation: PresentationGeometry
  /// How the keyboard's notifications depart from one `willShow` and one `didShow`.
  public var stream: KeyboardStream
  /// Release speed (pt/s, downward) above which an interactive keyboard drag closes the keyboard;
  /// an upward release faster than this keeps it, and in between the keyboard closes when it was
  /// dragged more than ``interactiveDismissCloseFraction`` of the way down.
  ///
  /// An assumption: the guidance says "a flick down closes it, a move back up keeps it" with no
  /// figure (<doc:PlatformFacts#Interactive-dismissal>).
  public var interactiveDismissFlickVelocity: Double
  /// How far down (0: at rest, 1: off screen) a slow release must leave an interactively dragged
  /// keyboard for it to close: 0.5, half way.
  ///
  /// An assumption: no source gives a figure (<doc:PlatformFacts#Interactive-dismissal>).
  public var interactiveDismissCloseFraction: Double
  /// Width of an undocked (floating) iPad keyboard: 320 pt.
  ///
  /// Assumption: no source gives a figure (<doc:PlatformFacts#Undocked-keyboard>).
  public var floatingKeyboardWidth: Double
  /// Height of the floating keyboard: 250 pt (assumption).
  public var floatingKeyboardHeight: Double
  /// Where the floating keyboard's centre sits, as a fraction of the screen's height from its
  /// top: 0.6 (an assumption: no source gives a figure).
  public var floatingKeyboardCentre: Double
  /// The latest the real field may mount, for exhaustive exploration, which tries every mount time
  /// from 0 to this: 600 ms, the delay apps found they need on devices
  /// (<doc:PlatformFacts#Focus-landing>: pocket-casts #82, WooCommerce).
  public var contentMountLatest: Ticks
  /// The most frames focus may take to land, for exhaustive exploration, which tries 1 to this: 2,
  /// a frame later than usual on a slow device (<doc:PlatformFacts#Focus-landing>).
  public var focusLandingLatestFrames: Int

  /// Whether a sheet resting below its largest detent grows to it when the keyboard shows: as
  /// set, or as the version does.
  public var growsSheet: Bool { growsSheetForKeyboard ?? osVersion?.growsSheetForKeyboard ?? true }

  /// Whether the keyboard cross-fades instead of sliding: Reduce Motion on iOS 26.
  public var crossFadesKeyboard: Bool {
    reducedMotion && (osVersion?.crossFadesKeyboardWithReducedMotion ?? false)
  }

  /// Whether focus brings a keyboard on screen: the software keyboard, or a hardware keyboard's
  /// shortcut bar when ``KeyboardStream/shortcutBarHeight`` gives one.
  public var showsKeyboardForFocus: Bool { !hardwareKeyboard || stream.shortcutBarHeight != nil }

  /// The delays after the content appears at which an exploration lets the real field mount: from
  /// at once to ``contentMountLatest``, or to the nominal ``contentMountDelay`` when that is later.
  ///
  /// A field with no delay is part of the first render and has no window.
  public var contentMountWindow: ClosedRange<Ticks>? {
    contentMountDelay == .zero ? nil : .zero...max(contentMountLatest, contentMountDelay)
  }

  /// The frames after a focus request in which an exploration lets focus land: from the next
  /// frame (the same one when ``focusLandingFrames`` is 0) to ``focusLandingLatestFrames``, or to
  /// the nominal ``focusLandingFrames`` when that is later.
  public var focusLandingWindow: ClosedRange<Int> {
    min(focusLandingFrames, 1)...max(focusLandingFrames, focusLandingLatestFrames)
  }

  /// A platform with every field given; defaults are the sourced values above.
  public init(
    device: Device = .iPhone14Pro,
    refreshRate: RefreshRate = .hz120,
    keyboardSpring: Spring = .systemKeyboard,
    sheetSpring: Spring = .systemSheet,
    keyboardReportedDuration: Double = 0.25,
    keyboardCurve: Int = 7,
    contentMountDelay: Ticks = Ticks(milliseconds: 100),
    focusLandingFrames: Int = 1,
    keyboardStartLatency: Ticks = .zero,
    hardwareKeyboard: Bool = false,
    growsSheetForKeyboard: Bool? = nil,
    minimumResponderAlpha: Double = 0.01,
    contentMountLatest: Ticks = Ticks(milliseconds: 600),
    focusLandingLatestFrames: Int = 2,
    suggestionBarDelay: Ticks? = nil,
    reducedMotion: Bool = false,
    floatingKeyboardWidth: Double = 320,
    floatingKeyboardHeight: Double = 250,
    floatingKeyboardCentre: Double = 0.6,
    os: OperatingSystem = .iOS,
    interactiveDismissFlickVelocity: Double = 300,
    interactiveDismissCloseFraction: Double = 0.5,
    presentation: PresentationGeometry = .standard, stream: KeyboardStream = .plain,
    screenTransitionDuration: Ticks = Ticks(milliseconds: 500), osVersion: OSVersion? = nil,
    crossFadeDidShowDelay: Ticks = Ticks(milliseconds: 40)
  ) {
    self.osVersion = osVersion
    self.crossFadeDidShowDelay = crossFadeDidShowDelay
    self.screenTransitionDuration = screenTransitionDuration
    self.presentation = presentation
    self.stream = stream
    self.device = device
    self.refreshRate = refreshRate
    self.keyboardSpring = keyboardSpring
    self.sheetSpring = sheetSpring
    keyboardSpringCurve = SpringCurve(keyboardSpring)
    sheetSpringCurve = SpringCurve(sheetSpring)
    self.keyboardReportedDuration = keyboardReportedDuration
    self.keyboardCurve = keyboardCurve
    self.contentMountDelay = contentMountDelay
    self.focusLandingFrames = focusLandingFrames
    self.keyboardStartLatency = keyboardStartLatency
    self.hardwareKeyboard = hardwareKeyboard
    self.growsSheetForKeyboard = growsSheetForKeyboard
    self.minimumResponderAlpha = minimumResponderAlpha
    self.contentMountLatest = contentMountLatest
    self.focusLandingLatestFrames = focusLandingLatestFrames
    self.suggestionBarDelay = suggestionBarDelay
    self.reducedMotion = reducedMotion
    self.floatingKeyboardWidth = floatingKeyboardWidth
    self.floatingKeyboardHeight = floatingKeyboardHeight
    self.floatingKeyboardCentre = floatingKeyboardCentre
    self.os = os
    self.interactiveDismissFlickVelocity = interactiveDismissFlickVelocity
    self.interactiveDismissCloseFraction = interactiveDismissCloseFraction
  }

  /// The sourced defaults.
  public static let standard = PlatformProfile()
}
