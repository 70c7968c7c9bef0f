import ChoreoCore

extension World {
  /// The app's screen around the text input: whether it is on display, its keyboard observers
  /// and what they last did, and the insets that lift its layout (SwiftUI's keyboard avoidance
  /// and the app's own constraint constant), with the focus-collapsing accessory strip.
  public struct AppScreen: Sendable {
    /// Whether the screen is on display (not covered by a pushed screen).
    public private(set) var isVisible = true
    /// The app's keyboard observers currently registered.
    public private(set) var observerCount = 0
    /// The app's own `isKeyboardVisible`.
    public private(set) var appKeyboardVisible = false
    /// The app's constraint constant, as its handler animates it.
    private(set) var appOffset: Motion = .rest(0)
    /// What a handler that keeps the first measurement measured from the first notification
    /// since the last hide; `nil` after a hide.
    private(set) var firstMeasured: Double?
    /// SwiftUI's keyboard avoidance inset (the keyboard safe area), never below the safe area;
    /// for a layout that reserves a height, that reserved inset.
    private(set) var inset: Motion { didSet { awaitEnd(of: inset) } }
    /// The accessory strip's height above the bar.
    public private(set) var accessoryHeight: Double
    /// The earliest end of a motion assigned since the last ``settle(at:)``.
    private(set) var nextSettle = Ticks(.max)

    init(setup: WorldConfiguration) {
      inset = .rest(setup.constants.insetFloor)
      accessoryHeight = setup.layout.accessoryHeight
      if !setup.screen.container.isSheet {
        observerCount = setup.screen.handler?.initialRegistrations ?? 0
      }
    }

    private mutating func awaitEnd(of motion: Motion) {
      if let end = motion.end, end < nextSettle { nextSettle = end }
    }

    /// Whether neither inset moves.
    var isAtRest: Bool { inset.isRest && appOffset.isRest }

    /// SwiftUI's avoidance inset at `time`.
    func systemInset(at time: Ticks) -> Double { inset.value(at: time) }

    /// The app's constraint constant at `time`.
    func appOffset(at time: Ticks) -> Double {
      if case .rest(let offset) = appOffset { return offset }
      return appOffset.value(at: time)
    }

    /// Replaces an avoidance inset that has come to rest by `now` with a rest.
    mutating func settle(at now: Ticks) {
      nextSettle = Ticks(.max)
      inset.settle(at: now)
    }

    /// The sheet presents with the screen in it: the avoidance inset stands where it is headed,
    /// and the observers registered when the view loads are added.
    mutating func prepareForPresentation(setup: WorldConfiguration) {
      inset = .rest(inset.target ?? setup.constants.viewSafeAreaBottom)
      observerCount = setup.screen.handler?.initialRegistrations ?? 0
    }

    /// SwiftUI's avoidance rides on a keyboard animation, when the screen uses it.
    mutating func ride(_ move: Keyboard.InsetMove, now: Ticks, setup: WorldConfiguration) {
      guard setup.constants.usesSystemAvoidance else { return }
      switch move {
      case .spring(let target):
        inset = inset.retargeted(to: target, at: now, curve: setup.keyboardCurve)
      case .eased(let target, let duration, let curve):
        inset = inset.eased(to: target, at: now, duration: duration, curve: curve)
      }
    }

    /// SwiftUI's avoidance follows a finger dragging the keyboard: the inset is the keyboard's
    /// overlap for a top at `virtualTop`, between the safe area and the keyboard at `rest`.
    mutating func follow(
      virtualTop: Double, velocity: Double, rest: Double, now: Ticks, setup: WorldConfiguration
    ) {
      let c = setup.constants
      guard c.usesSystemAvoidance else { return }
      inset = .clamped(
        from: c.viewBottom - virtualTop, velocity: -velocity, start: now,
        lower: c.viewSafeAreaBottom, upper: c.viewBottom - rest)
    }

    /// The inset stops where a lifted finger left it.
    mutating func stopInset(at now: Ticks) {
      inset = inset.stopped(at: now)
    }

    /// A layout that reserves a height keeps it while the composer is focused, and the safe
    /// area otherwise.
    mutating func reserve(forComposerFocused focused: Bool, setup: WorldConfiguration) {
      guard setup.constants.avoidance == .reservesFixedHeight else { return }
      let reserved = focused ? setup.constants.reservedInset : setup.constants.viewSafeAreaBottom
      if inset.target != reserved { inset = .rest(reserved) }
    }

    /// Collapses the focus-collapsing accessories.
    mutating func collapseAccessories() { accessoryHeight = 0 }

    /// Expands them again to the layout's height.
    mutating func expandAccessories(layout: SheetLayout) {
      accessoryHeight = layout.accessoryHeight
    }

    /// Advanced whenever the screen starts to appear or disappear, so a `viewDidAppear` for an
    /// appearance that was interrupted does nothing.
    private(set) var appearGeneration = 0

