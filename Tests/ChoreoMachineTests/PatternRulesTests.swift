import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoMachine

/// The unit-tested spec of the pattern: one test per rule
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
@Suite("The pattern's rules")
struct PatternRulesTests {
  let show = ControllerEvent.representative(of: .keyboardWillShow)

  @Test(
    "presenting mounts the prewarm, freezes accessories and presents at large, in one transition")
  func presentation() {
    let initial = ControllerState.initial(options: .pattern)
    var presenting = initial
    presenting.prewarm = .mounted
    presenting.accessories = .frozenCollapsed
    presenting.sheet.presentation = .presenting
    expectTransition(
      from: initial, on: .presentTapped, to: presenting,
      effects: [.mountPrewarm, .collapseAccessories, .present(.large, allowed: [.medium, .large])])
  }

  @Test("the prewarm asks for first responder as soon as it enters the window")
  func prewarmTakesKeyboard() {
    let before = state(after: [.presentTapped, .contentDidAppear])
    expectTransition(
      from: before, on: .prewarmDidMoveToWindow, to: before,
      effects: [.becomeFirstResponder(.prewarm)])
  }

  @Test("auto-open forces the large detent even when the selection holds medium")
  func forcesLarge() {
    var options = ControllerOptions.pattern
    options.initialDetentSelection = .medium
    let before = ControllerState.initial(options: options)
    var after = before
    after.prewarm = .mounted
    after.accessories = .frozenCollapsed
    after.sheet.presentation = .presenting
    after.sheet.detent = .large
    after.sheet.selection = .large
    expectTransition(
      from: before, on: .presentTapped, options: options, to: after,
      effects: [.mountPrewarm, .collapseAccessories, .present(.large, allowed: [.medium, .large])])
  }

  @Test("without forcing, the sheet opens at whatever the selection holds")
  func opensAtSelection() {
    let options = ControllerOptions(autoOpenDetent: .selection, initialDetentSelection: .medium)
    let before = ControllerState.initial(options: options)
    var after = before
    after.prewarm = .mounted
    after.accessories = .frozenCollapsed
    after.sheet.presentation = .presenting
    after.sheet.detent = .medium
    expectTransition(
      from: before, on: .presentTapped, options: options, to: after,
      effects: [
        .mountPrewarm, .collapseAccessories, .present(.medium, allowed: [.medium, .large]),
      ])
  }

  @Test("the prewarm is retired only when focus lands, never on the attempt")
  func retiredOnlyWhenFocusLands() {
    let (attempted, transitions) = replay([
      .presentTapped, .contentDidAppear, .prewarmDidMoveToWindow, .prewarmDidBecomeFirstResponder,
      .contentDidMount, .focusDelayDidElapse,
    ])
    #expect(!transitions.flatMap(\.effects).contains(.retirePrewarm))
    #expect(attempted.prewarm == .firstResponder)
    #expect(attempted.focus == .requested(attempt: 1))
    var landed = attempted
    landed.prewarm = .retired
    landed.focus = .landed
    landed.accessories = .collapsed
    landed.autoFocus = .cleared
    expectTransition(
      from: attempted, on: .focusDidLand, to: landed,
      effects: [.retirePrewarm, .cancelTimer(.retry)])
  }

  @Test("retiring on the attempt is the same machine with one option changed")
  func retiredOnAttempt() {
    let options = ControllerOptions(prewarmRetirement: .whenHandoffAttempted)
    let before = state(
      after: [
        .presentTapped, .contentDidAppear, .prewarmDidMoveToWindow,
        .prewarmDidBecomeFirstResponder,
      ], options: options)
    var after = before
    after.prewarm = .retired
    after.focus = .requested(attempt: 1)
    expectTransition(
      from: before, on: .focusDelayDidElapse, options: options, to: after,
      effects: [
        .retirePrewarm, .setFocus(.composer), .startTimer(.retry, after: Ticks(milliseconds: 100)),
      ])
  }

