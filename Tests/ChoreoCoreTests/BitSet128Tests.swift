import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("Bit set of rule indices")
struct BitSet128Tests {
  @Test(
    "members come out ascending, in both words, whatever the order they went in",
    arguments: [0, 1, 5, 40, 127])
  func ascending(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    let members = Set((0..<12).map { _ in Int(generator.next() % 128) })
    var set = BitSet128()
    for member in members.shuffled(using: &generator) { set.insert(member) }
    #expect(Array(set) == members.sorted())
    #expect(set.count == members.count)
    #expect(!set.isEmpty)
    #expect(members.allSatisfy(set.contains))
  }

  @Test("an empty set has no members")
  func empty() {
    let set = BitSet128()
    #expect(set.isEmpty)
    #expect(set.count == 0)
    #expect(Array(set).isEmpty)
  }

  @Test("a union holds the members of both")
  func union() {
    var low = BitSet128()
    low.insert(3)
    var high = BitSet128()
    high.insert(64)
    high.insert(127)
    low.formUnion(high)
    #expect(Array(low) == [3, 64, 127])
  }
}
