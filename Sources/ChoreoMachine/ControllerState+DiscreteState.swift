extension ControllerState {
  /// The controller's state without the keyboard frames its notifications carried: what decides
  /// which rules fire next.
  ///
  /// An exploration tells states apart by it.
  public struct DiscreteState: Hashable, Sendable {
    /// The sheet's presentation, detent, selection and allowed detents.
    public var sheet: SheetState
    /// The keyboard's phase.
    public var keyboard: KeyboardState.Phase
    /// The prewarm's phase.
    public var prewarm: PrewarmState
    /// Whether the real field is mounted.
    public var composer: ComposerMount
    /// The focus and handoff state, with its attempt count.
    public var focus: ComposerFocus
    /// The accessories' phase.
    public var accessories: AccessoryState
    /// The pending flag.
    public var autoFocus: AutoFocusFlag
  }

  /// The state without the keyboard's frames.
  public var discreteState: DiscreteState {
    DiscreteState(
      sheet: sheet, keyboard: keyboard.phase, prewarm: prewarm, composer: composer, focus: focus,
      accessories: accessories, autoFocus: autoFocus)
  }
}
