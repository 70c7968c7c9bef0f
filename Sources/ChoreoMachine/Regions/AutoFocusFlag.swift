/// The single flag, pending from the first render, that mounts the prewarm and keeps
/// focus-collapsing accessories collapsed; it clears when focus is observed to land
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
public enum AutoFocusFlag: String, CaseIterable, Hashable, Sendable {
  /// The auto-focus has not completed.
  case pending
  /// Focus landed; a reused view keeps this until something resets it.
  case cleared

  static func rule(
    _ id: RuleID, from: [AutoFocusFlag], on event: ControllerEvent.Kind,
    when conditions: [Condition] = [],
    to: AutoFocusFlag, because rationale: String? = nil
  ) -> Rule {
    Rule(
      id, from: from, on: event, when: conditions, to: to, because: rationale,
      update: { state, _ in state.autoFocus = to })
  }

  /// The flag's transition table.
  public static let rules: [Rule] = [
    rule("autoFocus.clear", from: [.pending], on: .focusDidLand, to: .cleared),
    rule(
      "autoFocus.reset",
      from: [.cleared], on: .sheetDidDismiss, when: [Guard.resetsPendingOnDisappear.condition],
      to: .pending, because: "a fresh view per presentation starts pending again"),
  ]
}

extension AutoFocusFlag: RegionPhase {
  /// The autoFocus region.
  public static var region: RegionID { .autoFocus }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .autoFocus(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .pending: 0
    case .cleared: 1
    }
  }
}
