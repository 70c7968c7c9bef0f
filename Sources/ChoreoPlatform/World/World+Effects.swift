import ChoreoCore
import ChoreoMachine

extension World {
  /// Carries out one of the controller's effects at `now`; `id` is the effect's trace id.
  public mutating func perform(_ effect: Effect, at now: Ticks, id: Int) {
    needsCommit = true
    switch effect {
    case .present(let detent, let allowed): present(at: detent, allowed: allowed, now: now, id: id)
    case .mountPrewarm: mountPrewarm(now: now, id: id)
    case .becomeFirstResponder(let responder): becomeFirstResponder(responder, now: now, id: id)
    case .setFocus(let responder): setFocus(responder, now: now, id: id)
    case .retirePrewarm: retirePrewarm(now: now, id: id)
    case .collapseAccessories: accessoryHeight = 0
    case .expandAccessories: accessoryHeight = layout.accessoryHeight
    case .startTimer(let timer, let delay):
      timerGenerations[timer] += 1
      schedule(
        .appTimer(timer, generation: timerGenerations[timer]), at: now + delay, cause: id)
    case .cancelTimer(let timer): timerGenerations[timer] += 1
    case .clearFocus:
      dismissalIntended = true
      clearFocus(id: id, now: now)
    case .dismiss:
      dismissalIntended = true
      dismiss(now: now, id: id)
    case .surfaceFocusFailure: note(.focusFailureSurfaced, cause: id)
    }
  }

  /// Starts the presentation: the sheet springs up from below the screen, its content (and the
  /// prewarm, when mounted) enters the window, the real field mounts after `contentMountDelay`.
  private mutating func present(at detent: Detent, allowed: DetentSet, now: Ticks, id: Int) {
    guard stage == .offscreen else {
      note(.effectIgnored("the sheet is already on screen"), cause: id)
      return
    }
    self.detent = detent
    self.allowed = allowed
    dismissalIntended = false
    let target = device.sheetTop(at: detent)
    sheetTop = .spring(from: device.height, to: target, velocity: 0, start: now, curve: sheetCurve)
    content = .fixed(.rest(device.height - target))
    inset = .rest(inset.target ?? device.safeAreaBottom)
    observerCount = screen.handler?.initialRegistrations ?? 0
    stage = .presenting
    sheetGeneration += 1
    contentGeneration += 1
    contentInWindow = true
    if let window = platform.contentMountWindow {
      schedule(
        .contentMount(generation: contentGeneration), nominal: now + platform.contentMountDelay,
        earliest: now + window.lowerBound, latest: now + window.upperBound, cause: id)
    } else {
      // The field is part of the first render: mounted before `onAppear` runs.
      composerMounted = true
      emit(.contentDidMount, at: now, cause: id)
    }
    emit(.contentDidAppear, at: now, cause: id)
    if prewarmMounted {
      prewarmInWindow = true
      emit(.prewarmDidMoveToWindow, at: now, cause: id)
    }
    schedule(
      .sheetSettled(generation: sheetGeneration), at: now + Ticks(sheetCurve.settleTicks), cause: id
    )
  }

  private mutating func mountPrewarm(now: Ticks, id: Int) {
    prewarmMounted = true
    if contentInWindow && !prewarmInWindow {
      prewarmInWindow = true
      emit(.prewarmDidMoveToWindow, at: now, cause: id)
    }
  }

