import ChoreoCore
import ChoreoMachine

/// The pattern's machine written by hand as one `switch` per region: the reference that
/// ``ChoreoMachine/SheetController/reduce(_:_:)`` is checked against and timed against.
///
/// Every row of the seven transition tables is spelled out here a second time, on purpose: it is
/// what a hand-tuned controller would be, with no table, no guard list and no allocation, so the
/// benchmark's ratio says what interpreting the tables costs. ``ReducerComparison`` checks that
/// both agree on the next state, the rules that fired and the effects, event by event.
public struct HandWrittenReducer: Sendable {
  /// The options the reducer runs under.
  public var options: ControllerOptions

  /// A reducer with `options`.
  public init(options: ControllerOptions) {
    self.options = options
  }

  /// What one event did: the rule that fired in each region and the effects, in order.
  public struct Step: Sendable {
    /// For each region, in ``ChoreoMachine/SheetController/regionOrder``, eight bits: 0 when no
    /// rule of it fired, else the position of the rule that did in the region's table, plus 1.
    public var fired: UInt64 = 0
    /// The effects emitted.
    public var effects = EffectList()

    /// Whether no rule fired.
    public var isRejected: Bool { fired == 0 }

    /// The position in its region's table of the rule that fired in the region at `slot` of
    /// ``ChoreoMachine/SheetController/regionOrder``, if one did.
    public func firedRule(inRegionAt slot: Int) -> Int? {
      let code = Int((fired >> UInt64(8 * slot)) & 0xFF)
      return code == 0 ? nil : code - 1
    }

    /// Whether the rules that fired are `rules`, given each region's table in region order.
    public func matches(_ rules: RuleSet, in tables: [[Rule]]) -> Bool {
      var names = rules.makeIterator()
      for slot in tables.indices {
        guard let position = firedRule(inRegionAt: slot) else { continue }
        guard tables[slot][position].id == names.next() else { return false }
      }
      return names.next() == nil
    }

    @inline(__always)
    mutating func fire(_ rule: Int, inRegionAt slot: Int) {
      fired |= UInt64(rule + 1) << UInt64(8 * slot)
    }
  }

  // The positions of the regions in `SheetController.regionOrder`.
  private static let prewarmSlot = 0
  private static let accessoriesSlot = 1
  private static let composerSlot = 2
  private static let focusSlot = 3
  private static let keyboardSlot = 4
  private static let sheetSlot = 5
  private static let autoFocusSlot = 6

  /// Applies `event` to `state`: each region's first matching row, guards reading the state as
  /// it was before the event.
  public func reduce(_ state: inout ControllerState, _ event: ControllerEvent) -> Step {
    let before = state
    var step = Step()
    var effects = PendingEffects()
    prewarm(before, event, &state, &step, &effects)
    accessories(before, event, &state, &step, &effects)
    composer(before, event, &state, &step)
    focus(before, event, &state, &step, &effects)
    keyboard(before, event, &state, &step)
    sheet(before, event, &state, &step, &effects)
    autoFocus(before, event, &state, &step)
    effects.emit(into: &step.effects, after: state, options: options)
    return step
  }

  /// The effects of the rules that fired, in region order, made once every region has moved.
  private struct PendingEffects {
    var mountPrewarm = false
    var becomePrewarmFirstResponder = false
    var retirePrewarm = false
    var collapseAccessories = false
    var expandAccessories = false
    var attempt = false
    var startFocusDelay = false
    var surfaceFocusFailure = false
    var cancelRetryTimer = false
    var clearFocus = false
    var present = false
    var dismiss = false
    var startCloseDelay = false

    func emit(into list: inout EffectList, after state: ControllerState, options: ControllerOptions)
    {
      if mountPrewarm { list.append(.mountPrewarm) }
      if becomePrewarmFirstResponder { list.append(.becomeFirstResponder(.prewarm)) }
      if retirePrewarm { list.append(.retirePrewarm) }
      if collapseAccessories { list.append(.collapseAccessories) }
      if expandAccessories { list.append(.expandAccessories) }
      if attempt {
        list.append(.setFocus(.composer))
        if case .upTo(_, let interval) = options.retry {
          list.append(.startTimer(.retry, after: interval))
        }
      }
      if startFocusDelay {
        list.append(.startTimer(.focusDelay, after: options.focusTrigger.delay))
      }
      if surfaceFocusFailure, options.surfacesFocusFailure { list.append(.surfaceFocusFailure) }
      if cancelRetryTimer, case .upTo = options.retry { list.append(.cancelTimer(.retry)) }
      if clearFocus { list.append(.clearFocus) }
      if present { list.append(.present(state.sheet.detent, allowed: state.sheet.allowed)) }
      if dismiss { list.append(.dismiss) }
      if startCloseDelay { list.append(.startTimer(.closeDelay, after: options.closeDismissDelay)) }
    }
  }

  // MARK: Guards

  private var retiresOnLanding: Bool { options.prewarmRetirement == .whenFocusLands }
  private var retiresOnAttempt: Bool { options.prewarmRetirement == .whenHandoffAttempted }
  private var clearsFocusOnClose: Bool { options.closeFocus != .clearFocusAfterDismissal }
  private var focusOnAppear: Bool { options.focusTrigger == .onAppear }
  private var focusOnContentMount: Bool {
    options.focusTrigger == .onContentMount || options.focusTrigger == .defaultFocus
  }
  private var focusAfterDelay: Bool {
    if case .afterDelay = options.focusTrigger { true } else { false }
  }

  /// Whether the focus region makes its first attempt at the handoff on `event`.
  private func attemptsHandoff(_ before: ControllerState, _ event: ControllerEvent) -> Bool {
    switch (event, before.focus) {
    case (.contentDidAppear, .idle):
      focusOnAppear || (focusOnContentMount && before.composer == .mounted)
    case (.focusDelayDidElapse, .awaitingGate): focusAfterDelay
    case (.contentDidMount, .awaitingGate): focusOnContentMount
    default: false
    }
  }

  // MARK: Regions

  private func prewarm(
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

  private func accessories(
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

  private func composer(
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

  private func focus(
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

  private func keyboard(
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

  private func sheet(
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

  private func autoFocus(
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