    /// The screen has finished appearing: observers registered in `viewDidAppear` are added.
    mutating func didAppear(handler: KeyboardHandler?) {
      observerCount += handler?.registrationsOnDidAppear ?? 0
    }

    /// Starts an appearance, whose `viewDidAppear` carries the returned generation.
    mutating func beginAppearance() -> Int {
      appearGeneration += 1
      return appearGeneration
    }

    /// Another screen is pushed over this one (`viewWillDisappear`): observers scoped to the
    /// screen are removed, and the visibility flag is reset if the app does so.
    mutating func disappear(handler: KeyboardHandler?) {
      appearGeneration += 1
      isVisible = false
      guard let handler else { return }
      if handler.removal == .viewWillDisappear { observerCount = 0 }
      if handler.resetsVisibilityOnDisappear { appKeyboardVisible = false }
    }

    /// The screen is back on display (`viewWillAppear`): observers registered there are added
    /// again.
    mutating func reappear(handler: KeyboardHandler?) {
      isVisible = true
      if let handler, handler.registeredIn.contains(.viewWillAppear) { observerCount += 1 }
    }

    /// `NotificationCenter` delivers a keyboard notification to every registered observer of the
    /// screen, in registration order; each run is reported as a child of the notification.
    ///
    /// - Returns: whether any observer ran.
    mutating func notifyObservers(
      _ name: KeyboardNotificationName, _ note: KeyboardNotification, at now: Ticks, cause: Int,
      fieldFocused: Bool, setup: WorldConfiguration, outbox: inout Outbox
    ) -> Bool {
      let screen = setup.screen
      guard let handler = screen.handler, observerCount > 0, handler.observes.contains(name) else {
        return false
      }
      for registration in 1...observerCount {
        appKeyboardVisible = name.meansVisible
        var offset: Double?
        if screen.avoidance.usesHandler {
          let target = constant(
            after: name, note: note, handler: handler,
            current: appOffset.target ?? appOffset.value(at: now), setup: setup)
          var animation =
            setup.platform.reducedMotion
            ? (handler.reducedMotionAnimation ?? handler.animation) : handler.animation
          // Gated on focus: what arrives after focus has left is laid out without animation.
          if handler.forwardsOnlyWhileFocused, !fieldFocused { animation = .none }
          appOffset = animate(
            appOffset, to: target, with: animation, note: note, now: now, setup: setup)
          offset = target
        }
        outbox.report(
          HandlerRun(
            notification: name, registration: registration, screenVisible: isVisible,
            offset: offset, keyboardVisible: appKeyboardVisible), cause: cause)
      }
      return true
    }

    /// The constraint constant the handler sets after notification `name`: what it measured,
    /// combined with what it held the way its ``KeyboardHandler/application`` says.
    private mutating func constant(
      after name: KeyboardNotificationName, note: KeyboardNotification, handler: KeyboardHandler,
      current: Double, setup: WorldConfiguration
    ) -> Double {
      let c = setup.constants
      // The view as it stands once the keyboard has moved (a form sheet moves with the keys).
      var view = c.context.frame
      view.y += c.viewBottom(forKeyboardTop: note.endFrame.y) - c.viewBottom
      func measure(_ frame: Rect) -> Double {
        handler.amount(
          frame: frame, begin: note.beginFrame, view: view, safeArea: c.viewSafeAreaBottom,
          screen: c.screenFrame)
      }
      let amount = measure(note.endFrame)
      let visible = name.meansVisible
      switch handler.application {
      case .absolute:
        return visible ? amount : 0
      case .increments:
        return current + (visible ? amount : -amount)
      case .keepFirst:
        let kept = visible ? firstMeasured ?? amount : nil
        firstMeasured = kept
        return kept ?? 0
      case .addDifference:
        // The payload's own delta: what the end frame measures less what the begin frame does.
        return current + amount - measure(note.beginFrame)
      }
    }

    /// `motion` animated toward `target` the way `animation` says, inside a handler for `note`.
    private func animate(
      _ motion: Motion, to target: Double, with animation: KeyboardHandler.Animation,
      note: KeyboardNotification, now: Ticks, setup: WorldConfiguration
    ) -> Motion {
      switch animation {
      case .none:
        return .rest(target)
      case .payload:
        // A duration of 0 (an instant step of the stream) is no animation at all. Otherwise
        // UIViewAnimationCurve 0...3; any other value (7) is the keyboard's spring, and UIKit
        // ignores the duration (<doc:PlatformFacts#Keyboard-curve>).
        guard note.duration > 0 else { return .rest(target) }
        let curves: [CubicBezier] = [.easeInOut, .easeIn, .easeOut, .linear]
        guard curves.indices.contains(note.curve) else {
          return motion.retargeted(to: target, at: now, curve: setup.keyboardCurve)
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
}
