import ChoreoCore
import ChoreoMachine

extension World {
  /// Applies what the person did at `now`; returns the controller event it is, if any.
  public mutating func apply(_ action: UserAction, at now: Ticks, id: Int) -> ControllerEvent? {
    needsCommit = true
    if action.intendsDismissal { dismissalIntended = true }
    switch action {
    case .present, .close:
      // UIKit ignores touches while a presentation or dismissal transition runs: neither the
      // sheet's close control nor the presenting screen's button takes a tap until it ends.
      guard stage != .presenting && stage != .dismissing else {
        note(
          .actionIgnored("UIKit ignores touches while the sheet is \(stage)"), cause: id)
        return nil
      }
      return action.controllerEvent
    case .dragDismiss(let distance, let duration, let commits):
      return beginDrag(distance: distance, duration: duration, commits: commits, now: now, id: id)
    case .dragToDetent(let target):
      dragSheet(to: target, now: now, id: id)
      return nil
    case .keystroke(let character):
      let visible = firstResponder == .composer && stage != .offscreen
      note(.keystrokeDelivered(character, to: firstResponder, visible: visible), cause: id)
      return nil
    case .tapField(let index):
      tapField(index, now: now, id: id)
      return nil
    case .dismissKeyboard:
      dismissKeyboard(now: now, id: id)
      return nil
    case .leaveScreen(let focusingNextField):
      leaveScreen(focusingNextField: focusingNextField, now: now, id: id)
      return nil
    case .returnToScreen:
      returnToScreen(now: now, id: id)
      return nil
    case .undockKeyboard:
      undockKeyboard(now: now, id: id)
      return nil
    case .dragList(let path):
      beginListDrag(path, now: now, id: id)
      return nil
    case .tapControl(let control):
      tap(control, now: now, id: id)
      return nil
    case .pressReturn:
      pressReturn(now: now, id: id)
      return nil
    }
  }

  /// A dismiss drag: the sheet follows the finger, and the keyboard is dragged along with it
  /// (domain-facts §11: "the sheet drags the keyboard along").
  private mutating func beginDrag(
    distance: Double, duration: Ticks, commits: Bool, now: Ticks, id: Int
  ) -> ControllerEvent? {
    guard stage == .resting else {
      note(.actionIgnored("the sheet is not resting, so there is nothing to drag"), cause: id)
      return nil
    }
    let velocity = duration.rawValue > 0 ? distance / duration.seconds : 0
    stage = .dragging
    sheetTop = .linear(from: sheetTop.value(at: now), velocity: velocity, start: now)
    content = .fixed(.rest(contentHeight(at: now)))
    sheetGeneration += 1
    if keyboardPresence == .showing || keyboardPresence == .shown {
      keyboardTop = .linear(from: keyboardTop.value(at: now), velocity: velocity, start: now)
      keyboardGeneration += 1
    }
    schedule(
      .dragReleased(generation: sheetGeneration, commits: commits), at: now + duration, cause: id)
    return .dragDismissBegan
  }

  /// A person's drag to another detent: the sheet follows with its content bottom-anchored, and
  /// dragging it down dismisses the keyboard normally (domain-facts §11, "Detents").
  private mutating func dragSheet(to target: Detent, now: Ticks, id: Int) {
    guard stage == .resting, allowed.allows(target), target != detent else {
      note(.actionIgnored("the sheet cannot be dragged to \(target) now"), cause: id)
      return
    }
    let shrinking = target < detent
    detent = target
    stage = .resizingByUser
    sheetTop = sheetTop.retargeted(to: device.sheetTop(at: target), at: now, curve: sheetCurve)
    content = .tracksSheet
    sheetGeneration += 1
    schedule(
      .sheetSettled(generation: sheetGeneration), at: now + Ticks(sheetCurve.settleTicks), cause: id
    )
    if shrinking, let responder = firstResponder {
      isLandingPending = false
      setFirstResponder(nil, cause: id)
      resigned(responder, now: now, cause: id)
    }
    emit(.detentDidChange(target), at: now, cause: id)
  }
}
