import ChoreoCore
import ChoreoMachine

extension World {
  /// A timer inside the platform fires at `now`; `cause` is the trace id of what scheduled it.
  public mutating func wake(_ wake: WorldWake, at now: Ticks, cause: Int?) {
    needsCommit = true
    switch wake {
    case .contentMount(let generation):
      guard generation == contentGeneration, contentInWindow else { return }
      composerMounted = true
      emit(.contentDidMount, at: now, cause: cause)
    case .focusLanding(let generation):
      guard generation == focusGeneration, isLandingPending else { return }
      isLandingPending = false
      guard composerMounted else {
        note(.focusRequestDropped(.composerUnmounted), cause: cause)
        return
      }
      guard firstResponder != .composer else { return }
      let previous = firstResponder
      setFirstResponder(.composer, cause: cause)
      resigned(previous, now: now, cause: cause)
      emit(.focusDidLand, at: now, cause: cause)
    case .sheetSettled(let generation):
      guard generation == sheetGeneration else { return }
      sheetDidSettle(now: now, cause: cause)
    case .keyboardSettled(let generation):
      guard generation == keyboardGeneration else { return }
      keyboardDidSettle(now: now, cause: cause)
    case .keyboardStart(let generation):
      guard generation == keyboardGeneration, keyboardPresence == .starting else { return }
      startKeyboardShow(now: now, cause: cause)
    case .dragReleased(let generation, let commits):
      guard generation == sheetGeneration, stage == .dragging else { return }
      releaseDrag(commits: commits, now: now, cause: cause)
    case .suggestionBar(let generation):
      guard generation == keyboardGeneration, !suggestionBarShown,
        keyboardPresence == .showing || keyboardPresence == .shown
      else { return }
      suggestionBarShown = true
      let wasShowing = keyboardPresence == .showing && keyboardAnimation == .show
      let target = device.keyboardTop(height: keyboardHeight(for: keyboardTraits))
      moveKeyboard(
        to: target, animation: .changeFrame, presence: .showing, now: now, cause: cause)
      // A bar that arrives during the show joins it: `didShow` still ends the animation.
      if wasShowing { keyboardAnimation = .show }
    case .fingerPoint(let generation, let index):
      guard generation == dragGeneration else { return }
      fingerReached(index, now: now, cause: cause)
    case .appTimer(let timer, let generation):
      guard generation == timerGenerations[timer] else { return }
      emit(timer.firedEvent, at: now, cause: cause)
    }
  }

  private mutating func sheetDidSettle(now: Ticks, cause: Int?) {
    switch stage {
    case .presenting:
      stage = .resting
      emit(.sheetDidSettle, at: now, cause: cause)
      if let deferred = deferredFocusCause {
        deferredFocusCause = nil
        scheduleLanding(now: now, cause: deferred)
      }
    case .resizingBySystem:
      // The hosted content kept its old height while the sheet grew; it is laid out again now,
      // with the same spring. This is the "ride up and settle back" of a shoved medium sheet
      // (domain-facts §11 quoting forum thread 743274; §3.4).
      stage = .resting
      if case .fixed(let motion) = content {
        let target = device.height - (sheetTop.target ?? sheetTop.value(at: now))
        content = .fixed(motion.retargeted(to: target, at: now, curve: sheetCurve))
      }
    case .resizingByUser:
      stage = .resting
      content = .fixed(.rest(contentHeight(at: now)))
    case .dismissing:
      finishDismissal(now: now, cause: cause)
    case .offscreen, .resting, .dragging:
      break
    }
  }

  /// The content leaves the window: the real field and the prewarm unmount, the `.task` and its
  /// timers are cancelled, and whoever held first responder resigns.
  private mutating func finishDismissal(now: Ticks, cause: Int?) {
    if keyboardPresence == .showing || keyboardPresence == .shown {
      observations.keyboardsLeftBehind += 1
    }
    stage = .offscreen
    sheetTop = .rest(device.height)
    contentInWindow = false
    composerMounted = false
    prewarmMounted = false
    prewarmInWindow = false
    isLandingPending = false
    deferredFocusCause = nil
    accessoryHeight = layout.accessoryHeight
    timerGenerations.advanceAll()
    if let responder = firstResponder {
      setFirstResponder(nil, cause: cause)
      resigned(responder, now: now, cause: cause)
    }
    emit(.sheetDidDismiss, at: now, cause: cause)
  }

