/// A set of small integers below 128 in two words, with no heap storage: a simulation keeps the
/// rules that have fired in one, and copying it costs nothing.
public struct BitSet128: Hashable, Sendable, Sequence {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// An empty set.
  public init() {}

  /// Adds `index` (0..<128).
  public mutating func insert(_ index: Int) {
    assert((0..<128).contains(index), "a BitSet128 holds 0..<128, not \(index)")
    if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
  }

  /// Whether `index` is in the set.
  public func contains(_ index: Int) -> Bool {
    index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
  }

  /// Adds every member of `other`.
  public mutating func formUnion(_ other: BitSet128) {
    low |= other.low
    high |= other.high
  }

  /// Whether the set has no members.
  public var isEmpty: Bool { low == 0 && high == 0 }

  /// How many members the set has.
  public var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

  /// The members in ascending order.
  public func makeIterator() -> Iterator { Iterator(low: low, high: high) }

  /// Walks the members in ascending order, clearing each bit as it is returned.
  public struct Iterator: IteratorProtocol {
    var low: UInt64
    var high: UInt64

    /// The next member, or nil after the last.
    public mutating func next() -> Int? {
      if low != 0 {
        let index = low.trailingZeroBitCount
        low &= low - 1
        return index
      }
      if high != 0 {
        let index = high.trailingZeroBitCount
        high &= high - 1
        return 64 + index
      }
      return nil
    }
  }
}
