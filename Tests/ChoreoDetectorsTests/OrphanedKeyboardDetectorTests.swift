import ChoreoCore
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("orphaned-keyboard")
struct OrphanedKeyboardDetectorTests {
  /// Present at 0, handoff attempted at 400 ms, settle at 500 ms; the prewarm holds the keyboard
  /// until `releasedAt` (frame index), when the composer takes it.
  func trace(releasedAt: Int?, attempted: Bool = true, closeAt: Double? = nil) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    if attempted { builder.add(.effect(.setFocus(.composer)), ms: 400, cause: 0) }
    builder.add(.event(.sheetDidSettle), ms: 500, cause: 0)
    if let closeAt { builder.add(.user(.close), ms: closeAt) }
    builder.addFrames(241) { index, frame in
      frame.sheetTop = 69
      frame.keyboardTop = 516
      frame.firstResponder = releasedAt.map { index < $0 ? .prewarm : .composer } ?? .prewarm
    }
    return builder.build()
  }

  @Test("the prewarm still holding the keyboard at the timeout is an error")
  func orphaned() {
    let findings = OrphanedKeyboardDetector().findings(in: trace(releasedAt: nil))
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.time == Ticks(milliseconds: 1500))
  }

  /// One frame at which the prewarm lets the keyboard go, and how many findings that gives.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var releasedAt: Int
    var count: Int
    var testDescription: String { name }
  }

  @Test(
    "the handoff completing on either side of the 1 s timeout",
    arguments: [
      Row(name: "a frame before the timeout: clean", releasedAt: 179, count: 0),
      Row(name: "on the timeout: clean", releasedAt: 180, count: 0),
      Row(name: "a frame after the timeout: a finding", releasedAt: 181, count: 1),
    ])
  func aroundTimeout(_ row: Row) {
    #expect(
      OrphanedKeyboardDetector().findings(in: trace(releasedAt: row.releasedAt)).count
        == row.count)
  }

  @Test("no handoff attempted, or a close before the timeout, is not judged")
  func notJudged() {
    #expect(
      OrphanedKeyboardDetector().findings(in: trace(releasedAt: nil, attempted: false)).isEmpty)
    #expect(OrphanedKeyboardDetector().findings(in: trace(releasedAt: nil, closeAt: 1200)).isEmpty)
  }
}
