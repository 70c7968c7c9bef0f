import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoTimeline

@Suite("Event queue")
struct EventQueueTests {
  @Test("items come out by time, and in insertion order at the same time")
  func ordering() {
    var queue = EventQueue<String>()
    queue.push("c", at: Ticks(5))
    queue.push("a", at: Ticks(1))
    queue.push("d", at: Ticks(5))
    queue.push("b", at: Ticks(1))
    queue.push("e", at: Ticks(5))
    var out: [String] = []
    while let (_, item) = queue.pop() { out.append(item) }
    #expect(out == ["a", "b", "c", "d", "e"])
  }

  @Test("a seeded shuffle of 1,000 items drains in (time, sequence) order")
  func randomized() {
    var generator = SplitMix64(seed: 42)
    var queue = EventQueue<Int>()
    var expected: [(Int, Int)] = []
    for sequence in 0..<1000 {
      let time = Int.random(in: 0..<50, using: &generator)
      queue.push(sequence, at: Ticks(time))
      expected.append((time, sequence))
    }
    expected.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    var drained: [(Int, Int)] = []
    while let (time, item) = queue.pop() { drained.append((time.rawValue, item)) }
    #expect(drained.map(\.1) == expected.map(\.1))
  }

  @Test("pushes and pops interleaved keep (time, sequence) order, past the reserved capacity")
  func interleaved() {
    var generator = SplitMix64(seed: 7)
    var queue = EventQueue<String>()
    queue.reserveCapacity(4)
    var waiting: [(time: Int, sequence: Int)] = []
    var sequence = 0
    for _ in 0..<2000 {
      if waiting.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
        let time = Int.random(in: 0..<40, using: &generator)
        queue.push("\(sequence)", at: Ticks(time))
        waiting.append((time, sequence))
        sequence += 1
      } else {
        let earliest = waiting.indices.min {
          waiting[$0].time != waiting[$1].time
            ? waiting[$0].time < waiting[$1].time : waiting[$0].sequence < waiting[$1].sequence
        }!
        let expected = waiting.remove(at: earliest)
        let popped = queue.pop()
        #expect(popped?.time == Ticks(expected.time))
        #expect(popped?.element == "\(expected.sequence)")
      }
      #expect(queue.count == waiting.count)
    }
  }
}
