import ChoreoCore
import ChoreoMachine

extension World {
  /// The software keyboard: whether it is on screen, its motion, the traits it shows, whether it
  /// is docked, and whether the QuickType bar is part of its height yet.
  ///
  /// Every animation it starts tells the caller how SwiftUI's keyboard avoidance rides along
  /// (an `InsetMove`), since that inset belongs to the app's screen.
  public struct Keyboard: Sendable {
    /// Where the software keyboard is.
    public enum Presence: Hashable, Sendable {
      /// Off screen.
      case hidden
      /// Asked for, waiting out the start latency.
      case starting
      /// Moving on screen, or to a new frame.
      case showing
      /// On screen and still.
      case shown
      /// Moving off screen.
      case hiding
    }

    /// What the last keyboard animation was, for the `did` notification at its end.
    public enum Animation: Hashable, Sendable {
      /// The keyboard rising on screen (`willShow`, then `didShow`).
      case show
      /// The keyboard leaving the screen (`willHide`, then `didHide`).
      case hide
      /// A frame change while it stays up.
      case changeFrame
    }

    /// How SwiftUI's keyboard avoidance inset moves along with a keyboard animation.
    enum InsetMove {
      /// With the keyboard's spring, to `target`.
      case spring(to: Double)
      /// With a timed ease, to `target`.
      case eased(to: Double, duration: Ticks, curve: CubicBezier)
    }

    /// Where the keyboard is.
    public internal(set) var presence: Presence = .hidden
    /// What the last animation was.
    public internal(set) var animation: Animation = .hide
    /// The motion of its top edge.
    var top: Motion { didSet { awaitEnd(of: top) } }
    /// The traits it shows.
    public internal(set) var traits: KeyboardTraits = .standard
    /// Who the current traits were shown for.
    public internal(set) var owner: Responder?
    /// Which of the owner's fields the keyboard last showed for, kept only for a stream that
    /// reposts when focus moves between fields (``KeyboardStream/repostsOnFocusChange``).
    public internal(set) var ownerField = 0
    /// Advanced whenever its motion is replaced, so a stale settle does nothing.
    var generation = 0
    /// What caused the current show, which a detent change it brings about names.
    var shownCause: Int?
    /// Where the docked keyboard's top is when the keyboard has left the dock; `nil` while docked,
    /// when it is ``top``.
    var undockedBand: Motion?
    /// The floating keyboard's frame while undocked.
    var floatingFrame: Rect?
    /// Whether the QuickType bar is part of the keyboard's height yet
    /// (<doc:PlatformFacts#Suggestion-bar>).
    public internal(set) var suggestionBarShown = true
    /// The earliest end of a motion assigned since the last ``settle(at:)``.
    var nextSettle = Ticks(.max)
    /// The height the keyboard reports and occupies while a stream step holds it at one that is
    /// not its own (<doc:PlatformFacts#Notification-stream>); `nil` is its own.
    var reportedHeight: Double?
    /// Advanced by every show and hide, so the steps of a show that ended do nothing.
    var showSerial = 0
    /// Whether the session's first show is still to come, for a stream whose first show differs.
    var firstShowPending: Bool

    init(device: Device, stream: KeyboardStream = .plain) {
      top = .rest(device.height)
      firstShowPending = stream.distinguishesFirstShow
    }

    private mutating func awaitEnd(of motion: Motion) {
      if let end = motion.end, end < nextSettle { nextSettle = end }
    }

    /// Whether the keyboard is up or rising.
    public var isUp: Bool { presence == .showing || presence == .shown }

    /// Whether it is docked.
    public var isDocked: Bool { undockedBand == nil }

    /// Whether nothing about the keyboard moves.
    var isAtRest: Bool { top.isRest && (undockedBand?.isRest ?? true) }

    /// The keyboard's top edge at `time`.
    func topValue(at time: Ticks) -> Double { top.value(at: time) }

    /// Where its top edge comes to rest, or is now when a finger holds it.
    func restingTop(at time: Ticks) -> Double { top.target ?? top.value(at: time) }

    /// The docked keyboard's top edge at `time`: the keyboard's own while docked.
    func dockedTop(at time: Ticks) -> Double {
      undockedBand?.value(at: time) ?? top.value(at: time)
    }

    /// The docked keyboard's top edge at `time` while the keyboard has left the dock; `nil`
    /// while docked, when it is ``topValue(at:)``.
    func undockedTop(at time: Ticks) -> Double? { undockedBand?.value(at: time) }

    /// Replaces a motion that has come to rest by `now` with a rest.
    mutating func settle(at now: Ticks) {
      nextSettle = Ticks(.max)
      top.settle(at: now)
    }

    /// The keyboard's height for `traits`: the device's keyboard plus any input accessory view,
    /// less the suggestion bar until it arrives.
    func height(for traits: KeyboardTraits, device: Device) -> Double {
      device.keyboardHeight + traits.accessoryHeight
        - (suggestionBarShown ? 0 : device.suggestionBarHeight)
    }

