/// What the controller did with one event: a transition, or an explicit, recorded rejection.
public enum Transition: Hashable, Sendable {
  /// The rules that fired, in firing order, and the effects they emitted, in order.
  case accepted(rules: RuleSet, effects: [Effect])
  /// No rule of any region applies; the state is unchanged and nothing is emitted.
  case rejected(Rejection)

  /// The effects emitted; empty for a rejection.
  public var effects: [Effect] {
    if case .accepted(_, let effects) = self { effects } else { [] }
  }

  /// The rules that fired; empty for a rejection.
  public var rules: RuleSet {
    if case .accepted(let rules, _) = self { rules } else { RuleSet(indices: .init()) }
  }

  /// Whether the event was rejected.
  public var isRejected: Bool {
    if case .rejected = self { true } else { false }
  }
}