  private mutating func releaseDrag(commits: Bool, now: Ticks, cause: Int?) {
    if commits {
      beginDismissal(now: now, cause: cause)
      if let responder = firstResponder {
        isLandingPending = false
        setFirstResponder(nil, cause: cause)
        resigned(responder, now: now, cause: cause)
      }
      return
    }
    stage = .resizingByUser
    content = .fixed(.rest(contentHeight(at: now)))
    sheetTop = sheetTop.retargeted(to: device.sheetTop(at: detent), at: now, curve: sheetCurve)
    sheetGeneration += 1
    schedule(
      .sheetSettled(generation: sheetGeneration), at: now + Ticks(sheetCurve.settleTicks),
      cause: cause)
    if keyboardPresence == .showing || keyboardPresence == .shown {
      let target = device.keyboardTop(height: keyboardHeight(for: keyboardTraits))
      keyboardTop = keyboardTop.retargeted(to: target, at: now, curve: keyboardCurve)
    }
    emit(.dragDismissCancelled, at: now, cause: cause)
  }

  private mutating func keyboardDidSettle(now: Ticks, cause: Int?) {
    let docked = keyboardFrame(top: keyboardTop.target ?? keyboardTop.value(at: now))
    let frame = keyboardPresence == .hiding ? docked : floatingFrame ?? docked
    if keyboardPresence == .hiding {
      undockedBand = nil
      floatingFrame = nil
    }
    let note = KeyboardNotification(
      beginFrame: frame, endFrame: frame, duration: platform.keyboardReportedDuration,
      curve: platform.keyboardCurve)
    switch (keyboardPresence, keyboardAnimation) {
    case (.showing, .show):
      keyboardPresence = .shown
      emit(.keyboardDidShow(note), at: now, cause: cause)
    case (.showing, .changeFrame):
      keyboardPresence = .shown
      emit(.keyboardDidChangeFrame(note), at: now, cause: cause)
    case (.hiding, _):
      keyboardPresence = .hidden
      emit(.keyboardDidHide(note), at: now, cause: cause)
    default:
      break
    }
  }

  /// The end of a frame (the transaction commits): the keyboard follows first responder, and a
  /// sheet resting below its largest detent grows when the keyboard has shown.
  ///
  /// Most frames only settle motions, so that part is inline and the commit a call away.
  @inline(__always)
  public mutating func commitFrame(at now: Ticks) {
    settleFinishedMotions(at: now)
    guard needsCommit else { return }
    commitChanges(at: now)
  }

  /// What a frame commits when something changed since the last one.
  @inline(never)
  private mutating func commitChanges(at now: Ticks) {
    needsCommit = false
    let wantsKeyboard = firstResponder != nil && !platform.hardwareKeyboard
    switch keyboardPresence {
    case .hidden, .hiding:
      if wantsKeyboard { requestKeyboardShow(now: now) }
    case .starting:
      if !wantsKeyboard {
        keyboardPresence = .hidden
        keyboardGeneration += 1
      }
    case .showing, .shown:
      if !wantsKeyboard {
        startKeyboardHide(now: now)
      } else if let responder = firstResponder, traits(of: responder) != keyboardTraits {
        changeKeyboardTraits(to: traits(of: responder), now: now)
      }
    }
    if constants.avoidance == .reservesFixedHeight {
      let reserved =
        firstResponder == .composer
        ? constants.reservedInset : device.safeAreaBottom
      if inset.target != reserved { inset = .rest(reserved) }
    }
    if platform.growsSheetForKeyboard, constants.inSheet, stage == .resting,
      keyboardPresence == .shown,
      firstResponder != nil, let largest = allowed.largest, detent < largest
    {
      growSheet(to: largest, now: now)
    }
  }

  /// Replaces motions whose springs have fully settled with rests, so quiet frames cost nothing.
  /// Until the earliest of their ends, there is nothing to look at.
  @inline(__always)
  private mutating func settleFinishedMotions(at now: Ticks) {
    guard now >= nextSettle else { return }
    settleMotions(at: now)
  }

  /// Settles every motion that has ended by `now`; those still moving set the next deadline
  /// again as they are stored back.
  @inline(never)
  private mutating func settleMotions(at now: Ticks) {
    resetSettleDeadline()
    sheetTop.settle(at: now)
    keyboardTop.settle(at: now)
    inset.settle(at: now)
    if case .fixed(var motion) = content {
      motion.settle(at: now)
      content = .fixed(motion)
    }
  }

  private mutating func requestKeyboardShow(now: Ticks) {
    if keyboardPresence == .hidden && platform.keyboardStartLatency > .zero {
      keyboardPresence = .starting
      keyboardGeneration += 1
      schedule(
        .keyboardStart(generation: keyboardGeneration), at: now + platform.keyboardStartLatency,
        cause: responderCause)
      return
    }
    startKeyboardShow(now: now, cause: responderCause)
  }

