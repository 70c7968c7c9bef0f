import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("exit-asymmetry")
struct ExitAsymmetryDetectorTests {
  /// Close at frame 10 (120 Hz): the sheet starts leaving `sheetLag` frames later and the
  /// keyboard `keyboardLag` frames later; both travel off screen.
  func trace(sheetLag: Int = 0, keyboardLag: Int = 0) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.close), ms: 1000.0 / 12)
    builder.addFrames(120) { index, frame in
      let sheetStart = 10 + sheetLag
      frame.sheetTop =
        index <= sheetStart ? 69 : min(852, 69 + Double(index - sheetStart) * 40)
      let keyboardStart = 10 + keyboardLag
      frame.keyboardTop =
        index <= keyboardStart ? 516 : min(852, 516 + Double(index - keyboardStart) * 17)
    }
    return builder.build()
  }

  /// 6 frames is 50 ms (not above the warning), 7 is 58.3 ms, 12 is 100 ms (not above the
  /// error), 13 is 108.3 ms.
  static let grades: [(Int, Severity?)] = [
    (0, nil), (6, nil), (7, .warning), (12, .warning), (13, .error), (60, .error),
  ]

  @Test("keyboard last: onset gap and lingering graded against 50 ms and 100 ms", arguments: grades)
  func keyboardLast(lag: Int, expected: Severity?) {
    let findings = ExitAsymmetryDetector().findings(in: trace(keyboardLag: lag))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
    #expect(findings.allSatisfy { $0.variant == nil })
  }

  @Test("keyboard first: the same thresholds the other way round", arguments: grades)
  func keyboardFirst(lead: Int, expected: Severity?) {
    let findings = ExitAsymmetryDetector().findings(in: trace(sheetLag: lead))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
    for finding in findings {
      #expect(finding.variant == "keyboard-first")
      #expect(finding.message.contains("the keyboard left first"))
      // Both onsets are the evidence.
      #expect(Set(finding.evidence.samples.map(\.quantity)) == [.sheetTop, .keyboardTop])
    }
  }

  /// The person puts the keyboard away at frame 10 and closes at frame `closeFrame`; the
  /// keyboard takes 20 frames to leave.
  func putAwayThenClose(closeFrame: Int) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.dismissKeyboard), ms: 1000.0 / 12)
    builder.add(.user(.close), ms: Double(closeFrame) * 1000 / 120)
    builder.addFrames(200) { index, frame in
      frame.keyboardTop = index <= 10 ? 516 : min(852, 516 + Double(index - 10) * 17)
      frame.sheetTop =
        index <= closeFrame ? 69 : min(852, 69 + Double(index - closeFrame) * 40)
    }
    return builder.build()
  }

  @Test("a keyboard still leaving when the close comes is part of the exit")
  func putAwayJustBefore() {
    let findings = ExitAsymmetryDetector().findings(in: putAwayThenClose(closeFrame: 24))
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.variant == "keyboard-first")
  }

  @Test("a keyboard already gone when the close comes left in a motion the person asked for")
  func putAwayLongBefore() {
    #expect(ExitAsymmetryDetector().findings(in: putAwayThenClose(closeFrame: 120)).isEmpty)
  }
}
