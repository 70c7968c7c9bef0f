import ChoreoCore

extension World {
  /// A tap on text field `index` (0 is the chat's composer): UIKit makes it first responder at
  /// once and the focus state follows.
  mutating func tapField(_ index: Int, now: Ticks, id: Int) {
    guard screen.isVisible, sheet.composerMounted, sheet.stage == .resting,
      index < setup.screen.fieldCount
    else {
      outbox.note(.actionIgnored("there is no field \(index) on screen to tap"), cause: id)
      return
    }
    let previousField = responders.focusedField
    guard responders.firstResponder != .composer else {
      responders.focusField(index, cause: previousField != index ? id : nil)
      if previousField != index {
        outbox.note(.focusMoved(from: previousField, to: index), cause: id)
      }
      return
    }
    responders.focusField(index)
    moveFirstResponder(to: .composer, now: now, cause: id)
    outbox.emit(.focusDidLand, at: now, cause: id)
  }

  /// A tap outside the field, on the messages or a Done button: the field resigns.
  mutating func dismissKeyboard(now: Ticks, id: Int) {
    guard responders.firstResponder == .composer else {
      outbox.note(.actionIgnored("no field of the screen holds focus"), cause: id)
      return
    }
    setFirstResponder(nil, cause: id)
    outbox.emit(.focusDidLeave, at: now, cause: id)
  }

  /// Another screen is pushed over the app's screen (`viewWillDisappear`): observers scoped to the
  /// screen are removed, and its field leaves the window.
  ///
  /// On the next screen a field may take focus, keeping the keyboard up.
  mutating func leaveScreen(focusingNextField: Bool, now: Ticks, id: Int) {
    guard screen.isVisible, sheet.stage == .resting else {
      outbox.note(.actionIgnored("the screen is not on display"), cause: id)
      return
    }
    screen.disappear(handler: setup.screen.handler)
    let previous = responders.firstResponder
    if focusingNextField {
      setFirstResponder(.otherScreenField, cause: id)
    } else if previous == .composer {
      setFirstResponder(nil, cause: id)
      if !setup.screen.endsEditingOnDisappear {
        // The field leaves with its screen while still first responder: the keyboard goes with
        // it and no notification says so, so nothing takes its inset back.
        keyboard.vanish(device: device)
        outbox.note(.keyboardLeftWithoutNotice, cause: id)
      }
    }
    if previous != responders.firstResponder { resigned(previous, now: now, cause: id) }
  }

  /// The pushed screen is popped (`viewWillAppear` on the app's screen again): observers
  /// registered there are added again, and the other screen's field leaves.
  mutating func returnToScreen(now: Ticks, id: Int) {
    guard !screen.isVisible else {
      outbox.note(.actionIgnored("the screen is already on display"), cause: id)
      return
    }
    screen.reappear(handler: setup.screen.handler)
    if responders.firstResponder == .otherScreenField { setFirstResponder(nil, cause: id) }
    if setup.screen.focusOnReturn == .viewWillAppear { focusComposer(now: now, cause: id) }
    outbox.schedule(
      .screenDidAppear(generation: screen.beginAppearance(), returning: true),
      at: now + platform.screenTransitionDuration, cause: id)
  }

  /// The screen has finished appearing (`viewDidAppear`): observers registered there are added,
  /// and a screen coming back focuses its field as it says.
  mutating func screenDidAppear(generation: Int, returning: Bool, now: Ticks, cause: Int?) {
    guard generation == screen.appearGeneration, screen.isVisible else { return }
    screen.didAppear(handler: setup.screen.handler)
    guard returning else { return }
    switch setup.screen.focusOnReturn {
    case .none: break
    case .viewWillAppear:
      // The transition is over: UIKit restores the first responder it saved when the other
      // screen came (none), and the field focused meanwhile resigns.
      if responders.firstResponder == .composer {
        moveFirstResponder(to: nil, now: now, cause: cause)
      }
    case .viewDidAppear:
      focusComposer(now: now, cause: cause)
    }
  }

  /// The app focuses the composer (or the form's focused field) itself.
  private mutating func focusComposer(now: Ticks, cause: Int?) {
    guard responders.firstResponder != .composer, sheet.composerMounted else { return }
    moveFirstResponder(to: .composer, now: now, cause: cause)
    outbox.emit(.focusDidLand, at: now, cause: cause)
  }

  /// `NotificationCenter` delivers a keyboard notification to the app's screen's observers; each
  /// run is traced as a child of the notification.
  public mutating func notifyObservers(
    _ name: KeyboardNotificationName, _ note: KeyboardNotification, at now: Ticks, cause: Int
  ) {
    let focused = responders.firstResponder == .composer
    if screen.notifyObservers(
      name, note, at: now, cause: cause, fieldFocused: focused, setup: setup, outbox: &outbox)
    {
      needsCommit = true
    }
  }
}
