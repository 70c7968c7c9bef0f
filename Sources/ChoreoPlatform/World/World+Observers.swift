import ChoreoCore
import ChoreoMachine

extension World {
  /// `NotificationCenter` delivers a keyboard notification to every registered observer of the
  /// app's screen, in registration order; each run is traced as a child of the notification.
  public mutating func notifyObservers(
    _ name: KeyboardNotificationName, _ note: KeyboardNotification, at now: Ticks, cause: Int
  ) {
    guard let handler = screen.handler, observerCount > 0, handler.observes.contains(name) else {
      return
    }
    if observerCount > 1 { observations.repeatedHandlerRuns += 1 }
    if !screenVisible { observations.hiddenScreenHandlerRuns += 1 }
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
      reports.append(
        Report(
          content: .handlerRan(
            HandlerRun(
              notification: name, registration: registration, screenVisible: screenVisible,
              offset: offset, keyboardVisible: appKeyboardVisible)), cause: cause))
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
}
