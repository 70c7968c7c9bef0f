import ChoreoCore

extension World {
  /// A timer inside the platform fires at `now`; `cause` is the trace id of what scheduled it.
  ///
  /// The wake goes to the part it belongs to, and the world passes on what that part's change means
  /// for the others.
  public mutating func wake(_ wake: WorldWake, at now: Ticks, cause: Int?) {
    needsCommit = true
    switch wake {
    case .contentMount(let generation):
      sheet.finishMount(generation: generation, now: now, cause: cause, outbox: &outbox)
    case .focusLanding(let generation):
      guard responders.land(generation: generation) else { return }
      guard sheet.composerMounted else {
        outbox.note(.focusRequestDropped(.composerUnmounted), cause: cause)
        return
      }
      guard responders.firstResponder != .composer else { return }
      moveFirstResponder(to: .composer, now: now, cause: cause)
      outbox.emit(.focusDidLand, at: now, cause: cause)
    case .sheetSettled(let generation):
      sheetSettled(generation: generation, now: now, cause: cause)
    case .keyboardSettled(let generation):
      keyboard.finishAnimation(
        generation: generation, now: now, cause: cause, setup: setup, outbox: &outbox)
    case .keyboardStart(let generation):
      let responder = responders.firstResponder
      let inset = keyboard.finishStart(
        generation: generation, for: responder, traits: traits(of: responder), now: now,
        cause: cause, setup: setup, outbox: &outbox)
      if let inset { screen.ride(inset, now: now, setup: setup) }
    case .dragReleased(_, let commits):
      guard sheet.isLive(wake) else { return }
      releaseDrag(commits: commits, now: now, cause: cause)
    case .suggestionBar(let generation):
      let inset = keyboard.addSuggestionBar(
        generation: generation, now: now, cause: cause, setup: setup, outbox: &outbox)
      if let inset { screen.ride(inset, now: now, setup: setup) }
    case .screenDidAppear(let generation, let returning):
      screenDidAppear(generation: generation, returning: returning, now: now, cause: cause)
    case .keyboardStep(let serial, let index):
      let inset = keyboard.takeStep(
        index, serial: serial, now: now, cause: cause, setup: setup, outbox: &outbox)
      if let inset { screen.ride(inset, now: now, setup: setup) }
    case .keyboardStepEnded(let serial, let index):
      keyboard.endStep(index, serial: serial, now: now, cause: cause, setup: setup, outbox: &outbox)
    case .fingerPoint(let generation, let index):
      fingerReached(index, generation: generation, now: now, cause: cause)
    case .appTimer(let timer, _):
      guard timers.isLive(wake) else { return }
      outbox.emit(timer.firedEvent, at: now, cause: cause)
    }
  }

  private mutating func sheetSettled(generation: Int, now: Ticks, cause: Int?) {
    switch sheet.finishMotion(
      generation: generation, now: now, cause: cause, setup: setup, outbox: &outbox)
    {
    case .presented:
      // The sheet's content has finished appearing.
      if constants.inSheet { screen.didAppear(handler: setup.screen.handler) }
      if let deferred = responders.takeDeferredFocus() {
        responders.scheduleLanding(now: now, cause: deferred, platform: platform, outbox: &outbox)
      }
    case .dismissed:
      // The content left the window: the `.task` and its timers are cancelled, the accessories
      // are laid out afresh, and whoever held first responder resigns.
      responders.cancelFocusRequests()
      screen.expandAccessories(layout: setup.layout)
      timers.cancelAll()
      if let responder = responders.firstResponder {
        setFirstResponder(nil, cause: cause)
        resigned(responder, now: now, cause: cause)
      }
      outbox.emit(.sheetDidDismiss, at: now, cause: cause)
    case .resized, .nothing:
      break
    }
  }

  /// The finger lifts at the end of a dismiss drag: the sheet dismisses, taking first responder
  /// with it, or springs back with the keyboard.
  private mutating func releaseDrag(commits: Bool, now: Ticks, cause: Int?) {
    if commits {
      sheet.beginDismissal(now: now, cause: cause, setup: setup, outbox: &outbox)
      if let responder = responders.firstResponder {
        responders.cancelLanding()
        setFirstResponder(nil, cause: cause)
        resigned(responder, now: now, cause: cause)
      }
      return
    }
    sheet.cancelDrag(now: now, cause: cause, setup: setup, outbox: &outbox)
    keyboard.springBack(now: now, setup: setup)
    outbox.emit(.dragDismissCancelled, at: now, cause: cause)
  }
}
