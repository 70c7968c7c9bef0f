import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("late-jump and floating-gap")
struct LateJumpAndFloatingGapDetectorTests {
  /// The keyboard rising over frames 1...40; the bar snapping to it `delay` frames after the
  /// keyboard started.
  func rising(delayFrames: Int) -> Trace {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      120, keyboard: { 852 - 336 * Double(min($0, 40)) / 40 },
      bar: { $0 > delayFrames ? 516 : 818 })
    return builder.build()
  }

  /// One delay of the bar after the keyboard, in 120 Hz frames, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var delayFrames: Int
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "the layout's start after the keyboard's is graded against 50 ms and 100 ms",
    arguments: [
      Row(name: "1 frame: clean", delayFrames: 1, expected: nil),
      Row(name: "6 frames, 50 ms: clean", delayFrames: 6, expected: nil),
      Row(name: "8 frames, over 50 ms: warning", delayFrames: 8, expected: .warning),
      Row(name: "13 frames, over 100 ms: error", delayFrames: 13, expected: .error),
      Row(name: "60 frames, half a second: error", delayFrames: 60, expected: .error),
    ])
  func lateJump(_ row: Row) {
    let findings = LateJumpDetector().findings(in: rising(delayFrames: row.delayFrames))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }

  /// The keyboard falling over frames 1...40 while the bar stays at 516 pt for `hold` frames.
  func falling(hold: Int) -> Trace {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      120, keyboard: { 516 + 336 * Double(min($0, 40)) / 40 },
      bar: { $0 <= hold ? 516 : min(818, 516 + 336 * Double(min($0, 40)) / 40) })
    return builder.build()
  }

  @Test("a bar hanging still over the falling keys is graded against 4 pt and 12 pt")
  func floatingGap() {
    // Each falling frame opens 8.4 pt; the bar holds for `hold` frames (more than 50 ms).
    #expect(FloatingGapDetector().findings(in: falling(hold: 0)).isEmpty)
    let long = FloatingGapDetector().findings(in: falling(hold: 40))
    #expect(long.map(\.severity) == [.error])
    #expect(long.first?.magnitude == 302)
  }

  @Test("a hang shorter than 50 ms is a lag, not a floating gap")
  func briefHang() {
    #expect(FloatingGapDetector().findings(in: falling(hold: 3)).isEmpty)
  }
}
