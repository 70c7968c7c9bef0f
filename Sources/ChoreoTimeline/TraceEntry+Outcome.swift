import ChoreoCore
import ChoreoMachine
import ChoreoPlatform

extension TraceEntry {
  /// What the controller made of a delivered event.
  ///
  /// An outcome holds what the controller saw (the rules that fired or the event it refused,
  /// and its state before the event) as plain values; the phase names and the reason are made
  /// when they are read. Recording one allocates nothing.
  public enum Outcome: Hashable, Sendable {
    /// Not delivered to the controller (an effect carried out, a platform note, a keystroke).
    case recorded
    /// Accepted: the rules that fired, in order.
    case accepted(FiredRules)
    /// Rejected by the controller: no rule takes the event in the state it was in.
    case rejected(Rejection)
  }

  /// A rule that fired, and the phase its region was in when it did.
  public struct FiredRule: Hashable, Sendable {
    /// The rule that fired.
    public var rule: RuleID
    /// The region's phase before the rule fired.
    public var from: ControllerPhase

    /// A fired rule.
    public init(rule: RuleID, from: ControllerPhase) {
      self.rule = rule
      self.from = from
    }
  }

  /// The rules an accepted event fired, in firing order (ascending rule index: the controller
  /// tries its rules in that order).
  public struct FiredRules: Sequence, Hashable, Sendable {
    let rules: BitSet128
    /// The controller's state before the event.
    public let before: ControllerState

    init(rules: BitSet128, before: ControllerState) {
      self.rules = rules
      self.before = before
    }

    /// The rules named `rules` as having fired for an event taken in state `before`; names
    /// that are not rules of ``ChoreoMachine/SheetController/rules`` are left out.
    public init(_ rules: [RuleID], before: ControllerState) {
      self.init(rules: RuleSet(rules).indices, before: before)
    }

    /// How many rules fired.
    public var count: Int { rules.count }

    /// The fired rules, each with the phase its region left.
    public func makeIterator() -> Iterator {
      Iterator(rules: rules.makeIterator(), before: before)
    }

    /// Iterates the fired rules in order.
    public struct Iterator: IteratorProtocol {
      var rules: BitSet128.Iterator
      let before: ControllerState

      /// The next rule that fired, with the phase its region was in.
      public mutating func next() -> FiredRule? {
        guard let rule = rules.next() else { return nil }
        let fired = SheetController.rules[rule]
        return FiredRule(rule: fired.id, from: before.phase(of: fired.region))
      }
    }
  }
}
