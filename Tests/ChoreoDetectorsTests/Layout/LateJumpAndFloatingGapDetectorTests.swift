import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("late-jump and floating-gap")
struct LateJumpAndFloatingGapDetectorTests {
  /// The keyboard rising over frames 1...40; the bar snapping to it `delay` frames after the
  /// keyboard started.
  func rising(delayFrames: Int) -> Trace {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      120, keyboard: { 852 - 336 * Double(min($0, 40)) / 40 },
      bar: { $0 > delayFrames ? 516 : 818 })
    return builder.build()
  }

  /// One delay of the bar after the keyboard, in 120 Hz frames, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var delayFrames: Int
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "the layout's start after the keyboard's is graded against 50 ms and 100 ms",
    arguments: [
      Row(name: "1 frame: clean", delayFrames: 1, expected: nil),
      Row(name: "6 frames, 50 ms: clean", delayFrames: 6, expected: nil),
      Row(name: "8 frames, over 50 ms: warning", delayFrames: 8, expected: .warning),
      Row(name: "13 frames, over 100 ms: error", delayFrames: 13, expected: .error),
      Row(name: "60 frames, half a second: error", delayFrames: 60, expected: .error),
    ])
  func lateJump(_ row: Row) {
    let findings = LateJumpDetector().findings(in: rising(delayFrames: row.delayFrames))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }

  /// The keyboard falling over frames 1...40 while the bar stays at 516 pt for `hold` frames.
  func falling(hold: Int) -> Trace {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      120, keyboard: { 516 + 336 * Double(min($0, 40)) / 40 },
      bar: { $0 <= hold ? 516 : min(818, 516 + 336 * Double(min($0, 40)) / 40) })
    return builder.build()
  }

  @Test("a bar hanging still over the falling keys is graded against 4 pt and 12 pt")
  func floatingGap() {
    // Each falling frame opens 8.4 pt; the bar holds for `hold` frames (more than 50 ms).
    #expect(FloatingGapDetector().findings(in: falling(hold: 0)).isEmpty)
    let long = FloatingGapDetector().findings(in: falling(hold: 40))
    #expect(long.map(\.severity) == [.error])
    #expect(long.first?.magnitude == 302)
  }

  @Test("a hang shorter than 50 ms is a lag, not a floating gap")
  func briefHang() {
    #expect(FloatingGapDetector().findings(in: falling(hold: 3)).isEmpty)
  }

  /// A sheet rising 300 pt over frames 1...40 with the keyboard, which rises 336 pt with it.
  ///
  /// The bar rides in the sheet and moves up in it by 302 pt `delayFrames` frames after the
  /// keyboard started (never, when nil). With `hidden`, the sheet's content starts 800 pt lower, so the bar
  /// stays below the screen's bottom throughout.
  func risingSheet(delayFrames: Int?, hidden: Bool = false) -> Trace {
    var builder = TraceBuilder()
    let rest = 818.0 + (hidden ? 800 : 0)
    builder.addScreenFrames(
      120, keyboard: { 852 - 336 * Double(min($0, 40)) / 40 }, bar: { _ in 0 },
      shape: { index, frame in
        let containerOffset = 300 * (1 - Double(min(index, 40)) / 40)
        frame.restBottom = rest + containerOffset
        let moved = delayFrames.map { index > $0 } ?? false
        frame.composerBottom = frame.restBottom - (moved ? 302 : 0)
        frame.composerTop = frame.composerBottom - 52
        frame.layoutSettled = index >= 40
      })
    return builder.build()
  }

  /// A late jump judged in the moving sheet, and whether one is expected.
  struct SheetRow: CustomTestStringConvertible, Sendable {
    var name: String
    var delayFrames: Int?
    var hidden: Bool
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a layout that waits for the keys to land jumps in a rising sheet too; one off screen does not",
    arguments: [
      SheetRow(
        name: "moves with the keys' first frame: clean", delayFrames: 1, hidden: false,
        expected: nil),
      SheetRow(
        name: "moves 60 frames later, the sheet still rising at the start: error",
        delayFrames: 60, hidden: false, expected: .error),
      SheetRow(
        name: "rides the sheet and never moves in it: no jump", delayFrames: nil, hidden: false,
        expected: nil),
      SheetRow(
        name: "moves 60 frames later, below the screen's bottom: not seen", delayFrames: 60,
        hidden: true, expected: nil),
    ])
  func lateJumpInRisingSheet(_ row: SheetRow) {
    let trace = risingSheet(delayFrames: row.delayFrames, hidden: row.hidden)
    #expect(!trace.frames[0].layoutSettled)
    let findings = LateJumpDetector().findings(in: trace)
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }

  @Test("a bar that keeps its place in a settling sheet hangs over the falling keys all the same")
  func floatingGapInSettlingSheet() {
    // The keyboard falls over frames 1...40 while the sheet still settles 40 pt down and the bar
    // rides in it, 302 pt above its rest: the gap opens as in a resting container.
    var builder = TraceBuilder()
    builder.addScreenFrames(
      120, keyboard: { 516 + 336 * Double(min($0, 40)) / 40 }, bar: { _ in 0 },
      shape: { index, frame in
        frame.restBottom = 778 + 40 * Double(min(index, 40)) / 40
        frame.composerBottom = frame.restBottom - 302
        frame.composerTop = frame.composerBottom - 52
        frame.layoutSettled = index >= 40
      })
    let findings = FloatingGapDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == [.error])
  }
}
