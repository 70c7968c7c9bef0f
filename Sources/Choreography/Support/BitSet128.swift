/// A set of small integers below 128 in two words, with no heap storage: a simulation keeps the
/// rules that have fired in one, and copying it costs nothing.
struct BitSet128: Hashable, Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// Adds `index` (0..<128).
  mutating func insert(_ index: Int) {
    if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
  }

  /// Whether `index` is in the set.
  func contains(_ index: Int) -> Bool {
    index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
  }

  /// Adds every member of `other`.
  mutating func formUnion(_ other: BitSet128) {
    low |= other.low
    high |= other.high
  }
}
