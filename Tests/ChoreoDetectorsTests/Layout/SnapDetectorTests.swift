import ChoreoTestSupport
import Choreography
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

  @Test(
    "a step beyond the keyboard's in one frame is graded against 19 pt and 38 pt",
    arguments: [(0.0, nil), (18, nil), (25, Severity.warning), (60, .error), (302, .error)]
      as [(Double, Severity?)])
  func thresholds(jump: Double, expected: Severity?) {
    let findings = SnapDetector().findings(in: trace(jump: jump))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
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
