import ChoreoCore
import ChoreoMachine

/// The simulated iOS platform around the app's screen: sheet presentation, detents, responders,
/// SwiftUI focus, the keyboard, and the layout of the composer or form. It is a value the runner
/// steps synchronously.
///
/// Every behaviour is an explicit rule with a named default in ``Platform``; the rules live in
/// `World+Effects.swift` (what the app asks), `World+UserActions.swift` (what the person does),
/// `World+Screen.swift` and `World+Gestures.swift` (taps, navigation, list drags, return keys on
/// the app's screen), `World+Observers.swift` (the app's keyboard observers),
/// `World+Frames.swift` (what happens at the end of each frame and when timers fire) and
/// `World+Sampling.swift` (the geometry a person sees).
public struct World: Sendable {
  /// Something the world emits for the runner to queue: an event for the controller at a time,
  /// or an internal wake. Plain values, so the queue copies them without touching reference
  /// counts.
  public enum Output: Sendable {
    case event(ControllerEvent, at: Ticks)
    case wake(WorldWake, at: Ticks)
    /// A wake whose time is only known to lie in a window: a run fires it at `nominal`; an
    /// exploration tries every frame from `earliest` to `latest`.
    case windowedWake(WorldWake, nominal: Ticks, earliest: Ticks, latest: Ticks)
  }

  /// Something the world tells the trace and nothing else, with the trace id of what caused it,
  /// if the world knows. Kept apart from outputs: what goes to the trace and what goes to the
  /// queue are never ordered against each other.
  public struct Report: Sendable {
    /// What was reported.
    public enum Content: Sendable {
      case note(WorldNote)
      /// The app's keyboard observer ran.
      case handlerRan(HandlerRun)
    }

    /// What was reported.
    public var content: Content
    /// The trace id of what caused it, if known.
    public var cause: Int?
  }

  /// Where the sheet is and who moves it.
  public enum SheetStage: Hashable, Sendable {
    case offscreen
    case presenting
    case resting
    case resizingBySystem
    case resizingByUser
    case dragging
    case dismissing
  }

  /// Where the software keyboard is.
  enum KeyboardPresence: Hashable, Sendable {
    case hidden
    case starting
    case showing
    case shown
    case hiding
  }

  /// What the last keyboard animation was, for the `did` notification at its end.
  enum KeyboardAnimation: Hashable, Sendable {
    case show
    case hide
    case changeFrame
  }

  /// How the content's laid-out height is determined.
  enum ContentLayout: Sendable {
    /// A height of its own, possibly animating (presentation, dismissal, system resize).
    case fixed(Motion)
    /// The sheet's visible height: bottom anchored to the screen (a person's detent drag).
    case tracksSheet
  }

  /// The configuration, shared by every copy of this world.
  let setup: WorldSetup
  @inline(__always) var platform: Platform { setup.platform }
  @inline(__always) var layout: SheetLayout { setup.layout }
  @inline(__always) var screen: Screen { setup.screen }
  @inline(__always) var constants: LayoutConstants { setup.constants }
  @inline(__always) var options: ControllerOptions { setup.options }
  @inline(__always) var sheetCurve: SpringCurve { setup.sheetCurve }
  @inline(__always) var keyboardCurve: SpringCurve { setup.keyboardCurve }

  /// An output and the trace id of what caused it, if the world knows.
  public struct Emission: Sendable {
    /// What to queue.
    public var output: Output
    /// The trace id of what caused it, if known.
    public var cause: Int?
  }

  /// What the world emitted for the queue since the runner last drained it.
  public var outbox: [Emission] = []
  /// What the world reported for the trace since the runner last drained it.
  public var reports: [Report] = []
  /// Whether the runner has nothing to drain.
  public var isSilent: Bool { outbox.isEmpty && reports.isEmpty }
  /// Whether anything changed since the last frame commit; a clean world commits nothing.
  public var needsCommit = true

  /// Whether the person or the app has asked the keyboard to go in this presentation (a close, a
  /// drag, `clearFocus`, `dismiss`); `choreo verify` checks hides against it.
  var dismissalIntended = false

