import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("snap")
struct SnapDetectorTests {
  /// The keyboard leaving 336 pt linearly over 40 frames from frame 10; the bar following its
  /// edge, except in frame 11, where it steps `jump` pt farther than the keyboard and then keeps
  /// that lead until the keyboard passes its resting place.
  func trace(jump: Double) -> Trace {
    var builder = TraceBuilder()
    builder.add(.event(.keyboardWillHide(.representative(showing: false))), ms: 1000.0 / 12)
    let keyboard = { (index: Int) in 516 + 336 * Double(min(max(index - 10, 0), 40)) / 40 }
    builder.addScreenFrames(
      60, keyboard: keyboard,
      bar: { index in min(818, keyboard(index) + (index >= 11 ? jump : 0)) })
    return builder.build()
  }

  /// One step past the keyboard's in a single frame, in points, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var jump: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a step beyond the keyboard's in one frame is graded against 19 pt and 38 pt",
    arguments: [
      Row(name: "no step: clean", jump: 0.0, expected: nil),
      Row(name: "18 pt, under 19 pt: clean", jump: 18, expected: nil),
      Row(name: "25 pt: warning", jump: 25, expected: .warning),
      Row(name: "60 pt: error", jump: 60, expected: .error),
      Row(name: "302 pt, straight to rest: error", jump: 302, expected: .error),
    ])
  func thresholds(_ row: Row) {
    let findings = SnapDetector().findings(in: trace(jump: row.jump))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }

  @Test("an instant step the platform makes moves the keys as far as the layout: no snap")
  func instantStep() {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      40, keyboard: { $0 < 10 ? 516 : 852 }, bar: { $0 < 10 ? 516 : 818 })
    #expect(SnapDetector().findings(in: builder.build()).isEmpty)
  }

  @Test("a layout that jumps while the keyboard is still is not this detector's")
  func stillKeyboard() {
    var builder = TraceBuilder()
    builder.addScreenFrames(40, keyboard: { _ in 516 }, bar: { $0 < 10 ? 516 : 400 })
    #expect(SnapDetector().findings(in: builder.build()).isEmpty)
  }
}
