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

  // The positions of the regions in `SheetController.regionOrder`.
  static let prewarmSlot = 0
  static let accessoriesSlot = 1
  static let composerSlot = 2
  static let focusSlot = 3
  static let keyboardSlot = 4
  static let sheetSlot = 5
  static let autoFocusSlot = 6

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

  // MARK: Guards

  var retiresOnLanding: Bool { options.prewarmRetirement == .whenFocusLands }
  var retiresOnAttempt: Bool { options.prewarmRetirement == .whenHandoffAttempted }
  var clearsFocusOnClose: Bool { options.closeFocus != .clearFocusAfterDismissal }
  var focusOnAppear: Bool { options.focusTrigger == .onAppear }
  var focusOnContentMount: Bool {
    options.focusTrigger == .onContentMount || options.focusTrigger == .defaultFocus
  }
  var focusAfterDelay: Bool {
    if case .afterDelay = options.focusTrigger { true } else { false }
  }

  /// Whether the focus region makes its first attempt at the handoff on `event`.
  func attemptsHandoff(_ before: ControllerState, _ event: ControllerEvent) -> Bool {
    switch (event, before.focus) {
    case (.contentDidAppear, .idle):
      focusOnAppear || (focusOnContentMount && before.composer == .mounted)
    case (.focusDelayDidElapse, .awaitingGate): focusAfterDelay
    case (.contentDidMount, .awaitingGate): focusOnContentMount
    default: false
    }
  }
}
