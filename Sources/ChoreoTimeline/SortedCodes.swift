/// A small sorted multiset of 64-bit codes stored inline (up to 8) so that an exploration key
/// holding two of them is copied and hashed without touching the heap; more than 8 spill into
/// an array, which only unusual scenarios need.
struct SortedCodes: Hashable, Sendable {
  private var count = 0
  private var slots = SIMD8<Int64>()
  private var overflow: [Int64]?

  /// Codes gathered by `body`, sorted.
  init(_ body: (inout SortedCodes) -> Void) {
    body(&self)
    sort()
  }

  /// Adds `code`.
  mutating func append(_ code: Int64) {
    if count < 8 {
      slots[count] = code
    } else {
      overflow = (overflow ?? []) + [code]
    }
    count += 1
  }

  /// Calls `body` with every code, in order.
  func visit(_ body: (Int64) -> Void) {
    for index in 0..<min(count, 8) { body(slots[index]) }
    if let overflow { for code in overflow { body(code) } }
  }

  /// The number of codes.
  var total: Int { count }

  private mutating func sort() {
    guard let extra = overflow else {
      // Insertion sort: a key rarely holds more than a handful of codes.
      var index = 1
      while index < count {
        let value = slots[index]
        var position = index - 1
        while position >= 0 && slots[position] > value {
          slots[position + 1] = slots[position]
          position -= 1
        }
        slots[position + 1] = value
        index += 1
      }
      return
    }
    var all = (0..<8).map { slots[$0] } + extra
    all.sort()
    for index in 0..<8 { slots[index] = all[index] }
    overflow = Array(all[8...])
  }
}
