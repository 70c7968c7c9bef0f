/// The whole state of the sheet's controller: one value per region.
public struct ControllerState: Hashable, Sendable {
  /// The sheet's presentation and detent.
  public var sheet: SheetState
  /// The keyboard, from notifications.
  public var keyboard: KeyboardState
  /// The prewarm responder.
  public var prewarm: PrewarmState
  /// Whether the real field is mounted.
  public var composer: ComposerMount
  /// The real field's focus and the handoff gate.
  public var focus: ComposerFocus
  /// Bottom accessories.
  public var accessories: AccessoryState
  /// The pending flag.
  public var autoFocus: AutoFocusFlag

  /// A state with every region given.
  public init(
    sheet: SheetState, keyboard: KeyboardState, prewarm: PrewarmState, composer: ComposerMount,
    focus: ComposerFocus, accessories: AccessoryState, autoFocus: AutoFocusFlag
  ) {
    self.sheet = sheet
    self.keyboard = keyboard
    self.prewarm = prewarm
    self.composer = composer
    self.focus = focus
    self.accessories = accessories
    self.autoFocus = autoFocus
  }

  /// The state of a freshly created controller: sheet dismissed, keyboard hidden, nothing mounted,
  /// accessories expanded, auto-focus pending.
  public static func initial(options: ControllerOptions) -> ControllerState {
    ControllerState(
      sheet: SheetState(
        presentation: .dismissed, detent: options.initialDetentSelection,
        selection: options.initialDetentSelection, allowed: options.allowedDetents),
      keyboard: .hidden, prewarm: .notMounted, composer: .unmounted, focus: .idle,
      accessories: .expanded, autoFocus: .pending)
  }

  /// The phase `region` is in: the one place that says where each region lives in the state.
  @inlinable
  public func phase(of region: RegionID) -> ControllerPhase {
    switch region {
    case .sheet: .sheet(sheet.phase)
    case .keyboard: .keyboard(keyboard.phase)
    case .prewarm: .prewarm(prewarm)
    case .composer: .composer(composer)
    case .focus: .focus(focus.phase)
    case .accessories: .accessories(accessories)
    case .autoFocus: .autoFocus(autoFocus)
    }
  }

  /// The phase of `region` as one bit at its ordinal, which a rule tests against the phases it
  /// applies in.
  func phaseBit(of region: RegionID) -> UInt32 { phase(of: region).bit }

  /// Whether two responders hold first responder at once in the controller's view: the prewarm and
  /// the real field.
  ///
  /// The pattern never allows it.
  public var hasTwoFirstResponders: Bool { prewarm == .firstResponder && focus == .landed }
}
