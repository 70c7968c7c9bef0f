import ChoreoCore

extension World {
  /// The scroll view's dismiss mode as the framework and OS actually provide it.
  var effectiveDismissMode: KeyboardDismissMode {
    let screen = setup.screen
    guard let id = screen.framework else { return screen.dismissMode }
    return FrameworkProfile.profile(id).effective(screen.dismissMode, on: platform.os)
  }

  /// A finger drags the message list (<doc:ThePattern#Putting-the-keyboard-away>): `on-drag`
  /// closes the keyboard at once; `interactive` makes the keyboard follow the finger once it
  /// reaches the composer, and the release decides; `none` does nothing to the keyboard.
  mutating func beginListDrag(_ path: FingerPath, now: Ticks, id: Int) {
    guard screen.isVisible, sheet.stage == .resting, let first = finger.touchDown(path, now: now)
    else {
      outbox.note(.actionIgnored("there is no list on display to drag"), cause: id)
      return
    }
    let mode = effectiveDismissMode
    if mode != setup.screen.dismissMode {
      outbox.note(.dismissModeUnavailable(setup.screen.dismissMode, platform.os), cause: id)
    }
    switch mode {
    case .onDrag:
      if responders.firstResponder == .composer {
        setFirstResponder(nil, cause: id)
        outbox.emit(.focusDidLeave, at: now, cause: id)
      }
    case .interactive where keyboard.isUp && keyboard.isDocked:
      let contact = sample(at: now).composerTop
      finger.startCarryingKeyboard(keyboardRest: keyboard.restingTop(at: now), contact: contact)
      followFinger(y: first.y, velocity: path.velocity(from: 0), now: now)
    case .interactive, .none:
      break
    }
    finger.schedulePoints(from: now, cause: id, outbox: &outbox)
  }

  /// The finger reaches point `index` of its path: the next segment starts, or the finger lifts.
  mutating func fingerReached(_ index: Int, generation: Int, now: Ticks, cause: Int?) {
    switch finger.reach(index, generation: generation, now: now) {
    case .nothing:
      break
    case .segment(let point, let velocity):
      if finger.keyboardFollows { followFinger(y: point.y, velocity: velocity, now: now) }
    case .lift(let velocity, let carried):
      if carried { releaseInteractiveDrag(velocity: velocity, now: now, cause: cause) }
    }
  }

  /// The keyboard's top sits as far below its rest as the finger is below where it met the
  /// composer, between its rest and the bottom of the screen; the system's avoidance inset moves
  /// with it (`keyboardLayoutGuide` follows the interactive dismiss gesture,
  /// <doc:PlatformFacts#Keyboard-layout-guide>).
  private mutating func followFinger(y: Double, velocity: Double, now: Ticks) {
    let virtualTop = finger.keyboardTop(forFingerAt: y)
    let rest = finger.keyboardRest
    keyboard.follow(
      virtualTop: virtualTop, velocity: velocity, rest: rest, now: now, device: device)
    screen.follow(virtualTop: virtualTop, velocity: velocity, rest: rest, now: now, setup: setup)
  }

  /// The finger lifts from an interactive drag: a flick down closes the keyboard, a move back up
  /// keeps it, and a slow release closes it when it is more than half way down.
  private mutating func releaseInteractiveDrag(velocity: Double, now: Ticks, cause: Int?) {
    let rest = finger.keyboardRest
    let flick = platform.interactiveDismissFlickVelocity
    let travel = device.height - rest
    let progress = travel > 0 ? (keyboard.topValue(at: now) - rest) / travel : 0
    let closes =
      velocity > flick
      || (velocity >= -flick && progress > platform.interactiveDismissCloseFraction)
    outbox.note(.interactiveDismissReleased(closes: closes, velocity: velocity), cause: cause)
    if closes {
      // The keyboard (and the avoidance riding on it) finishes with its own spring from where the
      // finger left it; the release speed only decides that it closes.
      keyboard.stop(at: now)
      screen.stopInset(at: now)
      if responders.firstResponder == .composer {
        setFirstResponder(nil, cause: cause)
        outbox.emit(.focusDidLeave, at: now, cause: cause)
      }
      needsCommit = true
      return
    }
    let inset = keyboard.easeBack(
      to: rest, duration: Ticks(seconds: platform.keyboardReportedDuration), now: now,
      cause: cause, setup: setup, outbox: &outbox)
    screen.ride(inset, now: now, setup: setup)
  }

  /// A tap on `control`.
  ///
  /// With the keyboard up and `keyboardShouldPersistTaps` "never", the tap only closes the keyboard
  /// (<doc:ThePattern#Putting-the-keyboard-away>); otherwise the control gets it.
  mutating func tap(_ control: Control, now: Ticks, id: Int) {
    let keyboardUp = responders.firstResponder == .composer && platform.showsKeyboardForFocus
    guard keyboardUp, setup.screen.persistTaps == .never else {
      outbox.note(.controlActivated(control), cause: id)
      return
    }
    setFirstResponder(nil, cause: id)
    outbox.emit(.focusDidLeave, at: now, cause: id)
    outbox.note(.tapClosedKeyboard(control), cause: id)
  }

  /// The return key of the focused field: it moves on, submits or closes the keyboard, as the
  /// field's submit action says (<doc:ThePattern#Moving-with-the-return-key>).
  mutating func pressReturn(now: Ticks, id: Int) {
    guard responders.firstResponder == .composer else {
      outbox.note(.actionIgnored("no field of the screen holds focus"), cause: id)
      return
    }
    let screen = setup.screen
    let index = screen.content == .form ? responders.focusedField : 0
    let field = screen.field(index)
    let result: ReturnResult
    switch field.onSubmit {
    case .focusNext where screen.content == .form && index + 1 < screen.fields.count:
      responders.focusField(index + 1, cause: id)
      if screen.returnFocusOrder == .resignFirst {
        // The field resigns now and the next one's focus lands on a later frame: for a frame
        // nobody holds first responder, and the keyboard starts down.
        moveFirstResponder(to: nil, now: now, cause: id)
        responders.scheduleLanding(now: now, cause: id, platform: platform, outbox: &outbox)
      }
      result = .movedFocus
    case .focusNext, .none:
      result = .nothing
    case .submit:
      result = .submitted
    case .dismissKeyboard:
      setFirstResponder(nil, cause: id)
      outbox.emit(.focusDidLeave, at: now, cause: id)
      result = .dismissedKeyboard
    }
    outbox.note(.returnKeyPressed(field: index, label: field.returnKey, result: result), cause: id)
  }
}
