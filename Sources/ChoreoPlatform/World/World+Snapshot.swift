import ChoreoMachine

extension World {
  /// The platform's state without its geometry: what decides what happens next, part by part.
  ///
  /// Two worlds with the same key behave the same from here on, so an exploration visits the key
  /// once.
  public struct DiscreteState: Hashable, Sendable {
    /// The sheet's.
    public var sheet: Sheet.DiscreteState
    /// The keyboard's.
    public var keyboard: Keyboard.DiscreteState
    /// The responders'.
    public var responders: Responders.DiscreteState
    /// The app's screen's.
    public var screen: AppScreen.DiscreteState
    /// The finger's.
    public var finger: Finger.DiscreteState
  }

  /// The platform's state without its geometry.
  public var discreteState: DiscreteState {
    DiscreteState(
      sheet: sheet.discreteState, keyboard: keyboard.discreteState,
      responders: responders.discreteState, screen: screen.discreteState,
      finger: finger.discreteState)
  }

  /// Whether `wake` would still do something if it fired now: its part has not moved on.
  public func isLive(_ wake: WorldWake) -> Bool {
    switch wake {
    case .contentMount, .sheetSettled, .dragReleased: sheet.isLive(wake)
    case .focusLanding: responders.isLive(wake)
    case .keyboardSettled, .keyboardStart, .suggestionBar, .keyboardStep, .keyboardStepEnded:
      keyboard.isLive(wake)
    case .fingerPoint: finger.isLive(wake)
    case .screenDidAppear(let generation, _):
      generation == screen.appearGeneration && screen.isVisible
    case .appTimer: timers.isLive(wake)
    }
  }
}
