import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("exit-asymmetry")
struct ExitAsymmetryDetectorTests {
  /// Close at frame 10: the sheet leaves over 20 frames; the keyboard starts `lag` frames later.
  func trace(lag: Int) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.close), ms: 1000.0 / 12)
    builder.addFrames(80) { index, frame in
      frame.sheetTop = index <= 10 ? 69 : min(852, 69 + Double(index - 10) * 40)
      let start = 10 + lag
      frame.keyboardTop = index <= start ? 516 : min(852, 516 + Double(index - start) * 17)
    }
    return builder.build()
  }

  @Test(
    "onset gap and lingering keyboard graded against 50 ms and 100 ms",
    arguments: [
      (0, nil), (6, nil), (7, Severity.warning), (12, .warning), (13, .error), (60, .error),
    ] as [(Int, Severity?)])
  func thresholds(lag: Int, expected: Severity?) {
    let findings = ExitAsymmetryDetector().findings(in: trace(lag: lag))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
  }
}
