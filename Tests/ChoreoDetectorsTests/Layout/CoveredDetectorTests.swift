import ChoreoTestSupport
import ChoreoTimeline
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

  /// One resting overlap of the composer under the keys, in points, and its grade (nil: clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var overlap: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a resting overlap is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "no overlap: clean", overlap: 0.0, expected: nil),
      Row(name: "1 pt, at the warning limit: clean", overlap: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", overlap: 1.5, expected: .warning),
      Row(name: "2.5 pt: error", overlap: 2.5, expected: .error),
      Row(name: "302 pt, the whole bar hidden: error", overlap: 302, expected: .error),
    ])
  func thresholds(_ row: Row) {
    let findings = CoveredDetector().findings(in: trace(overlap: row.overlap))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
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
