extension World {
  /// A full-screen container is on display from the start: its field is mounted and its
  /// observers are registered.
  mutating func showFullScreen() {
    stage = .resting
    detent = .large
    sheetTop = .rest(0)
    content = .fixed(.rest(device.height))
    contentInWindow = true
    composerMounted = true
    observerCount = screen.handler?.initialRegistrations ?? 0
  }

  /// The motion of the docked keyboard's top edge: the keyboard's own while it is docked.
  var dockedBand: Motion { undockedBand ?? keyboardTop }

  /// How far above the container's bottom the app lays out at `time`: the avoidance strategy's
  /// inset plus the app's own constraint constant.
  @inline(__always)
  func layoutInset(at time: Ticks, dockedTop: Double) -> Double {
    let c = constants
    var base: Double
    if c.avoidance == .followsKeyboard {
      let top = c.followLag == .zero ? dockedTop : dockedBand.value(at: time - c.followLag)
      base = max(c.safeAreaBottom, c.screenHeight - top)
    } else {
      base = inset.value(at: time)
    }
    // A second view padding by the same inset adds the keyboard's part of it again.
    if c.repeatedApplications > 0 { base += c.repeatedApplications * max(0, base - c.insetFloor) }
    if case .rest(let offset) = appOffset { return base + offset }
    return base + appOffset.value(at: time)
  }

  /// The geometry a person sees at `time`.
  @inline(__always)
  func sample(at time: Ticks) -> FrameSample {
    let c = constants
    let top = sheetTop.value(at: time)
    let contentBottom = top + contentHeight(at: time)
    let keyboard = keyboardTop.value(at: time)
    let dockedTop = undockedBand?.value(at: time) ?? keyboard
    let bottom = contentBottom - layoutInset(at: time, dockedTop: dockedTop)
    let barTop = bottom - c.composerHeight - accessoryHeight
    let restBottom = contentBottom - c.insetFloor
    let contentMoving: Bool =
      switch content {
      case .fixed(.rest), .tracksSheet: false
      case .fixed(let motion): motion.isMoving(at: time)
      }
    let settled = stage == .resting && !contentMoving && !sheetTop.isMoving(at: time)
    var focusedBottom: Double?
    var newestMessageBottom: Double?
    switch c.content {
    case .chat:
      if firstResponder == .composer { focusedBottom = bottom }
      newestMessageBottom =
        c.newestMessageAnchored ? barTop : restBottom - c.composerHeight - accessoryHeight
    case .form:
      if firstResponder == .composer {
        focusedBottom = formFieldBottom(focusedField, containerTop: top, visibleBottom: bottom)
      }
    }
    return FrameSample(
      time: time, sheetTop: top, keyboardTop: keyboard, composerTop: barTop,
      composerBottom: bottom, accessoryHeight: accessoryHeight, firstResponder: firstResponder,
      dockedKeyboardTop: dockedTop, restBottom: restBottom, focusedBottom: focusedBottom,
      newestMessageBottom: newestMessageBottom, layoutSettled: settled,
      screenVisible: screenVisible,
      appKeyboardVisible: c.keepsVisibilityFlag ? appKeyboardVisible : nil,
      fingerY: finger?.value(at: time))
  }

  /// The bottom of form field `index` once its scroll view has scrolled it into the visible area
  /// (UIKit and SwiftUI scroll the first responder into view when the visible area shrinks).
  func formFieldBottom(_ index: Int, containerTop: Double, visibleBottom: Double) -> Double {
    let top = containerTop + constants.formTop + Double(index) * Screen.formRowPitch
    let natural = top + Screen.formRowHeight
    let scroll = max(0, natural + Screen.formFocusMargin - visibleBottom)
    return natural - scroll
  }

  // MARK: The app's observers

  /// `NotificationCenter` delivers a keyboard notification to every registered observer of the
  /// app's screen, in registration order; each run is traced as a child of the notification.
  mutating func notifyObservers(
    _ name: KeyboardNotificationName, _ note: KeyboardNotification, at now: Ticks, cause: Int
  ) {
    guard let handler = screen.handler, observerCount > 0, handler.observes.contains(name) else {
      return
    }
    for registration in 1...observerCount {
      appKeyboardVisible = name.meansVisible
      var offset: Double?
      if screen.avoidance.usesHandler {
        let amount = handler.amount(for: name, frame: note.endFrame, device: device)
        let current = appOffset.target ?? appOffset.value(at: now)
        let target: Double =
          switch handler.application {
          case .absolute: name.meansVisible ? amount : 0
          case .increments: current + (name.meansVisible ? amount : -amount)
          }
        let animation =
          platform.reducedMotion
          ? (handler.reducedMotionAnimation ?? handler.animation) : handler.animation
        appOffset = animate(appOffset, to: target, with: animation, note: note, now: now)
        offset = target
      }
      outbox.append(
        (
          .handlerRan(
            HandlerRun(
              notification: name, registration: registration, screenVisible: screenVisible,
              offset: offset, keyboardVisible: appKeyboardVisible)), cause
        ))
    }
    needsCommit = true
  }

