import ChoreoTestSupport
import Choreography
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

  @Test(
    "a reversal is graded against 1 pt and 2 pt",
    arguments: [(1.0, nil), (1.5, Severity.warning), (2.0, .warning), (2.5, .error), (30, .error)]
      as [(Double, Severity?)])
  func reversal(amount: Double, expected: Severity?) {
    let findings = BounceDetector().findings(in: trace(tail: [amount / 2, amount, amount, amount]))
    let reversals = findings.filter { $0.variant == "reversal" }
    #expect(reversals.map(\.severity) == (expected.map { [$0] } ?? []))
  }

  @Test(
    "a re-lift after 50 ms at rest is graded against 1 pt and 2 pt",
    arguments: [(1.0, nil), (1.5, Severity.warning), (2.5, .error), (300, .error)]
      as [(Double, Severity?)])
  func relift(amount: Double, expected: Severity?) {
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