  @Test("the handoff waits for the mount, not the clock, when gated on the content")
  func gatedOnMount() {
    let options = ControllerOptions(focusTrigger: .onContentMount)
    let (waiting, transitions) = replay([.presentTapped, .contentDidAppear], options: options)
    #expect(waiting.focus == .awaitingGate)
    #expect(!transitions.flatMap(\.effects).contains(.setFocus(.composer)))
    var requested = waiting
    requested.composer = .mounted
    requested.focus = .requested(attempt: 1)
    expectTransition(
      from: waiting, on: .contentDidMount, options: options, to: requested,
      effects: [.setFocus(.composer), .startTimer(.retry, after: Ticks(milliseconds: 100))])
  }

  @Test("a handoff that has not landed is retried up to the policy's count, then given up")
  func retries() {
    let options = ControllerOptions(
      retry: .upTo(2, every: Ticks(milliseconds: 100)), surfacesFocusFailure: true)
    let (lastTry, transitions) = replay(
      [
        .presentTapped, .contentDidAppear, .focusDelayDidElapse, .retryIntervalDidElapse,
        .retryIntervalDidElapse,
      ], options: options)
    let attempts = transitions.flatMap(\.effects).filter { $0 == .setFocus(.composer) }.count
    #expect(attempts == 3)
    var failed = lastTry
    failed.focus = .failed
    expectTransition(
      from: lastTry, on: .retryIntervalDidElapse, options: options, to: failed,
      effects: [.surfaceFocusFailure])
  }

  @Test("accessories render collapsed from the first frame during auto-open and stay so")
  func frozenAccessories() {
    let before = state(after: [.presentTapped, .contentDidAppear])
    #expect(before.accessories == .frozenCollapsed)
    var after = before
    after.accessories = .collapsed
    after.focus = .landed
    after.autoFocus = .cleared
    after.prewarm = .retired
    // No handoff was requested, so no retry timer is running to cancel.
    expectTransition(from: before, on: .focusDidLand, to: after, effects: [.retirePrewarm])
  }

  @Test("unfrozen accessories collapse only when focus lands")
  func unfrozenAccessories() {
    let options = ControllerOptions(accessories: .collapseWhenFocusLands)
    let before = state(after: [.presentTapped], options: options)
    #expect(before.accessories == .expanded)
    var after = before
    after.accessories = .collapsed
    after.focus = .landed
    after.autoFocus = .cleared
    after.prewarm = .retired
    expectTransition(
      from: before, on: .focusDidLand, options: options, to: after,
      effects: [.retirePrewarm, .collapseAccessories])
  }

  @Test("close clears focus and dismisses in one transition")
  func closeClearsFocusAndDismisses() {
    let before = state(after: [
      .presentTapped, .contentDidAppear, .focusDidLand, .sheetDidSettle,
    ])
    var after = before
    after.sheet.presentation = .dismissing(via: .closeControl)
    after.focus = .idle
    expectTransition(from: before, on: .closeTapped, to: after, effects: [.clearFocus, .dismiss])
  }

  @Test("close-then-unfocus dismisses first and clears focus only when the sheet is gone")
  func closeThenUnfocus() {
    let options = ControllerOptions(closeFocus: .clearFocusAfterDismissal)
    let settled = state(
      after: [.presentTapped, .contentDidAppear, .focusDidLand, .sheetDidSettle],
      options: options)
    var closing = settled
    closing.sheet.presentation = .dismissing(via: .closeControl)
    expectTransition(
      from: settled, on: .closeTapped, options: options, to: closing, effects: [.dismiss])
    var gone = closing
    gone.sheet.presentation = .dismissed
    gone.focus = .idle
    gone.prewarm = .notMounted
    gone.accessories = .expanded
    gone.autoFocus = .pending
    expectTransition(
      from: closing, on: .sheetDidDismiss, options: options, to: gone, effects: [.clearFocus])
  }

