import ChoreoCore
import ChoreoMachine

extension World {
  /// Carries out one of the controller's effects at `now`; `id` is the effect's trace id.
  public mutating func perform(_ effect: Effect, at now: Ticks, id: Int) {
    needsCommit = true
    switch effect {
    case .present(let detent, let allowed):
      guard sheet.stage == .offscreen else {
        outbox.note(.effectIgnored("the sheet is already on screen"), cause: id)
        return
      }
      screen.prepareForPresentation(setup: setup)
      sheet.present(at: detent, allowed: allowed, now: now, id: id, setup: setup, outbox: &outbox)
    case .mountPrewarm: sheet.mountPrewarm(now: now, id: id, outbox: &outbox)
    case .becomeFirstResponder(let responder): becomeFirstResponder(responder, now: now, id: id)
    case .setFocus(let responder): setFocus(responder, now: now, id: id)
    case .retirePrewarm: retirePrewarm(now: now, id: id)
    case .collapseAccessories: screen.collapseAccessories()
    case .expandAccessories: screen.expandAccessories(layout: setup.layout)
    case .startTimer(let timer, let delay):
      timers.start(timer, after: delay, now: now, cause: id, outbox: &outbox)
    case .cancelTimer(let timer): timers.advance(timer)
    case .clearFocus: clearFocus(now: now, id: id)
    case .dismiss:
      guard sheet.stage != .offscreen && sheet.stage != .dismissing else {
        outbox.note(.effectIgnored("the sheet is not on screen"), cause: id)
        return
      }
      sheet.beginDismissal(now: now, cause: id, setup: setup, outbox: &outbox)
    case .surfaceFocusFailure: outbox.note(.focusFailureSurfaced, cause: id)
    }
  }

  /// `becomeFirstResponder()`: refused out of a window or at an alpha UIKit ignores
  /// (<doc:PlatformFacts#Prewarm-alpha>).
  private mutating func becomeFirstResponder(_ responder: Responder, now: Ticks, id: Int) {
    let inWindow =
      switch responder {
      case .prewarm: sheet.prewarmInWindow
      case .composer: sheet.composerMounted
      case .otherScreenField: !screen.isVisible
      }
    guard inWindow else {
      outbox.note(.firstResponderRefused(responder, .notInWindow), cause: id)
      return
    }
    if responder == .prewarm && options.prewarmAlpha <= platform.minimumResponderAlpha {
      outbox.note(
        .firstResponderRefused(responder, .transparent(alpha: options.prewarmAlpha)), cause: id)
      return
    }
    guard responders.firstResponder != responder else { return }
    moveFirstResponder(to: responder, now: now, cause: id)
    switch responder {
    case .prewarm: outbox.emit(.prewarmDidBecomeFirstResponder, at: now, cause: id)
    case .composer: outbox.emit(.focusDidLand, at: now, cause: id)
    case .otherScreenField: break
    }
  }

  /// SwiftUI focus: dropped without an error on an unmounted field; deferred until the
  /// presentation settles when no responder holds a keyboard session (`@FocusState` cannot start
  /// the keyboard during a presentation, a UIKit responder can); otherwise it lands within the
  /// platform's focus-landing window (<doc:PlatformFacts#Focus-in-a-presentation>).
  private mutating func setFocus(_ responder: Responder, now: Ticks, id: Int) {
    guard responder == .composer else {
      becomeFirstResponder(responder, now: now, id: id)
      return
    }
    guard sheet.composerMounted else {
      outbox.note(.focusRequestDropped(.composerNotMounted), cause: id)
      return
    }
    if options.focusTrigger == .defaultFocus, constants.inSheet,
      platform.osVersion?.ignoresDefaultFocusInSheets == true
    {
      outbox.note(.focusRequestDropped(.defaultFocusIgnored), cause: id)
      return
    }
    guard !responders.hasFocusRequest else { return }
    if sheet.stage == .presenting && responders.firstResponder == nil {
      responders.deferFocus(cause: id)
      outbox.note(.focusRequestDeferred, cause: id)
      return
    }
    responders.scheduleLanding(now: now, cause: id, platform: platform, outbox: &outbox)
  }

  /// Unmounts the prewarm; if it held first responder, nothing does until focus lands, and the
  /// end of the frame decides what the keyboard does.
  private mutating func retirePrewarm(now: Ticks, id: Int) {
    guard sheet.prewarmMounted else {
      outbox.note(.effectIgnored("no prewarm is mounted"), cause: id)
      return
    }
    sheet.unmountPrewarm()
    if responders.firstResponder == .prewarm {
      setFirstResponder(nil, cause: id)
      outbox.emit(.prewarmDidResignFirstResponder, at: now, cause: id)
    }
  }

  /// `focused = false`: any request on its way is forgotten and the composer resigns.
  private mutating func clearFocus(now: Ticks, id: Int) {
    responders.cancelFocusRequests()
    if responders.firstResponder == .composer {
      setFirstResponder(nil, cause: id)
      outbox.emit(.focusDidLeave, at: now, cause: id)
    }
  }
}
