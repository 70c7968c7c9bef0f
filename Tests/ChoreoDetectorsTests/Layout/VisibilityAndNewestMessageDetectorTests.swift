import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("visibility-mismatch and hidden-newest-message")
struct VisibilityAndNewestMessageDetectorTests {
  /// No keyboard; the app believes one is up for `frames` frames from frame 10.
  func mismatch(frames: Int) -> Trace {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      60, keyboard: { _ in 852 }, bar: { _ in 818 },
      shape: { index, frame in
        frame.appKeyboardVisible = (10..<(10 + frames)).contains(index)
      })
    return builder.build()
  }

  @Test(
    "a mismatch is graded by how long it lasts against 50 ms and 100 ms",
    arguments: [(0, nil), (5, nil), (7, Severity.warning), (13, .error)] as [(Int, Severity?)])
  func visibility(frames: Int, expected: Severity?) {
    let findings = VisibilityMismatchDetector().findings(in: mismatch(frames: frames))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
  }

  @Test("an app that keeps no flag is not judged")
  func noFlag() {
    var builder = TraceBuilder()
    builder.addScreenFrames(60, keyboard: { _ in 516 }, bar: { _ in 516 })
    #expect(VisibilityMismatchDetector().findings(in: builder.build()).isEmpty)
  }

  @Test(
    "the newest message away from the composer is graded against 1 pt and 2 pt",
    arguments: [(0.0, nil), (1.5, Severity.warning), (302, .error), (-40, .error)]
      as [(Double, Severity?)])
  func newestMessage(offset: Double, expected: Severity?) {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      60, keyboard: { _ in 516 }, bar: { _ in 516 },
      shape: { _, frame in
        frame.newestMessageBottom = frame.composerTop + offset
      })
    let findings = HiddenNewestMessageDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
  }
}
