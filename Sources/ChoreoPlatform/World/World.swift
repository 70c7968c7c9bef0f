import ChoreoCore
import ChoreoMachine

/// The simulated iOS platform around the app's screen, composed of parts that each own their state:
/// the sheet and its content (``Sheet``), the software keyboard (``Keyboard``), responders and
/// SwiftUI focus (``Responders``), the app's screen with its layout and keyboard observers
/// (``AppScreen``), a finger on the screen (``Finger``) and the app's own timers (``AppTimers``).
///
/// It is a value the runner steps synchronously.
///
/// The world routes what comes in (the controller's effects, the person's actions, its own
/// wake-ups, the end of each frame) to the parts, and passes what one part caused to the others;
/// a part never writes another's state. What the parts announce (controller events, wake-ups,
/// notes for the trace) goes to the ``Outbox`` the runner drains. Every behaviour is an explicit
/// rule with a named default in ``PlatformProfile``.
public struct World: Sendable {
  /// The configuration, shared by every copy of this world.
  let setup: WorldConfiguration
  /// The sheet, or the full-screen container, and the views in its content.
  public internal(set) var sheet: Sheet
  /// The software keyboard.
  public internal(set) var keyboard: Keyboard
  /// First responder and SwiftUI focus.
  public internal(set) var responders: Responders
  /// The app's screen: its layout around the keyboard and its keyboard observers.
  public internal(set) var screen: AppScreen
  /// A finger dragging the message list.
  public internal(set) var finger: Finger
  /// The app's own timers.
  public internal(set) var timers = AppTimers()
  /// What the parts announced since the runner last drained it.
  public internal(set) var outbox = Outbox()
  /// Whether anything changed since the last frame commit; a clean world commits nothing.
  public internal(set) var needsCommit = true

  /// A world for `platform`, the app's `layout`, `screen` and controller `options`, with the
  /// sheet off screen (or the full-screen container on display) and the keyboard hidden.
  public init(
    platform: PlatformProfile, layout: SheetLayout, screen: Screen, options: ControllerOptions
  ) {
    setup = WorldConfiguration(platform: platform, layout: layout, screen: screen, options: options)
    let device = platform.device
    sheet = Sheet(device: device, options: options, fullScreen: !screen.container.isSheet)
    keyboard = Keyboard(device: device, stream: platform.stream)
    responders = Responders()
    self.screen = AppScreen(setup: setup)
    finger = Finger()
    // A screen on display from the start finishes appearing after its transition.
    if !screen.container.isSheet, let handler = screen.handler, handler.registrationsOnDidAppear > 0
    {
      outbox.schedule(
        .screenDidAppear(generation: self.screen.beginAppearance(), returning: false),
        at: platform.screenTransitionDuration, cause: nil)
    }
  }

  var platform: PlatformProfile { setup.platform }
  var device: Device { setup.platform.device }
  var constants: LayoutConstants { setup.constants }
  var options: ControllerOptions { setup.options }

  /// Whether nothing moves and nothing waits to be committed: the next frame is this one again.
  public var isAtRest: Bool {
    !needsCommit && sheet.isAtRest && keyboard.isAtRest && screen.isAtRest && finger.isAtRest
  }

  /// Whether the parts announced nothing since the runner last drained the outbox.
  public var hasNothingToDrain: Bool { outbox.isEmpty }

  /// The earliest time one of the motions a frame commit settles (the sheet's top, the content's
  /// height, the keyboard's top, the avoidance inset) may come to rest; frames before it have
  /// nothing to settle.
  var nextSettle: Ticks { min(sheet.nextSettle, keyboard.nextSettle, screen.nextSettle) }

  /// Moves what the parts announced into `emissions` and `reports`, which must be empty, and
  /// leaves the world's buffers empty, keeping their storage.
  public mutating func drain(
    emissions: inout [Outbox.Emission], reports: inout [Outbox.Report]
  ) {
    outbox.swapContents(emissions: &emissions, reports: &reports)
  }

  /// Works out, when called, the named quantities the layout is made of.
  ///
  /// They are ``Screen/layoutTerms(on:)`` of this world's screen and platform: what a trace
  /// keeps to name the cause of a gap or an overlap. It holds the configuration by reference, so
  /// keeping it copies neither.
  public var layoutTermsWhenAsked: @Sendable () -> [LayoutTerm] {
    { [setup] in setup.screen.layoutTerms(on: setup.platform) }
  }

  /// The vsync `frames` frames after the one that commits `time`.
  func vsync(framesAfter frames: Int, time: Ticks) -> Ticks {
    let rate = platform.refreshRate
    return rate.time(ofFrame: rate.frame(containing: time) + frames)
  }

  /// The keyboard traits `responder` asks for; `nil` without a responder.
  ///
  /// It takes the optional itself: `responder.map(traits(of:))` would capture a copy of the whole
  /// world to make the method a function. It is inlined: a call from a mutating method copies
  /// the whole world to pass it.
  func traits(of responder: Responder?) -> KeyboardTraits? {
    switch responder {
    case nil: nil
    case .prewarm: options.prewarmTraits
    case .composer:
      constants.content == .form && setup.screen.fields.indices.contains(responders.focusedField)
        ? setup.screen.fields[responders.focusedField].traits : options.composerTraits
    case .otherScreenField: .standard
    }
  }

  /// Makes `responder` first responder (nil: nobody), remembering what caused the change so the
  /// keyboard's reaction at the end of the frame can name it.
  mutating func setFirstResponder(_ responder: Responder?, cause: Int?) {
    responders.setFirstResponder(responder, cause: cause)
  }

  /// Tells the controller that `responder` lost first responder.
  mutating func resigned(_ responder: Responder?, now: Ticks, cause: Int?) {
    switch responder {
    case .prewarm: outbox.emit(.prewarmDidResignFirstResponder, at: now, cause: cause)
    case .composer: outbox.emit(.focusDidLeave, at: now, cause: cause)
    case .otherScreenField, nil: break
    }
  }

  /// Hands first responder from whoever holds it to `responder`, telling the controller about
  /// the resignation first.
  mutating func moveFirstResponder(to responder: Responder?, now: Ticks, cause: Int?) {
    let previous = responders.firstResponder
    setFirstResponder(responder, cause: cause)
    resigned(previous, now: now, cause: cause)
  }
}
