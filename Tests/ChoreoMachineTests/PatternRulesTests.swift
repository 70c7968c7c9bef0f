import ChoreoTestSupport
import Choreography
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
    let (state, transitions) = replay([
      .presentTapped, .contentDidAppear, .prewarmDidMoveToWindow, .prewarmDidBecomeFirstResponder,
    ])
    #expect(transitions[2].effects == [.becomeFirstResponder(.prewarm)])
    #expect(state.prewarm == .firstResponder)
  }

  @Test("auto-open forces the large detent even when the selection holds medium")
  func forcesLarge() {
    var options = ControllerOptions.pattern
    options.initialDetentSelection = .medium
    let (state, transitions) = replay([.presentTapped], options: options)
    #expect(transitions[0].effects.contains(.present(.large, allowed: [.medium, .large])))
    #expect(state.sheet.detent == .large)
    #expect(state.sheet.selection == .large)
  }

  @Test("without forcing, the sheet opens at whatever the selection holds")
  func opensAtSelection() {
    let options = ControllerOptions(autoOpenDetent: .selection, initialDetentSelection: .medium)
    let (state, _) = replay([.presentTapped], options: options)
    #expect(state.sheet.detent == .medium)
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
    let (state, transitions) = replay(
      [
        .presentTapped, .contentDidAppear, .prewarmDidMoveToWindow,
        .prewarmDidBecomeFirstResponder, .focusDelayDidElapse,
      ], options: options)
    #expect(transitions[4].effects.contains(.retirePrewarm))
    #expect(transitions[4].effects.contains(.setFocus(.composer)))
    #expect(state.prewarm == .retired)
  }

  @Test("the handoff waits for the mount, not the clock, when gated on the content")
  func gatedOnMount() {
    let options = ControllerOptions(focusTrigger: .onContentMount)
    let (waiting, transitions) = replay([.presentTapped, .contentDidAppear], options: options)
    #expect(waiting.focus == .awaitingGate)
    #expect(!transitions.flatMap(\.effects).contains(.setFocus(.composer)))
    var state = waiting
    let transition = SheetController(options: options).reduce(&state, .contentDidMount)
    #expect(transition.effects.contains(.setFocus(.composer)))
  }

  @Test("a handoff that has not landed is retried up to the policy's count, then given up")
  func retries() {
    let options = ControllerOptions(
      retry: .upTo(2, every: Ticks(milliseconds: 100)), surfacesFocusFailure: true)
    let (state, transitions) = replay(
      [
        .presentTapped, .contentDidAppear, .focusDelayDidElapse, .retryIntervalDidElapse,
        .retryIntervalDidElapse, .retryIntervalDidElapse,
      ], options: options)
    let attempts = transitions.flatMap(\.effects).filter { $0 == .setFocus(.composer) }.count
    #expect(attempts == 3)
    #expect(state.focus == .failed)
    #expect(transitions[5].effects == [.surfaceFocusFailure])
  }

  @Test("accessories render collapsed from the first frame during auto-open and stay so")
  func frozenAccessories() {
    let (state, transitions) = replay([.presentTapped, .contentDidAppear, .focusDidLand])
    #expect(transitions[0].effects.contains(.collapseAccessories))
    #expect(!transitions[2].effects.contains(.collapseAccessories))
    #expect(state.accessories == .collapsed)
  }

  @Test("unfrozen accessories collapse only when focus lands")
  func unfrozenAccessories() {
    let options = ControllerOptions(accessories: .collapseWhenFocusLands)
    let (state, transitions) = replay([.presentTapped, .focusDidLand], options: options)
    #expect(!transitions[0].effects.contains(.collapseAccessories))
    #expect(transitions[1].effects.contains(.collapseAccessories))
    #expect(state.accessories == .collapsed)
  }

  @Test("close clears focus and dismisses in one transition")
  func closeClearsFocusAndDismisses() {
    let (state, transitions) = replay([
      .presentTapped, .contentDidAppear, .focusDidLand, .sheetDidSettle, .closeTapped,
    ])
    #expect(transitions[4].effects == [.clearFocus, .dismiss])
    #expect(state.sheet.presentation == .dismissing(via: .closeControl))
    #expect(state.focus == .idle)
  }

  @Test("close-then-unfocus dismisses first and clears focus only when the sheet is gone")
  func closeThenUnfocus() {
    let options = ControllerOptions(closeFocus: .clearFocusAfterDismissal)
    let (_, transitions) = replay(
      [
        .presentTapped, .contentDidAppear, .focusDidLand, .sheetDidSettle, .closeTapped,
        .sheetDidDismiss,
      ],
      options: options)
    #expect(transitions[4].effects == [.dismiss])
    #expect(transitions[5].effects == [.clearFocus])
  }

  @Test("a close before the handoff completes retires the prewarm in the same transaction")
  func closeRetiresPrewarm() {
    let (state, transitions) = replay([
      .presentTapped, .contentDidAppear, .prewarmDidMoveToWindow, .prewarmDidBecomeFirstResponder,
      .sheetDidSettle, .closeTapped,
    ])
    #expect(transitions[5].effects == [.retirePrewarm, .clearFocus, .dismiss])
    #expect(state.prewarm == .retired)
  }

  @Test("a drag-dismiss needs no effect: the sheet takes the keyboard along")
  func dragDismiss() {
    let (state, transitions) = replay([
      .presentTapped, .contentDidAppear, .focusDidLand, .sheetDidSettle, .dragDismissBegan,
    ])
    #expect(transitions[4].effects.isEmpty)
    #expect(!transitions[4].isRejected)
    #expect(state.sheet.presentation == .dismissing(via: .drag))
  }

  @Test("the detent selection is reset to large when the sheet disappears")
  func detentReset() {
    let options = ControllerOptions(autoOpenDetent: .selection)
    let events: [ControllerEvent] = [
      .presentTapped, .sheetDidSettle, .detentDidChange(.medium), .closeTapped, .sheetDidDismiss,
    ]
    #expect(replay(events, options: options).state.sheet.selection == .large)
    var keeping = options
    keeping.resetsDetentSelectionOnDisappear = false
    #expect(replay(events, options: keeping).state.sheet.selection == .medium)
  }

  @Test("a fresh view is pending again on the next open; a reused view without reset is not")
  func pendingFlag() {
    let events: [ControllerEvent] = [
      .presentTapped, .focusDidLand, .sheetDidSettle, .closeTapped, .sheetDidDismiss,
      .presentTapped,
    ]
    let fresh = replay(events)
    #expect(fresh.transitions[5].effects.contains(.mountPrewarm))
    let reused = replay(events, options: ControllerOptions(resetsPendingOnDisappear: false))
    #expect(reused.state.autoFocus == .cleared)
    #expect(!reused.transitions[5].effects.contains(.mountPrewarm))
    #expect(!reused.transitions[5].effects.contains(.collapseAccessories))
  }

  @Test("the keyboard region follows the notifications with their payloads")
  func keyboardNotifications() {
    let hide = ControllerEvent.representative(of: .keyboardWillHide)
    let (state, _) = replay([show, .keyboardDidShow(show.keyboardNotification!), hide])
    #expect(state.keyboard == .falling(hide.keyboardNotification!))
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