  /// What `choreo verify` watches for, counted as it happens. Never changes behaviour.
  public struct Observations: Hashable, Sendable {
    /// Keyboard hides begun with no dismissal intended.
    public var unintendedHides = 0
    /// Detent changes the system made.
    public var systemDetentChanges = 0
    /// Dismissals that ended with the keyboard still up.
    public var keyboardsLeftBehind = 0
    /// Notifications the screen's handler ran for more than once.
    public var repeatedHandlerRuns = 0
    /// Handler runs while the screen was not on display.
    public var hiddenScreenHandlerRuns = 0
  }

  public var observations = Observations()

  // Sheet.
  public var stage: SheetStage = .offscreen
  var detent: Detent
  var allowed: DetentSet
  var sheetTop: Motion { didSet { awaitEnd(of: sheetTop) } }
  var content: ContentLayout {
    didSet { if case .fixed(let motion) = content { awaitEnd(of: motion) } }
  }
  var sheetGeneration = 0
  var contentGeneration = 0
  var contentInWindow = false
  var composerMounted = false
  var prewarmMounted = false
  var prewarmInWindow = false

  // Responders and focus.
  var firstResponder: Responder?
  var responderCause: Int?
  var focusGeneration = 0
  var isLandingPending = false
  var deferredFocusCause: Int?

  // Keyboard.
  var keyboardPresence: KeyboardPresence = .hidden
  var keyboardAnimation: KeyboardAnimation = .hide
  var keyboardTop: Motion { didSet { awaitEnd(of: keyboardTop) } }
  var keyboardTraits: KeyboardTraits = .standard
  /// Who the keyboard's current traits were shown for.
  var keyboardOwner: Responder?
  var keyboardGeneration = 0
  var keyboardShownCause: Int?

  /// Where the docked keyboard's top is when the keyboard has left the dock; `nil` while docked,
  /// when it is ``keyboardTop``.
  var undockedBand: Motion?
  /// The floating keyboard's frame while undocked.
  var floatingFrame: Rect?
  /// Whether the QuickType bar is part of the keyboard's height yet (domain-facts §2).
  var suggestionBarShown = true

  // Layout.
  /// The system's keyboard avoidance inset (SwiftUI's keyboard safe area), never below the safe
  /// area; for a strategy that reserves a height, that reserved inset.
  var inset: Motion { didSet { awaitEnd(of: inset) } }
  var accessoryHeight: Double

  // The app's screen and its keyboard observers.
  /// Whether the screen is on display (not covered by a pushed screen).
  var screenVisible = true
  /// The app's keyboard observers currently registered.
  var observerCount = 0
  /// The app's own `isKeyboardVisible`.
  var appKeyboardVisible = false
  /// The app's constraint constant, as its handler animates it.
  var appOffset: Motion = .rest(0)
  /// The form field the person focused, when the screen is a form.
  var focusedField = 0

  // A finger on the message list.
  /// Where the finger is, while it is down.
  var finger: Motion?
  var fingerPath: FingerPath?
  var dragGeneration = 0
  /// Whether the keyboard follows the finger (an interactive drag that reached the keyboard).
  var dragFollows = false
  /// The keyboard's resting top when the drag began.
  var keyboardRestTop = 0.0
  /// The composer's top when the drag began: the finger moves the keyboard below it.
  var contactY = 0.0

  // The app's timers.
  var timerGenerations = TimerGenerations()

  /// A world for `platform`, the app's `layout`, `screen` and controller `options`, with the
  /// sheet off screen (or the full-screen container on display) and the keyboard hidden.
  public init(platform: Platform, layout: SheetLayout, screen: Screen, options: ControllerOptions) {
    setup = WorldSetup(platform: platform, layout: layout, screen: screen, options: options)
    detent = options.initialDetentSelection
    allowed = options.allowedDetents
    let device = platform.device
    sheetTop = .rest(device.height)
    content = .fixed(.rest(device.height - device.sheetTop(at: options.initialDetentSelection)))
    keyboardTop = .rest(device.height)
    inset = .rest(screen.avoidance == .ignoresSafeArea ? 0 : device.safeAreaBottom)
    accessoryHeight = layout.accessoryHeight
    if screen.container == .fullScreen { showFullScreen() }
  }

