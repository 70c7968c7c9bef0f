import ChoreoCore
import ChoreoMachine

extension World.Keyboard {
  /// Step `index` of the stream: the keyboard posts the step's notification and moves to the
  /// step's height, at once for an instant step.
  mutating func takeStep(
    _ index: Int, serial: Int, now: Ticks, cause: Int?, setup: WorldConfiguration,
    outbox: inout World.Outbox
  ) -> InsetMove? {
    let stream = setup.platform.stream
    guard serial == showSerial, isUp, stream.steps.indices.contains(index) else { return nil }
    let step = stream.steps[index]
    let device = setup.platform.device
    // The begin frame is where the keyboard is, at the height it reported until now, or off
    // screen at its new height for a fresh cycle.
    var begin = frame(top: top.value(at: now), device: device)
    reportedHeight = step.height
    if step.beginsOffScreen { begin = frame(top: device.height, device: device) }
    let target = restingTarget(setup: setup)
    let animation: Animation = step.notification == .willShow ? .show : .changeFrame
    if stream.stepsPostDid, step.duration > 0 {
      outbox.schedule(
        .keyboardStepEnded(serial: serial, index: index),
        at: now + Ticks(seconds: max(0, step.duration)), cause: cause)
    }
    guard step.duration > 0 else {
      return jump(
        to: target, animation: animation, begin: begin, now: now, cause: cause, setup: setup,
        outbox: &outbox)
    }
    guard top.target != target else {
      // The keyboard is already headed there: only the notification is new.
      let note = KeyboardNotification(
        beginFrame: begin,
        endFrame: frame(top: target, device: device), duration: step.duration,
        curve: setup.platform.keyboardCurve)
      outbox.emit(animation.willEvent(note), at: now, cause: cause)
      return nil
    }
    let wasShowing = presence == .showing && self.animation == .show
    let inset = move(
      to: target, animation: animation, presence: .showing, begin: begin,
      duration: step.duration, now: now, cause: cause, setup: setup, outbox: &outbox)
    if wasShowing { self.animation = .show }
    return inset
  }

  /// The `did` of step `index`, posted after the step's duration when the stream says each
  /// step ends with its own.
  mutating func endStep(
    _ index: Int, serial: Int, now: Ticks, cause: Int?, setup: WorldConfiguration,
    outbox: inout World.Outbox
  ) {
    let stream = setup.platform.stream
    guard serial == showSerial, isUp, stream.steps.indices.contains(index) else { return }
    let frame = frame(top: top.value(at: now), device: setup.platform.device)
    let note = KeyboardNotification(
      beginFrame: frame, endFrame: frame, duration: stream.steps[index].duration,
      curve: setup.platform.keyboardCurve)
    let event: ControllerEvent =
      stream.steps[index].notification == .willShow
      ? .keyboardDidShow(note) : .keyboardDidChangeFrame(note)
    outbox.emit(event, at: now, cause: cause)
  }

  /// The keyboard takes a frame at once, posting a `will` of duration 0 and its `did` in the
  /// same instant; the avoidance inset follows in the same frame.
  mutating func jump(
    to target: Double, animation: Animation, begin: Rect? = nil, now: Ticks, cause: Int?,
    setup: WorldConfiguration, outbox: inout World.Outbox
  ) -> InsetMove {
    animate(
      .rest(target), endFrame: frame(top: target, device: setup.platform.device),
      animation: animation, presence: .showing, settlesAfter: .zero, begin: begin, duration: 0,
      now: now, cause: cause, setup: setup, outbox: &outbox)
    return .eased(
      to: setup.constants.avoidanceInset(forKeyboardTop: target), duration: .zero,
      curve: .linear)
  }

  /// The QuickType bar arrives as a second frame change, which during the show joins it, so
  /// `didShow` still ends the animation; or, as the stream says, as an instant show cycle.
  mutating func addSuggestionBar(
    generation: Int, now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout World.Outbox
  ) -> InsetMove? {
    guard generation == self.generation, !suggestionBarShown, isUp else { return nil }
    let before = frame(top: top.value(at: now), device: setup.platform.device)
    suggestionBarShown = true
    let target = restingTarget(setup: setup)
    if setup.platform.stream.suggestionBarArrival == .instantShow {
      return jump(
        to: target, animation: .show, begin: before, now: now, cause: cause, setup: setup,
        outbox: &outbox)
    }
    let wasShowing = presence == .showing && animation == .show
    let inset = move(
      to: target, animation: .changeFrame, presence: .showing, now: now, cause: cause,
      setup: setup, outbox: &outbox)
    if wasShowing { animation = .show }
    return inset
  }
}
