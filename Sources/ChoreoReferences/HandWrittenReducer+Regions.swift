import ChoreoCore
import ChoreoMachine

/// One `switch` per region: each region's table, row by row, as a hand-tuned controller would
/// write it.
extension HandWrittenReducer {
  func prewarm(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step, _ effects: inout PendingEffects
  ) {
    let slot = Self.prewarmSlot
    let holding = before.prewarm == .mounted || before.prewarm == .firstResponder
    switch event {
    case .presentTapped:
      if before.prewarm == .notMounted, before.autoFocus == .pending, options.usesPrewarm {
        state.prewarm = .mounted
        effects.mountPrewarm = true
        step.fire(0, inRegionAt: slot)
      }
    case .prewarmDidMoveToWindow:
      if before.prewarm == .mounted {
        effects.becomePrewarmFirstResponder = true
        step.fire(1, inRegionAt: slot)
      }
    case .prewarmDidBecomeFirstResponder:
      if before.prewarm == .mounted {
        state.prewarm = .firstResponder
        step.fire(2, inRegionAt: slot)
      }
    case .prewarmDidResignFirstResponder:
      if before.prewarm == .firstResponder {
        state.prewarm = .mounted
        step.fire(3, inRegionAt: slot)
      } else if before.prewarm == .retired {
        step.fire(4, inRegionAt: slot)
      }
    case .focusDidLand:
      if holding, retiresOnLanding {
        state.prewarm = .retired
        effects.retirePrewarm = true
        step.fire(5, inRegionAt: slot)
      } else if before.prewarm == .firstResponder, !retiresOnLanding {
        state.prewarm = .mounted
        step.fire(6, inRegionAt: slot)
      }
    case .contentDidAppear, .focusDelayDidElapse, .contentDidMount:
      if holding, retiresOnAttempt, attemptsHandoff(before, event) {
        state.prewarm = .retired
        effects.retirePrewarm = true
        let rule =
          switch event {
          case .contentDidAppear: 7
          case .focusDelayDidElapse: 8
          default: 9
          }
        step.fire(rule, inRegionAt: slot)
      }
    case .closeTapped:
      if holding, clearsFocusOnClose {
        state.prewarm = .retired
        effects.retirePrewarm = true
        step.fire(10, inRegionAt: slot)
      }
    case .sheetDidDismiss:
      if before.prewarm != .notMounted {
        state.prewarm = .notMounted
        step.fire(11, inRegionAt: slot)
      }
    default: break
    }
  }

  func accessories(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step, _ effects: inout PendingEffects
  ) {
    let slot = Self.accessoriesSlot
    switch (event, before.accessories) {
    case (.presentTapped, .expanded):
      if before.autoFocus == .pending, options.accessories == .frozenDuringAutoOpen {
        state.accessories = .frozenCollapsed
        effects.collapseAccessories = true
        step.fire(0, inRegionAt: slot)
      }
    case (.focusDidLand, .frozenCollapsed):
      state.accessories = .collapsed
      step.fire(1, inRegionAt: slot)
    case (.focusDidLand, .expanded):
      state.accessories = .collapsed
      effects.collapseAccessories = true
      step.fire(2, inRegionAt: slot)
    case (.focusDidLeave, .collapsed):
      if before.sheet.presentation == .presenting || before.sheet.presentation == .presented {
        state.accessories = .expanded
        effects.expandAccessories = true
        step.fire(3, inRegionAt: slot)
      }
    case (.sheetDidDismiss, .collapsed), (.sheetDidDismiss, .frozenCollapsed):
      state.accessories = .expanded
      step.fire(4, inRegionAt: slot)
    default: break
    }
  }

  func composer(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step
  ) {
    switch (event, before.composer) {
    case (.contentDidMount, .unmounted):
      state.composer = .mounted
      step.fire(0, inRegionAt: Self.composerSlot)
    case (.sheetDidDismiss, .mounted):
      state.composer = .unmounted
      step.fire(1, inRegionAt: Self.composerSlot)
    default: break
    }
  }

  func focus(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step, _ effects: inout PendingEffects
  ) {
    let slot = Self.focusSlot
    switch (event, before.focus) {
    case (.contentDidAppear, .idle):
      if focusOnAppear {
        state.focus = .requested(attempt: 1)
        effects.attempt = true
        step.fire(0, inRegionAt: slot)
      } else if focusAfterDelay {
        state.focus = .awaitingGate
        effects.startFocusDelay = true
        step.fire(1, inRegionAt: slot)
      } else if focusOnContentMount, before.composer != .mounted {
        state.focus = .awaitingGate
        step.fire(2, inRegionAt: slot)
      } else if focusOnContentMount {
        state.focus = .requested(attempt: 1)
        effects.attempt = true
        step.fire(3, inRegionAt: slot)
      }
    case (.focusDelayDidElapse, .awaitingGate):
      if focusAfterDelay {
        state.focus = .requested(attempt: 1)
        effects.attempt = true
        step.fire(4, inRegionAt: slot)
      }
    case (.contentDidMount, .awaitingGate):
      if focusOnContentMount {
        state.focus = .requested(attempt: 1)
        effects.attempt = true
        step.fire(5, inRegionAt: slot)
      }
    case (.retryIntervalDidElapse, .requested(let attempt)):
      if attempt <= options.retry.retries {
        state.focus = .requested(attempt: attempt + 1)
        effects.attempt = true
        step.fire(6, inRegionAt: slot)
      } else {
        state.focus = .failed
        effects.surfaceFocusFailure = true
        step.fire(7, inRegionAt: slot)
      }
    case (.focusDidLand, .requested):
      state.focus = .landed
      effects.cancelRetryTimer = true
      step.fire(8, inRegionAt: slot)
    case (.focusDidLand, .idle), (.focusDidLand, .awaitingGate), (.focusDidLand, .failed):
      state.focus = .landed
      step.fire(9, inRegionAt: slot)
    case (.focusDidLeave, .landed):
      state.focus = .idle
      step.fire(10, inRegionAt: slot)
    case (.focusDidLeave, .idle):
      step.fire(11, inRegionAt: slot)
    case (.prewarmDidBecomeFirstResponder, .landed):
      state.focus = .idle
      step.fire(12, inRegionAt: slot)
    case (.closeTapped, .awaitingGate), (.closeTapped, .requested), (.closeTapped, .landed):
      if clearsFocusOnClose {
        state.focus = .idle
        effects.clearFocus = true
        step.fire(13, inRegionAt: slot)
      }
    case (.sheetDidDismiss, .awaitingGate), (.sheetDidDismiss, .requested),
      (.sheetDidDismiss, .landed), (.sheetDidDismiss, .failed):
      state.focus = .idle
      if clearsFocusOnClose {
        step.fire(15, inRegionAt: slot)
      } else {
        effects.clearFocus = true
        step.fire(14, inRegionAt: slot)
      }
    default: break
    }
  }