    /// The keyboard frame whose top edge is at `top`, for the traits it shows: as tall as the
    /// keyboard reports itself, which for a hardware keyboard's shortcut bar runs below the
    /// screen.
    func frame(top: Double, device: Device) -> Rect {
      Rect(
        x: 0, y: top, width: device.width,
        height: reportedHeight ?? height(for: traits, device: device))
    }

    /// Where the docked keyboard's top comes to rest for the traits it shows: a hardware
    /// keyboard's shortcut bar only that high, otherwise the height it reports.
    func restingTarget(setup: WorldConfiguration) -> Double {
      let platform = setup.platform
      let device = platform.device
      if platform.hardwareKeyboard, let bar = platform.stream.shortcutBarHeight {
        return device.keyboardTop(height: bar)
      }
      return device.keyboardTop(height: reportedHeight ?? height(for: traits, device: device))
    }

    /// At the end of a frame the keyboard follows first responder: it shows for a responder
    /// wanting `traits` (nil: nobody wants a keyboard), hides for nobody, and changes its layout
    /// when the responder asks for other traits.
    mutating func follow(
      _ responder: Responder?, field: Int = 0, traits wanted: KeyboardTraits?, now: Ticks,
      cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) -> InsetMove? {
      let reposts = setup.platform.stream.repostsOnFocusChange
      defer { if reposts, wanted != nil { ownerField = field } }
      switch presence {
      case .hidden, .hiding:
        guard let wanted else { return nil }
        if presence == .hidden && setup.platform.keyboardStartLatency > .zero {
          presence = .starting
          generation += 1
          outbox.schedule(
            .keyboardStart(generation: generation), at: now + setup.platform.keyboardStartLatency,
            cause: cause)
          return nil
        }
        return startShow(
          for: responder, traits: wanted, now: now, cause: cause, setup: setup, outbox: &outbox)
      case .starting:
        if wanted == nil {
          presence = .hidden
          generation += 1
        }
        return nil
      case .showing, .shown:
        guard let wanted else {
          return move(
            to: setup.platform.device.height, animation: .hide, presence: .hiding, now: now,
            cause: cause, setup: setup, outbox: &outbox)
        }
        guard wanted != traits else {
          // UIKit posts a show for every field that becomes first responder, the keyboard
          // already up and its frame unchanged (<doc:PlatformFacts#Notification-stream>).
          guard reposts, responder == owner, field != ownerField else { return nil }
          return move(
            to: restingTarget(setup: setup), animation: .show, presence: .showing, now: now,
            cause: cause, setup: setup, outbox: &outbox)
        }
        return changeTraits(
          to: wanted, for: responder, now: now, cause: cause, setup: setup, outbox: &outbox)
      }
    }

    /// The start latency has passed: the keyboard starts to rise for `responder`, if it still
    /// waits to.
    mutating func finishStart(
      generation: Int, for responder: Responder?, traits wanted: KeyboardTraits?, now: Ticks,
      cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) -> InsetMove? {
      guard generation == self.generation, presence == .starting else { return nil }
      return startShow(
        for: responder, traits: wanted ?? traits, now: now, cause: cause, setup: setup,
        outbox: &outbox)
    }

    /// The keyboard starts to rise; the suggestion bar follows later when the platform says so,
    /// and the stream's further steps when it has any (<doc:PlatformFacts#Notification-stream>).
    private mutating func startShow(
      for responder: Responder?, traits wanted: KeyboardTraits, now: Ticks, cause: Int?,
      setup: WorldConfiguration, outbox: inout Outbox
    ) -> InsetMove? {
      if responder != nil { traits = wanted }
      owner = responder
      let platform = setup.platform
      let stream = platform.stream
      let isFirst = firstShowPending
      firstShowPending = false
      showSerial += 1
      suggestionBarShown = platform.suggestionBarDelay == nil
      let shaped = stream.shapes(showIsFirst: isFirst)
      reportedHeight = shaped ? stream.initialHeight : nil
      var begin: Rect?
      if isFirst, let beginHeight = stream.firstBeginHeight {
        let device = platform.device
        begin = Rect(x: 0, y: device.height, width: device.width, height: beginHeight)
      }
      let inset = move(
        to: restingTarget(setup: setup), animation: .show, presence: .showing, begin: begin,
        now: now, cause: cause, setup: setup, outbox: &outbox)
      shownCause = cause
      if let delay = platform.suggestionBarDelay {
        outbox.schedule(.suggestionBar(generation: generation), at: now + delay, cause: cause)
      }
      if shaped {
        for (index, step) in stream.steps.enumerated() {
          outbox.schedule(
            .keyboardStep(serial: showSerial, index: index), at: now + step.after, cause: cause)
        }
      }
      return inset
    }

    /// The keyboard's layout changes under the person's fingers at a handoff between responders
    /// with different traits (<doc:PlatformFacts#Matching-traits>).
    private mutating func changeTraits(
      to wanted: KeyboardTraits, for responder: Responder?, now: Ticks, cause: Int?,
      setup: WorldConfiguration, outbox: inout Outbox
    ) -> InsetMove? {
      outbox.note(
        .keyboardTraitsChanged(from: traits, to: wanted, atHandoff: owner != responder),
        cause: cause)
      traits = wanted
      owner = responder
      let target = restingTarget(setup: setup)
      guard top.target != target else { return nil }
      return move(
        to: target, animation: .changeFrame, presence: .showing, now: now, cause: cause,
        setup: setup, outbox: &outbox)
    }

