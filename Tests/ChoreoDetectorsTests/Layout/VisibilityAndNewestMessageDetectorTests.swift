import ChoreoTestSupport
import ChoreoTimeline
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

  /// One mismatch lasting `frames` 120 Hz frames, and its grade (nil when clean).
  struct VisibilityRow: CustomTestStringConvertible, Sendable {
    var name: String
    var frames: Int
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a mismatch is graded by how long it lasts against 50 ms and 100 ms",
    arguments: [
      VisibilityRow(name: "no mismatch: clean", frames: 0, expected: nil),
      VisibilityRow(name: "5 frames, under 50 ms: clean", frames: 5, expected: nil),
      VisibilityRow(name: "7 frames, over 50 ms: warning", frames: 7, expected: .warning),
      VisibilityRow(name: "13 frames, over 100 ms: error", frames: 13, expected: .error),
    ])
  func visibility(_ row: VisibilityRow) {
    let findings = VisibilityMismatchDetector().findings(in: mismatch(frames: row.frames))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }

  @Test("an app that keeps no flag is not judged")
  func noFlag() {
    var builder = TraceBuilder()
    builder.addScreenFrames(60, keyboard: { _ in 516 }, bar: { _ in 516 })
    #expect(VisibilityMismatchDetector().findings(in: builder.build()).isEmpty)
  }

  /// One offset of the newest message below the composer's top, in points, and its grade.
  struct NewestMessageRow: CustomTestStringConvertible, Sendable {
    var name: String
    var offset: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "the newest message away from the composer is graded against 1 pt and 2 pt",
    arguments: [
      NewestMessageRow(name: "on the composer: clean", offset: 0.0, expected: nil),
      NewestMessageRow(name: "1.5 pt under it: warning", offset: 1.5, expected: .warning),
      NewestMessageRow(name: "302 pt under it: error", offset: 302, expected: .error),
      NewestMessageRow(name: "40 pt above it: error", offset: -40, expected: .error),
    ])
  func newestMessage(_ row: NewestMessageRow) {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      60, keyboard: { _ in 516 }, bar: { _ in 516 },
      shape: { _, frame in
        frame.newestMessageBottom = frame.composerTop + row.offset
      })
    let findings = HiddenNewestMessageDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }
}
