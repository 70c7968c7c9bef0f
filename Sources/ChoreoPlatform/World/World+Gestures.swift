import ChoreoCore
import ChoreoMachine

extension World {
  /// The scroll view's dismiss mode as the framework and OS actually provide it.
  var effectiveDismissMode: KeyboardDismissMode {
    guard let id = screen.framework else { return screen.dismissMode }
    return FrameworkProfile.profile(id).effective(screen.dismissMode, on: platform.os)
  }

  /// A finger drags the message list (seed 000, "Let people put it away"): `on-drag` closes the
  /// keyboard at once; `interactive` makes the keyboard follow the finger once it reaches the
  /// composer, and the release decides; `none` does nothing to the keyboard.
  mutating func beginListDrag(_ path: FingerPath, now: Ticks, id: Int) {
    guard screenVisible, stage == .resting, let first = path.points.first else {
      note(.actionIgnored("there is no list on display to drag"), cause: id)
      return
    }
    dragGeneration += 1
    fingerPath = path
    finger = .linear(from: first.y, velocity: path.velocity(from: 0), start: now)
    dragFollows = false
    let mode = effectiveDismissMode
    if mode != screen.dismissMode {
      note(.dismissModeUnavailable(screen.dismissMode, platform.os), cause: id)
    }
    let keyboardUp = keyboardPresence == .shown || keyboardPresence == .showing
    switch mode {
    case .onDrag:
      if firstResponder == .composer {
        setFirstResponder(nil, cause: id)
        emit(.focusDidLeave, at: now, cause: id)
      }
    case .interactive where keyboardUp && undockedBand == nil:
      dragFollows = true
      keyboardRestTop = keyboardTop.target ?? keyboardTop.value(at: now)
      contactY = sample(at: now).composerTop
      followFinger(y: first.y, velocity: path.velocity(from: 0), now: now)
    case .interactive, .none:
      break
    }
    for index in path.points.indices.dropFirst() {
      schedule(
        .fingerPoint(generation: dragGeneration, index: index), at: now + path.points[index].time,
        cause: id)
    }
  }

  /// The finger reaches point `index` of its path: the next segment starts, or the finger lifts.
  mutating func fingerReached(_ index: Int, now: Ticks, cause: Int?) {
    guard let path = fingerPath else { return }
    let point = path.points[index]
    guard index == path.points.count - 1 else {
      let velocity = path.velocity(from: index)
      finger = .linear(from: point.y, velocity: velocity, start: now)
      if dragFollows { followFinger(y: point.y, velocity: velocity, now: now) }
      return
    }
    finger = nil
    fingerPath = nil
    guard dragFollows else { return }
    dragFollows = false
    releaseInteractiveDrag(velocity: path.releaseVelocity, now: now, cause: cause)
  }

  /// The keyboard's top sits as far below its rest as the finger is below where it met the
  /// composer, between its rest and the bottom of the screen; the system's avoidance inset moves
  /// with it (`keyboardLayoutGuide` follows the interactive dismiss gesture, domain-facts §7).
  private mutating func followFinger(y: Double, velocity: Double, now: Ticks) {
    let virtualTop = keyboardRestTop + (y - contactY)
    keyboardTop = .clamped(
      from: virtualTop, velocity: velocity, start: now, lower: keyboardRestTop,
      upper: device.height)
    keyboardGeneration += 1
    if screen.avoidance.usesSystemAvoidance {
      inset = .clamped(
        from: device.height - virtualTop, velocity: -velocity, start: now,
        lower: device.safeAreaBottom, upper: device.height - keyboardRestTop)
    }
  }

  /// The finger lifts from an interactive drag: a flick down closes the keyboard, a move back up
  /// keeps it, and a slow release closes it when it is more than half way down.
  private mutating func releaseInteractiveDrag(velocity: Double, now: Ticks, cause: Int?) {
    let flick = platform.interactiveDismissFlickVelocity
    let travel = device.height - keyboardRestTop
    let progress = travel > 0 ? (keyboardTop.value(at: now) - keyboardRestTop) / travel : 0
    let closes =
      velocity > flick
      || (velocity >= -flick && progress > platform.interactiveDismissCloseFraction)
    note(.interactiveDismissReleased(closes: closes, velocity: velocity), cause: cause)
    if closes {
      // The keyboard (and the avoidance riding on it) finishes with its own spring from where the
      // finger left it; the release speed only decides that it closes.
      keyboardTop = keyboardTop.stopped(at: now)
      inset = inset.stopped(at: now)
      if firstResponder == .composer {
        setFirstResponder(nil, cause: cause)
        emit(.focusDidLeave, at: now, cause: cause)
      }
      needsCommit = true
      return
    }
    // A cancelled interactive dismissal animates back with a basic animation, not the spring
    // (domain-facts §1.2, RNKC 7c3f4ae); it posts a show for the frame it returns to.
    let duration = Ticks(seconds: platform.keyboardReportedDuration)
    animateKeyboard(
      keyboardTop.eased(to: keyboardRestTop, at: now, duration: duration, curve: .easeInOut),
      inset: inset.eased(
        to: device.height - keyboardRestTop, at: now, duration: duration, curve: .easeInOut),
      endFrame: keyboardFrame(top: keyboardRestTop), animation: .show, presence: .showing,
      settlesAfter: duration, now: now, cause: cause)
  }

  /// A tap on `control`. With the keyboard up and `keyboardShouldPersistTaps` "never", the tap
  /// only closes the keyboard (seed 000); otherwise the control gets it.
  mutating func tap(_ control: Control, now: Ticks, id: Int) {
    let keyboardUp = firstResponder == .composer && !platform.hardwareKeyboard
    guard keyboardUp, screen.persistTaps == .never else {
      note(.controlActivated(control), cause: id)
      return
    }
    setFirstResponder(nil, cause: id)
    emit(.focusDidLeave, at: now, cause: id)
    note(.tapClosedKeyboard(control), cause: id)
  }

  /// The return key of the focused field: it moves on, submits or closes the keyboard, as the
  /// field's submit action says (seed 000, "Move with the return key").
  mutating func pressReturn(now: Ticks, id: Int) {
    guard firstResponder == .composer else {
      note(.actionIgnored("no field of the screen holds focus"), cause: id)
      return
    }
    let index = screen.content == .form ? focusedField : 0
    let field = screen.field(index)
    let result: ReturnResult
    switch field.onSubmit {
    case .focusNext where screen.content == .form && index + 1 < screen.fields.count:
      focusedField = index + 1
      responderCause = id
      result = .movedFocus
    case .focusNext, .none:
      result = .nothing
    case .submit:
      result = .submitted
    case .dismissKeyboard:
      setFirstResponder(nil, cause: id)
      emit(.focusDidLeave, at: now, cause: id)
      result = .dismissedKeyboard
    }
    note(.returnKeyPressed(field: index, label: field.returnKey, result: result), cause: id)
  }
}