  func keyboard(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step
  ) {
    let slot = Self.keyboardSlot
    switch (event, before.keyboard) {
    case (.keyboardWillShow(let note), .hidden), (.keyboardWillShow(let note), .falling):
      state.keyboard = .rising(note)
      step.fire(0, inRegionAt: slot)
    case (.keyboardWillShow(let note), .rising):
      state.keyboard = .rising(note)
      step.fire(1, inRegionAt: slot)
    case (.keyboardWillChangeFrame(let note), .rising),
      (.keyboardWillChangeFrame(let note), .shown):
      state.keyboard = .rising(note)
      step.fire(2, inRegionAt: slot)
    case (.keyboardDidShow(let note), .rising):
      state.keyboard = .shown(note.endFrame)
      step.fire(3, inRegionAt: slot)
    case (.keyboardDidChangeFrame(let note), .rising):
      state.keyboard = .shown(note.endFrame)
      step.fire(4, inRegionAt: slot)
    case (.keyboardWillHide(let note), .rising), (.keyboardWillHide(let note), .shown):
      state.keyboard = .falling(note)
      step.fire(5, inRegionAt: slot)
    case (.keyboardDidHide, .falling):
      state.keyboard = .hidden
      step.fire(6, inRegionAt: slot)
    default: break
    }
  }

  func sheet(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step, _ effects: inout PendingEffects
  ) {
    let slot = Self.sheetSlot
    let showing =
      before.sheet.presentation == .presenting || before.sheet.presentation == .presented
    switch (event, before.sheet.presentation) {
    case (.presentTapped, .dismissed):
      state.sheet.presentation = .presenting
      effects.present = true
      if options.autoOpenDetent == .forceLarge {
        state.sheet.detent = .large
        state.sheet.selection = .large
        step.fire(0, inRegionAt: slot)
      } else {
        state.sheet.detent = before.sheet.selection
        step.fire(1, inRegionAt: slot)
      }
    case (.sheetDidSettle, .presenting):
      state.sheet.presentation = .presented
      step.fire(2, inRegionAt: slot)
    case (.detentDidChange(let detent), _):
      if showing, before.sheet.allowed.allows(detent) {
        state.sheet.detent = detent
        state.sheet.selection = detent
        step.fire(3, inRegionAt: slot)
      }
    case (.closeTapped, _):
      guard showing else { break }
      if options.closeFocus == .clearFocusThenDismissAfterDelay {
        effects.startCloseDelay = true
        step.fire(5, inRegionAt: slot)
      } else {
        state.sheet.presentation = .dismissing(via: .closeControl)
        effects.dismiss = true
        step.fire(4, inRegionAt: slot)
      }
    case (.closeDelayDidElapse, _):
      if showing {
        state.sheet.presentation = .dismissing(via: .closeControl)
        effects.dismiss = true
        step.fire(6, inRegionAt: slot)
      }
    case (.dragDismissBegan, .presented):
      state.sheet.presentation = .dismissing(via: .drag)
      step.fire(7, inRegionAt: slot)
    case (.dragDismissCancelled, .dismissing(via: .drag)):
      state.sheet.presentation = .presented
      step.fire(8, inRegionAt: slot)
    case (.sheetDidDismiss, .dismissing):
      state.sheet.presentation = .dismissed
      if options.resetsDetentSelectionOnDisappear {
        state.sheet.selection = .large
        step.fire(9, inRegionAt: slot)
      } else {
        step.fire(10, inRegionAt: slot)
      }
    default: break
    }
  }

  func autoFocus(
    _ before: ControllerState, _ event: ControllerEvent, _ state: inout ControllerState,
    _ step: inout Step
  ) {
    switch (event, before.autoFocus) {
    case (.focusDidLand, .pending):
      state.autoFocus = .cleared
      step.fire(0, inRegionAt: Self.autoFocusSlot)
    case (.sheetDidDismiss, .cleared):
      if options.resetsPendingOnDisappear {
        state.autoFocus = .pending
        step.fire(1, inRegionAt: Self.autoFocusSlot)
      }
    default: break
    }
  }
}
