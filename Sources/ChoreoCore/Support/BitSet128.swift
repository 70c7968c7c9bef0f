/// A set of small integers below 128 in two words, with no heap storage: a simulation keeps the
/// rules that have fired in one, and copying it costs nothing.
public struct BitSet128: Hashable, Sendable, Sequence {
  @usableFromInline var low: UInt64 = 0
  @usableFromInline var high: UInt64 = 0

  /// An empty set.
  @inlinable public init() {}

  /// Adds `index` (0..<128).
  @inlinable public mutating func insert(_ index: Int) {
    assert((0..<128).contains(index), "a BitSet128 holds 0..<128, not \(index)")
    if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
  }

  /// Whether `index` is in the set.
  @inlinable public func contains(_ index: Int) -> Bool {
    index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
  }

  /// Adds every member of `other`.
  @inlinable public mutating func formUnion(_ other: BitSet128) {
    low |= other.low
    high |= other.high
  }

  /// Whether the set has no members.
  @inlinable public var isEmpty: Bool { low == 0 && high == 0 }

  /// How many members the set has.
  @inlinable public var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

  /// The members in ascending order.
  @inlinable public func makeIterator() -> Iterator { Iterator(low: low, high: high) }

  /// Walks the members in ascending order, clearing each bit as it is returned.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    @inlinable init(low: UInt64, high: UInt64) {
      self.low = low
      self.high = high
    }

    /// The next member, or nil after the last.
    @inlinable public mutating func next() -> Int? {
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