  /// The keyboard starts to rise; SwiftUI's avoidance animates the content's bottom inset inside
  /// the notification's animation, so it moves with the keyboard's own spring (seed 004).
  private mutating func startKeyboardShow(now: Ticks, cause: Int?) {
    if let responder = firstResponder { keyboardTraits = traits(of: responder) }
    keyboardOwner = firstResponder
    suggestionBarShown = platform.suggestionBarDelay == nil
    let target = device.keyboardTop(height: keyboardHeight(for: keyboardTraits))
    moveKeyboard(to: target, animation: .show, presence: .showing, now: now, cause: cause)
    keyboardShownCause = cause
    if let delay = platform.suggestionBarDelay {
      schedule(.suggestionBar(generation: keyboardGeneration), at: now + delay, cause: cause)
    }
  }

  private mutating func startKeyboardHide(now: Ticks) {
    if !dismissalIntended { observations.unintendedHides += 1 }
    moveKeyboard(
      to: device.height, animation: .hide, presence: .hiding, now: now, cause: responderCause)
  }

  /// The keyboard's layout changes under the person's fingers at a handoff between responders
  /// with different traits (domain-facts §4.1, §11).
  private mutating func changeKeyboardTraits(to traits: KeyboardTraits, now: Ticks) {
    let handoff = keyboardOwner != firstResponder
    note(
      .keyboardTraitsChanged(from: keyboardTraits, to: traits, atHandoff: handoff),
      cause: responderCause)
    keyboardTraits = traits
    keyboardOwner = firstResponder
    let target = device.keyboardTop(height: keyboardHeight(for: traits))
    guard keyboardTop.target != target else { return }
    moveKeyboard(
      to: target, animation: .changeFrame, presence: .showing, now: now, cause: responderCause)
  }

  /// Moves the docked keyboard to `target` with its spring, the system's avoidance riding along.
  private mutating func moveKeyboard(
    to target: Double, animation: KeyboardAnimation, presence: KeyboardPresence, now: Ticks,
    cause: Int?
  ) {
    if undockedBand != nil, animation == .hide {
      undockedBand = .rest(device.height)
    }
    let insetTarget =
      animation == .hide || undockedBand != nil
      ? device.safeAreaBottom : bottomInset(forKeyboardTop: target)
    animateKeyboard(
      keyboardTop.retargeted(to: target, at: now, curve: keyboardCurve),
      inset: inset.retargeted(to: insetTarget, at: now, curve: keyboardCurve),
      endFrame: keyboardFrame(top: target), animation: animation, presence: presence,
      settlesAfter: Ticks(keyboardCurve.settleTicks), now: now, cause: cause)
  }

  /// Starts a keyboard animation: the keyboard's top follows `motion`, the system's avoidance
  /// inset follows `inset` when the screen uses it, the animation completes (and its `did`
  /// notification posts) after `settlesAfter`, and the `will` notification for `animation` posts
  /// now with `endFrame`. Every way the keyboard moves on its own goes through here.
  mutating func animateKeyboard(
    _ motion: Motion, inset insetMotion: Motion, endFrame: Rect, animation: KeyboardAnimation,
    presence: KeyboardPresence, settlesAfter: Ticks, now: Ticks, cause: Int?
  ) {
    let begin = keyboardFrame(top: keyboardTop.value(at: now))
    keyboardTop = motion
    keyboardPresence = presence
    keyboardAnimation = animation
    keyboardGeneration += 1
    schedule(.keyboardSettled(generation: keyboardGeneration), at: now + settlesAfter, cause: cause)
    if constants.usesSystemAvoidance { inset = insetMotion }
    let note = KeyboardNotification(
      beginFrame: begin, endFrame: endFrame, duration: platform.keyboardReportedDuration,
      curve: platform.keyboardCurve)
    let event: ControllerEvent =
      switch animation {
      case .show: .keyboardWillShow(note)
      case .hide: .keyboardWillHide(note)
      case .changeFrame: .keyboardWillChangeFrame(note)
      }
    emit(event, at: now, cause: cause)
  }

  /// The system grows a sheet resting below its largest detent once the keyboard has shown
  /// (domain-facts §3.4). The content keeps its laid-out height until the sheet settles.
  private mutating func growSheet(to largest: Detent, now: Ticks) {
    observations.systemDetentChanges += 1
    stage = .resizingBySystem
    detent = largest
    sheetTop = sheetTop.retargeted(to: device.sheetTop(at: largest), at: now, curve: sheetCurve)
    sheetGeneration += 1
    schedule(
      .sheetSettled(generation: sheetGeneration), at: now + Ticks(sheetCurve.settleTicks),
      cause: keyboardShownCause)
    emit(.detentDidChange(largest), at: now, cause: keyboardShownCause)
  }
}
