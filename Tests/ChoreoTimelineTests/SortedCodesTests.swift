import ChoreoTestSupport
import Testing

@testable import ChoreoTimeline

@Suite("Exploration key codes")
struct SortedCodesTests {
  func codes(_ values: [Int64]) -> SortedCodes {
    SortedCodes { codes in
      for value in values { codes.append(value) }
    }
  }

  func listed(_ codes: SortedCodes) -> [Int64] {
    var values: [Int64] = []
    codes.visit { values.append($0) }
    return values
  }

  @Test(
    "codes come out sorted whatever the order they went in, inline or spilled",
    arguments: [3, 8, 9, 20])
  func sorted(count: Int) {
    var generator = SplitMix64(seed: UInt64(count))
    let values = (0..<count).map { _ in Int64(generator.next() % 1000) }
    #expect(listed(codes(values)) == values.sorted())
    #expect(codes(values) == codes(values.reversed()))
    #expect(codes(values).total == count)
  }

  @Test("different codes, or the same codes one more time, are different keys")
  func distinct() {
    #expect(codes([1, 2, 3]) != codes([1, 2, 4]))
    #expect(codes([1, 2, 3]) != codes([1, 2, 3, 3]))
    #expect(codes(Array(1...12)) != codes(Array(1...11) + [13]))
  }
}