  @Test("a close before the handoff completes retires the prewarm in the same transaction")
  func closeRetiresPrewarm() {
    let before = state(after: [
      .presentTapped, .contentDidAppear, .prewarmDidMoveToWindow, .prewarmDidBecomeFirstResponder,
      .sheetDidSettle,
    ])
    var after = before
    after.prewarm = .retired
    after.focus = .idle
    after.sheet.presentation = .dismissing(via: .closeControl)
    expectTransition(
      from: before, on: .closeTapped, to: after, effects: [.retirePrewarm, .clearFocus, .dismiss])
  }

  @Test("a drag-dismiss needs no effect: the sheet takes the keyboard along")
  func dragDismiss() {
    let before = state(after: [
      .presentTapped, .contentDidAppear, .focusDidLand, .sheetDidSettle,
    ])
    var after = before
    after.sheet.presentation = .dismissing(via: .drag)
    expectTransition(from: before, on: .dragDismissBegan, to: after, effects: [])
  }

  @Test("the detent selection is reset to large when the sheet disappears")
  func detentReset() {
    let options = ControllerOptions(autoOpenDetent: .selection)
    let closing = state(
      after: [.presentTapped, .sheetDidSettle, .detentDidChange(.medium), .closeTapped],
      options: options)
    #expect(closing.sheet.selection == .medium)
    // Gone, the view is ready for the next open: prewarm unmounted, accessories expanded.
    var gone = closing
    gone.sheet.presentation = .dismissed
    gone.sheet.selection = .large
    gone.prewarm = .notMounted
    gone.accessories = .expanded
    expectTransition(
      from: closing, on: .sheetDidDismiss, options: options, to: gone, effects: [])
    var keeping = options
    keeping.resetsDetentSelectionOnDisappear = false
    gone.sheet.selection = .medium
    expectTransition(
      from: closing, on: .sheetDidDismiss, options: keeping, to: gone, effects: [])
  }

  @Test("a fresh view is pending again on the next open; a reused view without reset is not")
  func pendingFlag() {
    let events: [ControllerEvent] = [
      .presentTapped, .focusDidLand, .sheetDidSettle, .closeTapped, .sheetDidDismiss,
    ]
    let fresh = state(after: events)
    var opening = fresh
    opening.prewarm = .mounted
    opening.accessories = .frozenCollapsed
    opening.sheet.presentation = .presenting
    expectTransition(
      from: fresh, on: .presentTapped, to: opening,
      effects: [.mountPrewarm, .collapseAccessories, .present(.large, allowed: [.medium, .large])])
    let options = ControllerOptions(resetsPendingOnDisappear: false)
    let reused = state(after: events, options: options)
    #expect(reused.autoFocus == .cleared)
    var reopening = reused
    reopening.sheet.presentation = .presenting
    expectTransition(
      from: reused, on: .presentTapped, options: options, to: reopening,
      effects: [.present(.large, allowed: [.medium, .large])])
  }

  @Test("the keyboard region follows the notifications with their payloads")
  func keyboardNotifications() {
    let hide = ControllerEvent.representative(of: .keyboardWillHide)
    let shown = state(after: [show, .keyboardDidShow(show.keyboardNotification!)])
    var falling = shown
    falling.keyboard = .falling(hide.keyboardNotification!)
    expectTransition(from: shown, on: hide, to: falling, effects: [])
  }

  @Test("an event a state does not accept is rejected with a reason and changes nothing")
  func rejection() {
    let controller = SheetController(options: .pattern)
    var state = ControllerState.initial(options: .pattern)
    let before = state
    let transition = controller.reduce(&state, .closeTapped)
    #expect(transition == .rejected(Rejection(event: .closeTapped, state: before)))
    guard case .rejected(let rejection) = transition else { return }
    #expect(
      rejection.reason == "no transition: prewarm is notMounted, focus is idle, sheet is dismissed")
    #expect(state == before)
    #expect(transition.effects.isEmpty)
  }
}
