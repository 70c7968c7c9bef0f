/// Bottom accessories that collapse while the person types (an emote strip, a suggestion row).
public enum AccessoryState: String, CaseIterable, Hashable, Sendable {
  /// Shown at full height.
  case expanded
  /// Collapsed because the real field has focus.
  case collapsed
  /// Rendered collapsed from the first frame because the auto-focus is pending.
  case frozenCollapsed

  static func rule(
    _ id: RuleID, from: [AccessoryState], on event: ControllerEvent.Kind,
    when conditions: [Condition] = [],
    to: AccessoryState, effects: [Effect.Kind] = [], because rationale: String? = nil
  ) -> Rule {
    Rule(
      id, from: from, on: event, when: conditions, to: to, effects: effects,
      because: rationale, update: { state, _ in state.accessories = to })
  }

  /// The accessories' transition table.
  public static let rules: [Rule] = [
    rule(
      "accessories.freeze",
      from: [.expanded], on: .presentTapped, when: [Guard.accessoriesFrozen.condition],
      to: .frozenCollapsed, effects: [.collapseAccessories],
      because: "render collapsed from the first frame, or the bar jumps mid-rise"),
    rule(
      "accessories.keep-collapsed",
      from: [.frozenCollapsed], on: .focusDidLand, to: .collapsed,
      because: "the flag clears but focus keeps them collapsed: no visible change"),
    rule(
      "accessories.collapse",
      from: [.expanded], on: .focusDidLand, to: .collapsed, effects: [.collapseAccessories]),
    rule(
      "accessories.expand",
      from: [.collapsed], on: .focusDidLeave, when: [Guard.sheetShowing.condition],
      to: .expanded, effects: [.expandAccessories],
      because: "not while the sheet leaves: the bar keeps its shape on the way out"),
    rule(
      "accessories.reset", from: [.collapsed, .frozenCollapsed], on: .sheetDidDismiss, to: .expanded
    ),
  ]
}

extension AccessoryState: RegionPhase {
  /// The accessories region.
  public static var region: RegionID { .accessories }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .accessories(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .expanded: 0
    case .collapsed: 1
    case .frozenCollapsed: 2
    }
  }
}
