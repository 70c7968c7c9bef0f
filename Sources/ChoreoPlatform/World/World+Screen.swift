import ChoreoCore
import ChoreoMachine

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

  /// A tap on text field `index` (0 is the chat's composer): UIKit makes it first responder at
  /// once and the focus state follows.
  mutating func tapField(_ index: Int, now: Ticks, id: Int) {
    guard screenVisible, composerMounted, stage == .resting, index < screen.fieldCount else {
      note(.actionIgnored("there is no field \(index) on screen to tap"), cause: id)
      return
    }
    dismissalIntended = false
    let previous = firstResponder
    let previousField = focusedField
    focusedField = index
    guard previous != .composer else {
      if previousField != index {
        responderCause = id
        note(.focusMoved(from: previousField, to: index), cause: id)
      }
      return
    }
    setFirstResponder(.composer, cause: id)
    resigned(previous, now: now, cause: id)
    emit(.focusDidLand, at: now, cause: id)
  }

  /// A tap outside the field, on the messages or a Done button: the field resigns.
  mutating func dismissKeyboard(now: Ticks, id: Int) {
    guard firstResponder == .composer else {
      note(.actionIgnored("no field of the screen holds focus"), cause: id)
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
      note(.actionIgnored("the screen is not on display"), cause: id)
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
      note(.actionIgnored("the screen is already on display"), cause: id)
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
    guard device.idiom == .pad else {
      note(.actionIgnored("only an iPad's keyboard can be undocked"), cause: id)
      return
    }
    guard keyboardPresence == .shown || keyboardPresence == .showing, undockedBand == nil else {
      note(.actionIgnored("no docked keyboard is on screen"), cause: id)
      return
    }
    let width = platform.floatingKeyboardWidth
    let height = platform.floatingKeyboardHeight
    let floating = Rect(
      x: (device.width - width) / 2,
      y: device.height * platform.floatingKeyboardCentre - height / 2, width: width,
      height: height)
    floatingFrame = floating
    undockedBand = keyboardTop.retargeted(to: device.height, at: now, curve: keyboardCurve)
    animateKeyboard(
      keyboardTop.retargeted(to: floating.y, at: now, curve: keyboardCurve),
      inset: inset.retargeted(to: device.safeAreaBottom, at: now, curve: keyboardCurve),
      endFrame: floating, animation: .changeFrame, presence: .showing,
      settlesAfter: Ticks(keyboardCurve.settleTicks), now: now, cause: id)
  }
}
