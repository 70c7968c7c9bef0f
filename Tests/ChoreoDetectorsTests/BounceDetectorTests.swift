import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("bounce")
struct BounceDetectorTests {
  /// The bar rises 300 pt over 20 frames, then does `tail` (offsets added to its last position).
  func trace(tail: [Double]) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    let rise = (0...20).map { 800 - Double($0) * 15 }
    let path = rise + tail.map { 500 + $0 }
    builder.addFrames(path.count) { index, frame in
      frame.composerBottom = path[index]
      frame.composerTop = path[index] - 96
      frame.sheetTop = 69
    }
    return builder.build()
  }

  /// One distance moved back, in points, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var amount: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a reversal is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "1 pt, at the warning limit: clean", amount: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", amount: 1.5, expected: .warning),
      Row(name: "2 pt, at the error limit: warning", amount: 2.0, expected: .warning),
      Row(name: "2.5 pt: error", amount: 2.5, expected: .error),
      Row(name: "30 pt: error", amount: 30, expected: .error),
    ])
  func reversal(_ row: Row) {
    let amount = row.amount
    let findings = BounceDetector().findings(in: trace(tail: [amount / 2, amount, amount, amount]))
    let reversals = findings.filter { $0.variant == "reversal" }
    #expect(reversals.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }

  @Test(
    "a re-lift after 50 ms at rest is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "1 pt, at the warning limit: clean", amount: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", amount: 1.5, expected: .warning),
      Row(name: "2.5 pt: error", amount: 2.5, expected: .error),
      Row(name: "300 pt: error", amount: 300, expected: .error),
    ])
  func relift(_ row: Row) {
    let amount = row.amount
    let expected = row.expected
    let rest = Array(repeating: 0.0, count: 8)
    let move = (1...2).map { -amount * Double($0) / 2 }
    let findings = BounceDetector().findings(in: trace(tail: rest + move + [-amount, -amount]))
    #expect(
      findings.filter { $0.variant == "re-lift" }.map(\.severity) == (expected.map { [$0] } ?? []))
    #expect(findings.filter { $0.variant == "reversal" }.isEmpty)
  }

  @Test("a creep slower than 60 pt/s after the rest is not a re-lift")
  func creep() {
    let rest = Array(repeating: 0.0, count: 8)
    let creep = (1...20).map { -0.4 * Double($0) }
    #expect(BounceDetector().findings(in: trace(tail: rest + creep)).isEmpty)
  }

  @Test("a pause shorter than 50 ms is not a rest")
  func shortPause() {
    let pause = Array(repeating: 0.0, count: 5)
    let move = (1...5).map { -10 * Double($0) }
    #expect(BounceDetector().findings(in: trace(tail: pause + move)).isEmpty)
  }

  @Test("one monotonic motion is clean")
  func monotonic() {
    #expect(BounceDetector().findings(in: trace(tail: [0, 0, 0])).isEmpty)
  }

  @Test("motion off screen is not seen")
  func offscreen() {
    var builder = TraceBuilder()
    builder.add(.user(.close), ms: 0)
    builder.addFrames(30) { index, frame in
      let path = index < 15 ? 900 + Double(index) * 20 : 1180 - Double(index - 15) * 5
      frame.composerBottom = path
      frame.composerTop = path - 96
    }
    #expect(BounceDetector().findings(in: builder.build()).isEmpty)
  }
}
