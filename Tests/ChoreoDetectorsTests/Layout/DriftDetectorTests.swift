import ChoreoCore
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("drift")
struct DriftDetectorTests {
  /// The keyboard rising 336 pt linearly over 40 frames; the bar following its edge, shifted
  /// `lead` pt up (ahead) while both move, and landing on it.
  func trace(lead: Double) -> Trace {
    var builder = TraceBuilder()
    builder.add(.event(.keyboardWillShow(.representative)), ms: 0)
    let keyboard = { (index: Int) in 852 - 336 * Double(min(index, 40)) / 40 }
    builder.addScreenFrames(
      80, keyboard: keyboard,
      bar: { index in
        let edge = min(818, keyboard(index))
        return index > 0 && index < 40 ? edge - lead : edge
      })
    return builder.build()
  }

  /// One lead of the bar over the moving keyboard's edge, in points, and its grade (nil: clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var lead: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "the distance to the keyboard's motion is graded against 4 pt and 12 pt",
    arguments: [
      Row(name: "on the edge: clean", lead: 0.0, expected: nil),
      Row(name: "3.5 pt, under 4 pt: clean", lead: 3.5, expected: nil),
      Row(name: "6 pt ahead: warning", lead: 6, expected: .warning),
      Row(name: "20 pt ahead: error", lead: 20, expected: .error),
    ])
  func thresholds(_ row: Row) {
    let findings = DriftDetector().findings(in: trace(lead: row.lead))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
    if row.expected != nil { #expect(findings.first?.message.contains("ahead") == true) }
  }

  @Test("a layout that does not move while the keys do is not drifting (that is covered or late)")
  func stillLayout() {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      80, keyboard: { 852 - 336 * Double(min($0, 40)) / 40 }, bar: { _ in 818 })
    #expect(DriftDetector().findings(in: builder.build()).isEmpty)
  }
  /// A sheet moving 300 pt over frames 1...40 while the keyboard moves 336 pt, both up
  /// (`rising`) or both down; the bar's offset in the sheet (302 pt with the keys up) runs
  /// `lead` pt of the keyboard's travel ahead of the keyboard's progress.
  func movingSheet(rising: Bool, lead: Double) -> Trace {
    var builder = TraceBuilder()
    builder.add(.event(.keyboardWillShow(.representative)), ms: 0)
    builder.addScreenFrames(
      80, keyboard: { _ in 0 }, bar: { _ in 0 },
      shape: { index, frame in
        let progress = Double(min(index, 40)) / 40
        let barProgress = index > 0 && index < 40 ? min(1, progress + lead / 336) : progress
        let up = rising ? progress : 1 - progress
        let barUp = rising ? barProgress : 1 - barProgress
        frame.keyboardTop = 852 - 336 * up
        frame.dockedKeyboardTop = frame.keyboardTop
        frame.restBottom = 818 + 300 * (1 - up)
        frame.composerBottom = frame.restBottom - 302 * barUp
        frame.composerTop = frame.composerBottom - 52
        frame.layoutSettled = index >= 40
      })
    return builder.build()
  }

  /// A sheet's motion, the bar's lead on the keyboard's curve, and the grade (nil: clean).
  struct SheetRow: CustomTestStringConvertible, Sendable {
    var name: String
    var rising: Bool
    var lead: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "while a sheet rises the layout is judged against the keyboard's curve; going away, not at all",
    arguments: [
      SheetRow(name: "rising, on the curve: clean", rising: true, lead: 0, expected: nil),
      SheetRow(name: "rising, 20 pt ahead: error", rising: true, lead: 20, expected: .error),
      SheetRow(name: "going away, 20 pt ahead: not judged", rising: false, lead: 20, expected: nil),
    ])
  func movingSheet(_ row: SheetRow) {
    let trace = movingSheet(rising: row.rising, lead: row.lead)
    let findings = DriftDetector().findings(in: trace)
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
    for finding in findings {
      let index = trace.frames.firstIndex { $0.time == finding.time } ?? 0
      #expect(!trace.frames[index].layoutSettled, "judged while the sheet still moves")
    }
  }
}

extension KeyboardNotification {
  /// A show notification on the default device.
  static let representative = KeyboardNotification.representative(showing: true)
}
