import ChoreoTestSupport
import Testing

@testable import ChoreoDetectors

@Suite("double-inset and phantom-inset")
struct DoubleAndPhantomInsetDetectorTests {
  /// One resting gap, in points, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var gap: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a resting gap above the docked keys is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "no gap: clean", gap: 0.0, expected: nil),
      Row(name: "1 pt, at the warning limit: clean", gap: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", gap: 1.5, expected: .warning),
      Row(name: "34 pt, an inset counted twice: error", gap: 34, expected: .error),
    ])
  func doubleInset(_ row: Row) {
    var builder = TraceBuilder()
    builder.addScreenFrames(60, keyboard: { _ in 516 }, bar: { _ in 516 - row.gap })
    let findings = DoubleInsetDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
    #expect(PhantomInsetDetector().findings(in: builder.build()).isEmpty)
  }

  @Test(
    "space kept with no docked keyboard is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "no space kept: clean", gap: 0.0, expected: nil),
      Row(name: "1 pt, at the warning limit: clean", gap: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", gap: 1.5, expected: .warning),
      Row(name: "302 pt, a whole keyboard: error", gap: 302, expected: .error),
    ])
  func phantomInset(_ row: Row) {
    var builder = TraceBuilder()
    builder.addScreenFrames(60, keyboard: { _ in 852 }, bar: { _ in 818 - row.gap })
    let findings = PhantomInsetDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
    #expect(DoubleInsetDetector().findings(in: builder.build()).isEmpty)
  }

  @Test("a floating keyboard is not docked: space kept for it is a phantom")
  func floatingKeyboard() {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      60, keyboard: { _ in 400 }, bar: { _ in 516 },
      shape: { _, frame in
        frame.dockedKeyboardTop = 852
      })
    #expect(PhantomInsetDetector().findings(in: builder.build()).map(\.magnitude) == [302])
  }

  @Test("a gap that lasts less than 50 ms is a passing frame, not a resting layout")
  func brief() {
    var builder = TraceBuilder()
    builder.addScreenFrames(
      60, keyboard: { _ in 516 }, bar: { (20..<24).contains($0) ? 480 : 516 })
    #expect(DoubleInsetDetector().findings(in: builder.build()).isEmpty)
  }
}
