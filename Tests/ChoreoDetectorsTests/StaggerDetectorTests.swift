import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("stagger")
struct StaggerDetectorTests {
  /// A sheet rising from frame 0 and a keyboard rising from frame `keyboardFrame` (120 Hz).
  func trace(keyboardFrame: Int?) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    builder.addFrames(80) { index, frame in
      frame.sheetTop = max(69, 852 - Double(index) * 40)
      if let keyboardFrame, index > keyboardFrame {
        frame.keyboardTop = max(516, 852 - Double(index - keyboardFrame) * 20)
      }
    }
    return builder.build()
  }

  /// One frame the keyboard starts rising at, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var keyboardFrame: Int
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "both sides of the 50 ms and 100 ms thresholds",
    arguments: [
      Row(name: "together: clean", keyboardFrame: 0, expected: nil),
      Row(name: "6 frames, 50 ms: clean", keyboardFrame: 6, expected: nil),
      Row(name: "7 frames, over 50 ms: warning", keyboardFrame: 7, expected: .warning),
      Row(name: "12 frames, 100 ms: warning", keyboardFrame: 12, expected: .warning),
      Row(name: "13 frames, over 100 ms: error", keyboardFrame: 13, expected: .error),
      Row(name: "60 frames, half a second: error", keyboardFrame: 60, expected: .error),
    ])
  func thresholds(_ row: Row) {
    let findings = StaggerDetector().findings(in: trace(keyboardFrame: row.keyboardFrame))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
    if let finding = findings.first {
      #expect(finding.magnitude == Double(row.keyboardFrame) * 1000 / 120)
    }
  }

  @Test("no keyboard at all is not a stagger")
  func noKeyboard() {
    #expect(StaggerDetector().findings(in: trace(keyboardFrame: nil)).isEmpty)
  }
}