  /// `motion` animated toward `target` the way `animation` says, inside a handler for `note`.
  private func animate(
    _ motion: Motion, to target: Double, with animation: KeyboardHandler.Animation,
    note: KeyboardNotification, now: Ticks
  ) -> Motion {
    switch animation {
    case .none:
      return .rest(target)
    case .payload:
      // UIViewAnimationCurve 0...3; any other value (7) is the keyboard's spring, and UIKit
      // ignores the duration (domain-facts §1.1, §1.2).
      let curves: [CubicBezier] = [.easeInOut, .easeIn, .easeOut, .linear]
      guard curves.indices.contains(note.curve) else {
        return motion.retargeted(to: target, at: now, curve: keyboardCurve)
      }
      return motion.eased(
        to: target, at: now, duration: Ticks(seconds: note.duration), curve: curves[note.curve])
    case .eased(let duration, let curve):
      return motion.eased(to: target, at: now, duration: duration, curve: curve)
    case .spring(let spring):
      return motion.retargeted(to: target, at: now, curve: SpringCurve(spring))
    }
  }

  // MARK: What the person does on a screen

  /// A tap on text field `index` (0 is the chat's composer): UIKit makes it first responder at
  /// once and the focus state follows.
  mutating func tapField(_ index: Int, now: Ticks, id: Int) {
    guard screenVisible, composerMounted, stage == .resting, index < screen.fieldCount else {
      note(.effectIgnored("there is no field \(index) on screen to tap"), cause: id)
      return
    }
    dismissalIntended = false
    let previous = firstResponder
    let previousField = focusedField
    focusedField = index
    guard previous != .composer else {
      if previousField != index { note(.focusMoved(from: previousField, to: index), cause: id) }
      return
    }
    setFirstResponder(.composer, cause: id)
    resigned(previous, now: now, cause: id)
    emit(.focusDidLand, at: now, cause: id)
  }

  /// A tap outside the field, on the messages or a Done button: the field resigns.
  mutating func dismissKeyboard(now: Ticks, id: Int) {
    guard firstResponder == .composer else {
      note(.effectIgnored("no field of the screen holds focus"), cause: id)
      return
    }
    setFirstResponder(nil, cause: id)
    emit(.focusDidLeave, at: now, cause: id)
  }

  /// Another screen is pushed over the app's screen (`viewWillDisappear`): observers scoped to
  /// the screen are removed, and its field leaves the window. On the next screen a field may take
  /// focus, keeping the keyboard up.
  mutating func leaveScreen(focusingNextField: Bool, now: Ticks, id: Int) {
    guard screenVisible, stage == .resting else {
      note(.effectIgnored("the screen is not on display"), cause: id)
      return
    }
    screenVisible = false
    if let handler = screen.handler {
      if handler.removal == .viewWillDisappear { observerCount = 0 }
      if handler.resetsVisibilityOnDisappear { appKeyboardVisible = false }
    }
    let previous = firstResponder
    if focusingNextField {
      setFirstResponder(.otherScreenField, cause: id)
    } else if previous == .composer {
      setFirstResponder(nil, cause: id)
    }
    if previous != firstResponder { resigned(previous, now: now, cause: id) }
  }

  /// The pushed screen is popped (`viewWillAppear` on the app's screen again): observers
  /// registered there are added again, and the other screen's field leaves.
  mutating func returnToScreen(now: Ticks, id: Int) {
    guard !screenVisible else {
      note(.effectIgnored("the screen is already on display"), cause: id)
      return
    }
    screenVisible = true
    if let handler = screen.handler, handler.registeredIn.contains(.viewWillAppear) {
      observerCount += 1
    }
    if firstResponder == .otherScreenField { setFirstResponder(nil, cause: id) }
  }

  /// The person undocks the keyboard (iPad): its frame moves off the bottom edge without a hide,
  /// as one `keyboardWillChangeFrame` (domain-facts §7; seed 004).
  mutating func undockKeyboard(now: Ticks, id: Int) {
    guard keyboardPresence == .shown || keyboardPresence == .showing, undockedBand == nil else {
      note(.effectIgnored("no docked keyboard is on screen"), cause: id)
      return
    }
    let width = platform.floatingKeyboardWidth
    let height = platform.floatingKeyboardHeight
    let floating = Rect(
      x: (device.width - width) / 2, y: device.height * 0.6 - height / 2, width: width,
      height: height)
    floatingFrame = floating
    let begin = keyboardFrame(top: keyboardTop.value(at: now))
    undockedBand = keyboardTop.retargeted(to: device.height, at: now, curve: keyboardCurve)
    keyboardTop = keyboardTop.retargeted(to: floating.y, at: now, curve: keyboardCurve)
    keyboardPresence = .showing
    keyboardAnimation = .changeFrame
    keyboardGeneration += 1
    schedule(
      .keyboardSettled(generation: keyboardGeneration), at: now + Ticks(keyboardCurve.settleTicks),
      cause: id)
    if screen.avoidance.usesSystemAvoidance {
      inset = inset.retargeted(to: device.safeAreaBottom, at: now, curve: keyboardCurve)
    }
    emit(
      .keyboardWillChangeFrame(
        KeyboardNotification(
          beginFrame: begin, endFrame: floating, duration: platform.keyboardReportedDuration,
          curve: platform.keyboardCurve)), at: now, cause: id)
  }
}
