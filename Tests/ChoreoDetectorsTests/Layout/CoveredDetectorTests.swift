import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("covered")
struct CoveredDetectorTests {
  /// The keyboard up at 516 pt and the composer resting `overlap` pt under its top.
  func trace(overlap: Double, screenVisible: Bool = true) -> Trace {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      60, keyboard: { _ in 516 }, bar: { _ in 516 + overlap },
      shape: { _, frame in
        frame.screenVisible = screenVisible
      })
    return builder.build()
  }

  @Test(
    "a resting overlap is graded against 1 pt and 2 pt",
    arguments: [(0.0, nil), (1.0, nil), (1.5, Severity.warning), (2.5, .error), (302, .error)]
      as [(Double, Severity?)])
  func thresholds(overlap: Double, expected: Severity?) {
    let findings = CoveredDetector().findings(in: trace(overlap: overlap))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
  }

  @Test("the keys moving over a still composer are not yet covered: only the rest is judged")
  func motionIsNotJudged() {
    var builder = TraceBuilder()
    builder.addScreenFrames(30, keyboard: { 852 - Double($0) * 10 }, bar: { _ in 818 })
    #expect(CoveredDetector().findings(in: builder.build()).isEmpty)
  }

  @Test("a screen that is not on display is not judged")
  func hiddenScreen() {
    #expect(CoveredDetector().findings(in: trace(overlap: 302, screenVisible: false)).isEmpty)
  }
}