  @inline(__always) var device: Device { setup.platform.device }

  /// Whether nothing moves and nothing waits to be committed: the next frame is this one again.
  public var isQuiet: Bool {
    guard !needsCommit, case .rest = sheetTop, case .rest = keyboardTop, case .rest = inset,
      appOffset.isRest, undockedBand?.isRest ?? true, finger == nil
    else {
      return false
    }
    switch content {
    case .fixed(.rest), .tracksSheet: return true
    case .fixed: return false
    }
  }

  /// The earliest time one of the motions a frame commit settles (the sheet's top, the content's
  /// height, the keyboard's top, the avoidance inset) may come to rest; frames before it have
  /// nothing to settle. Every assignment of those motions lowers it to the new motion's end.
  public private(set) var nextSettle = Ticks(.max)

  private mutating func awaitEnd(of motion: Motion) {
    if let end = motion.end, end < nextSettle { nextSettle = end }
  }

  /// Forgets the deadline, before the motions are settled and store theirs again.
  mutating func resetSettleDeadline() {
    nextSettle = Ticks(.max)
  }

  // MARK: Emitting

  mutating func emit(_ event: ControllerEvent, at time: Ticks, cause: Int?) {
    outbox.append(Emission(output: .event(event, at: time), cause: cause))
  }

  mutating func schedule(_ wake: WorldWake, at time: Ticks, cause: Int?) {
    outbox.append(Emission(output: .wake(wake, at: time), cause: cause))
  }

  mutating func schedule(
    _ wake: WorldWake, nominal: Ticks, earliest: Ticks, latest: Ticks, cause: Int?
  ) {
    outbox.append(
      Emission(
        output: .windowedWake(wake, nominal: nominal, earliest: earliest, latest: latest),
        cause: cause))
  }

  mutating func note(_ note: WorldNote, cause: Int?) {
    reports.append(Report(content: .note(note), cause: cause))
  }

  // MARK: Geometry

  /// The content's laid-out height at `time`.
  @inline(__always)
  func contentHeight(at time: Ticks) -> Double {
    switch content {
    case .fixed(let motion): motion.value(at: time)
    case .tracksSheet: device.height - sheetTop.value(at: time)
    }
  }

  /// The keyboard's height for the traits it shows: the device's keyboard plus any input
  /// accessory view.
  func keyboardHeight(for traits: KeyboardTraits) -> Double {
    device.keyboardHeight + traits.accessoryHeight
      - (suggestionBarShown ? 0 : device.suggestionBarHeight)
  }

  /// The traits `responder` asks for.
  func traits(of responder: Responder) -> KeyboardTraits {
    switch responder {
    case .prewarm: options.prewarmTraits
    case .composer:
      constants.content == .form && screen.fields.indices.contains(focusedField)
        ? screen.fields[focusedField].traits : options.composerTraits
    case .otherScreenField: .standard
    }
  }

  /// The keyboard frame whose top edge is at `top`.
  func keyboardFrame(top: Double) -> Rect {
    Rect(x: 0, y: top, width: device.width, height: keyboardHeight(for: keyboardTraits))
  }

  /// The bottom inset SwiftUI gives the sheet's content for a keyboard whose top will be at
  /// `keyboardTop`: the keyboard's overlap with the resting sheet, never less than the safe area.
  func bottomInset(forKeyboardTop keyboardTop: Double) -> Double {
    max(device.safeAreaBottom, device.height - keyboardTop)
  }

  // MARK: Responders

  /// Makes `responder` first responder (nil: nobody), remembering what caused the change so the
  /// keyboard's reaction at the end of the frame can name it.
  mutating func setFirstResponder(_ responder: Responder?, cause: Int?) {
    firstResponder = responder
    responderCause = cause
  }

  /// The vsync `frames` frames after the one that commits `time`.
  func vsync(framesAfter frames: Int, time: Ticks) -> Ticks {
    let rate = platform.refreshRate
    return rate.time(ofFrame: rate.frame(containing: time) + frames)
  }
}
