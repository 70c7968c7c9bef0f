import ChoreoCore
import ChoreoMachine

extension World {
  /// Applies what the person did at `now`; returns the controller event it is, if any.
  public mutating func apply(_ action: UserAction, at now: Ticks, id: Int) -> ControllerEvent? {
    needsCommit = true
    switch action {
    case .present, .close:
      // UIKit ignores touches while a presentation or dismissal transition runs: neither the
      // sheet's close control nor the presenting screen's button takes a tap until it ends.
      guard sheet.stage != .presenting && sheet.stage != .dismissing else {
        outbox.note(
          .actionIgnored("UIKit ignores touches while the sheet is \(sheet.stage)"), cause: id)
        return nil
      }
      return action.controllerEvent
    case .dragDismiss(let distance, let duration, let commits):
      return beginDismissDrag(
        distance: distance, duration: duration, commits: commits, now: now, id: id)
    case .dragToDetent(let target): dragSheet(to: target, now: now, id: id)
    case .keystroke(let character):
      let visible = responders.firstResponder == .composer && sheet.stage != .offscreen
      outbox.note(
        .keystrokeDelivered(character, to: responders.firstResponder, visible: visible), cause: id)
    case .tapField(let index): tapField(index, now: now, id: id)
    case .dismissKeyboard: dismissKeyboard(now: now, id: id)
    case .leaveScreen(let focusingNextField):
      leaveScreen(focusingNextField: focusingNextField, now: now, id: id)
    case .returnToScreen: returnToScreen(now: now, id: id)
    case .undockKeyboard: undockKeyboard(now: now, id: id)
    case .dragList(let path): beginListDrag(path, now: now, id: id)
    case .tapControl(let control): tap(control, now: now, id: id)
    case .pressReturn: pressReturn(now: now, id: id)
    }
    return nil
  }

  /// A dismiss drag: the sheet follows the finger, and the keyboard is dragged along with it
  /// (<doc:PlatformFacts#Exit>: "the sheet drags the keyboard along").
  private mutating func beginDismissDrag(
    distance: Double, duration: Ticks, commits: Bool, now: Ticks, id: Int
  ) -> ControllerEvent? {
    guard sheet.stage == .resting else {
      outbox.note(
        .actionIgnored("the sheet is not resting, so there is nothing to drag"), cause: id)
      return nil
    }
    let velocity = duration.rawValue > 0 ? distance / duration.seconds : 0
    sheet.beginDrag(velocity: velocity, now: now, device: device)
    keyboard.dragAlong(velocity: velocity, now: now)
    outbox.schedule(
      .dragReleased(generation: sheet.generation, commits: commits), at: now + duration, cause: id)
    return .dragDismissBegan
  }

  /// A person's drag to another detent: the sheet follows with its content bottom-anchored, and
  /// dragging it down dismisses the keyboard normally (<doc:PlatformFacts#Detents>).
  private mutating func dragSheet(to target: Detent, now: Ticks, id: Int) {
    guard sheet.canDrag(to: target) else {
      outbox.note(.actionIgnored("the sheet cannot be dragged to \(target) now"), cause: id)
      return
    }
    let shrinking = target < sheet.detent
    sheet.drag(to: target, now: now, id: id, setup: setup, outbox: &outbox)
    if shrinking, let responder = responders.firstResponder {
      responders.cancelLanding()
      setFirstResponder(nil, cause: id)
      resigned(responder, now: now, cause: id)
    }
    outbox.emit(.detentDidChange(target), at: now, cause: id)
  }

  /// The person undocks the keyboard (iPad): its frame moves off the bottom edge without a hide,
  /// as one `keyboardWillChangeFrame` (<doc:PlatformFacts#Undocked-keyboard>).
  private mutating func undockKeyboard(now: Ticks, id: Int) {
    guard device.idiom == .pad else {
      outbox.note(.actionIgnored("only an iPad's keyboard can be undocked"), cause: id)
      return
    }
    guard keyboard.isUp, keyboard.isDocked else {
      outbox.note(.actionIgnored("no docked keyboard is on screen"), cause: id)
      return
    }
    let width = platform.floatingKeyboardWidth
    let height = platform.floatingKeyboardHeight
    let floating = Rect(
      x: (device.width - width) / 2,
      y: device.height * platform.floatingKeyboardCentre - height / 2, width: width,
      height: height)
    let inset = keyboard.undock(to: floating, now: now, id: id, setup: setup, outbox: &outbox)
    screen.ride(inset, now: now, setup: setup)
  }
}