    /// Moves the docked keyboard to `target` with its spring, the avoidance inset riding along;
    /// `begin` and `duration` override what the notification reports.
    mutating func move(
      to target: Double, animation: Animation, presence: Presence, begin: Rect? = nil,
      duration: Double? = nil, now: Ticks, cause: Int?, setup: WorldConfiguration,
      outbox: inout Outbox
    ) -> InsetMove {
      let device = setup.platform.device
      var endFrame = frame(top: target, device: device)
      if animation == .hide {
        showSerial += 1
        reportedHeight = nil
        if undockedBand != nil {
          undockedBand = .rest(device.height)
          // A floating keyboard can report a height of 0 while hiding.
          if setup.platform.stream.undockedFrame == .screenHeight { endFrame.height = 0 }
        }
      }
      let insetTarget =
        animation == .hide || undockedBand != nil
        ? setup.constants.viewSafeAreaBottom
        : setup.constants.avoidanceInset(forKeyboardTop: target)
      var motion = top.retargeted(to: target, at: now, curve: setup.keyboardCurve)
      var settlesAfter = Ticks(setup.keyboardCurve.settleTicks)
      if setup.platform.crossFadesKeyboard && animation != .changeFrame {
        // Cross-faded: at its place in the next frame, the `did` notification a little late,
        // and a hide reporting an empty frame at the screen's top
        // (<doc:PlatformFacts#OS-versions>).
        motion = .rest(target)
        settlesAfter = setup.platform.crossFadeDidShowDelay
        if animation == .hide { endFrame = Rect(x: 0, y: 0, width: device.width, height: 0) }
      }
      animate(
        motion, endFrame: endFrame, animation: animation, presence: presence,
        settlesAfter: settlesAfter, begin: begin, duration: duration, now: now, cause: cause,
        setup: setup, outbox: &outbox)
      return .spring(to: insetTarget)
    }

    /// Starts a keyboard animation: the top edge follows `motion`, the animation completes (and its
    /// `did` notification posts) after `settlesAfter`, and the `will` notification for `animation`
    /// posts now with `endFrame`.
    ///
    /// Every way the keyboard moves on its own goes through here.
    mutating func animate(
      _ motion: Motion, endFrame: Rect, animation: Animation, presence: Presence,
      settlesAfter: Ticks, begin: Rect? = nil, duration: Double? = nil, curve: Int? = nil,
      now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) {
      let beginFrame = begin ?? frame(top: top.value(at: now), device: setup.platform.device)
      top = motion
      self.presence = presence
      self.animation = animation
      generation += 1
      outbox.schedule(
        .keyboardSettled(generation: generation), at: now + settlesAfter, cause: cause)
      let note = KeyboardNotification(
        beginFrame: beginFrame, endFrame: endFrame,
        duration: duration ?? setup.platform.keyboardReportedDuration,
        curve: curve ?? setup.platform.keyboardCurve)
      outbox.emit(animation.willEvent(note), at: now, cause: cause)
    }

    /// The current animation completes: its `did` notification posts.
    mutating func finishAnimation(
      generation: Int, now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) {
      guard generation == self.generation else { return }
      let device = setup.platform.device
      let docked = frame(top: restingTop(at: now), device: device)
      let frame = presence == .hiding ? docked : floatingFrame ?? docked
      if presence == .hiding {
        undockedBand = nil
        floatingFrame = nil
      }
      let note = KeyboardNotification(
        beginFrame: frame, endFrame: frame, duration: setup.platform.keyboardReportedDuration,
        curve: setup.platform.keyboardCurve)
      switch (presence, animation) {
      case (.showing, .show):
        presence = .shown
        outbox.emit(.keyboardDidShow(note), at: now, cause: cause)
      case (.showing, .changeFrame):
        presence = .shown
        outbox.emit(.keyboardDidChangeFrame(note), at: now, cause: cause)
      case (.hiding, _):
        presence = .hidden
        outbox.emit(.keyboardDidHide(note), at: now, cause: cause)
      default:
        break
      }
    }

    /// Whether `wake`, one of the keyboard's, would still do something now.
    func isLive(_ wake: WorldWake) -> Bool {
      switch wake {
      case .keyboardSettled(let generation): generation == self.generation
      case .keyboardStart(let generation): generation == self.generation && presence == .starting
      case .suggestionBar(let generation): generation == self.generation && !suggestionBarShown
      case .keyboardStep(let serial, _), .keyboardStepEnded(let serial, _):
        serial == showSerial && isUp
      default: false
      }
    }
  }
}

extension World.Keyboard.Animation {
  /// The `will` notification that starts an animation of this kind.
  func willEvent(_ note: KeyboardNotification) -> ControllerEvent {
    switch self {
    case .show: .keyboardWillShow(note)
    case .hide: .keyboardWillHide(note)
    case .changeFrame: .keyboardWillChangeFrame(note)
    }
  }
}