  /// `becomeFirstResponder()`: refused out of a window or at an alpha UIKit ignores (§11).
  private mutating func becomeFirstResponder(_ responder: Responder, now: Ticks, id: Int) {
    let inWindow =
      switch responder {
      case .prewarm: prewarmInWindow
      case .composer: composerMounted
      case .otherScreenField: !screenVisible
      }
    guard inWindow else {
      note(.firstResponderRefused(responder, .notInWindow), cause: id)
      return
    }
    if responder == .prewarm && options.prewarmAlpha <= platform.minimumResponderAlpha {
      note(.firstResponderRefused(responder, .transparent(alpha: options.prewarmAlpha)), cause: id)
      return
    }
    guard firstResponder != responder else { return }
    let previous = firstResponder
    setFirstResponder(responder, cause: id)
    resigned(previous, now: now, cause: id)
    switch responder {
    case .prewarm: emit(.prewarmDidBecomeFirstResponder, at: now, cause: id)
    case .composer: emit(.focusDidLand, at: now, cause: id)
    case .otherScreenField: break
    }
  }

  /// SwiftUI focus: dropped without an error on an unmounted field; deferred until the
  /// presentation settles when no responder holds a keyboard session (`@FocusState` cannot start
  /// the keyboard during a presentation, a UIKit responder can); otherwise it lands
  /// `focusLandingFrames` frames later (seed 002, domain-facts §4, §11).
  private mutating func setFocus(_ responder: Responder, now: Ticks, id: Int) {
    guard responder == .composer else {
      becomeFirstResponder(responder, now: now, id: id)
      return
    }
    guard composerMounted else {
      note(.focusRequestDropped(.composerNotMounted), cause: id)
      return
    }
    guard firstResponder != .composer, !isLandingPending, deferredFocusCause == nil else { return }
    if stage == .presenting && firstResponder == nil {
      deferredFocusCause = id
      note(.focusRequestDeferred, cause: id)
      return
    }
    scheduleLanding(now: now, cause: id)
  }

  mutating func scheduleLanding(now: Ticks, cause: Int?) {
    focusGeneration += 1
    isLandingPending = true
    let window = platform.focusLandingWindow
    schedule(
      .focusLanding(generation: focusGeneration),
      nominal: vsync(framesAfter: platform.focusLandingFrames, time: now),
      earliest: vsync(framesAfter: window.lowerBound, time: now),
      latest: vsync(framesAfter: window.upperBound, time: now), cause: cause)
  }

  /// Unmounts the prewarm; if it held first responder, nothing does until focus lands, and the
  /// end of the frame decides what the keyboard does.
  private mutating func retirePrewarm(now: Ticks, id: Int) {
    guard prewarmMounted else {
      note(.effectIgnored("no prewarm is mounted"), cause: id)
      return
    }
    prewarmMounted = false
    prewarmInWindow = false
    if firstResponder == .prewarm {
      setFirstResponder(nil, cause: id)
      emit(.prewarmDidResignFirstResponder, at: now, cause: id)
    }
  }

  private mutating func clearFocus(id: Int, now: Ticks) {
    isLandingPending = false
    deferredFocusCause = nil
    if firstResponder == .composer {
      setFirstResponder(nil, cause: id)
      emit(.focusDidLeave, at: now, cause: id)
    }
  }

  /// Starts the dismissal: the sheet springs down from where it is.
  private mutating func dismiss(now: Ticks, id: Int) {
    guard stage != .offscreen && stage != .dismissing else {
      note(.effectIgnored("the sheet is not on screen"), cause: id)
      return
    }
    beginDismissal(now: now, cause: id)
  }

  mutating func beginDismissal(now: Ticks, cause: Int?) {
    stage = .dismissing
    sheetTop = sheetTop.retargeted(to: device.height, at: now, curve: sheetCurve)
    content = .fixed(.rest(contentHeight(at: now)))
    sheetGeneration += 1
    schedule(
      .sheetSettled(generation: sheetGeneration), at: now + Ticks(sheetCurve.settleTicks),
      cause: cause)
  }

  /// Tells the controller that `responder` lost first responder.
  mutating func resigned(_ responder: Responder?, now: Ticks, cause: Int?) {
    switch responder {
    case .prewarm: emit(.prewarmDidResignFirstResponder, at: now, cause: cause)
    case .composer: emit(.focusDidLeave, at: now, cause: cause)
    case .otherScreenField, nil: break
    }
  }
}
