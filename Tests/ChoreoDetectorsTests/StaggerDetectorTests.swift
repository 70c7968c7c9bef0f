import ChoreoTestSupport
import Choreography
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

  @Test(
    "both sides of the 50 ms and 100 ms thresholds",
    arguments: [
      (0, nil), (6, nil), (7, Severity.warning), (12, .warning), (13, .error), (60, .error),
    ] as [(Int, Severity?)])
  func thresholds(keyboardFrame: Int, expected: Severity?) {
    let findings = StaggerDetector().findings(in: trace(keyboardFrame: keyboardFrame))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
    if let finding = findings.first {
      #expect(finding.magnitude == Double(keyboardFrame) * 1000 / 120)
    }
  }

  @Test("no keyboard at all is not a stagger")
  func noKeyboard() {
    #expect(StaggerDetector().findings(in: trace(keyboardFrame: nil)).isEmpty)
  }
}
