import ChoreoCore

/// The rules that fired for one event, in firing order, held as bits over
/// ``SheetController/rules`` so that a transition carries them without allocating.
///
/// Rules are tried in ascending index, so ascending order is firing order. Iterating yields their
/// names; ``indices`` gives the positions in ``SheetController/rules``.
public struct RuleSet: Sequence, Hashable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The rules, as positions in ``SheetController/rules``.
  public let indices: BitSet128

  /// The rules at `indices` in ``SheetController/rules``.
  public init(indices: BitSet128) {
    self.indices = indices
  }

  /// The rules named `rules`; names that are not rules of ``SheetController/rules`` are left out.
  public init(_ rules: [RuleID]) {
    var set = BitSet128()
    for (index, rule) in SheetController.rules.enumerated() where rules.contains(rule.id) {
      set.insert(index)
    }
    indices = set
  }

  /// The rules named in the literal, as a test writes an expected transition.
  public init(arrayLiteral rules: RuleID...) {
    self.init(rules)
  }

  /// How many rules fired.
  public var count: Int { indices.count }

  /// Whether no rule fired.
  public var isEmpty: Bool { indices.isEmpty }

  /// The names of the rules, in firing order.
  public func makeIterator() -> Iterator {
    Iterator(indices: indices.makeIterator())
  }

  /// Walks the rules' names in firing order.
  public struct Iterator: IteratorProtocol {
    var indices: BitSet128.Iterator

    /// The next rule's name.
    public mutating func next() -> RuleID? {
      indices.next().map { SheetController.rules[$0].id }
    }
  }

  /// `[sheet.open-at-large, prewarm.mount]`.
  public var description: String { "[" + map(\.rawValue).joined(separator: ", ") + "]" }
}
