import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("double-inset and phantom-inset")
struct DoubleAndPhantomInsetDetectorTests {
  @Test(
    "a resting gap above the docked keys is graded against 1 pt and 2 pt",
    arguments: [(0.0, nil), (1.0, nil), (1.5, Severity.warning), (34, .error)]
      as [(Double, Severity?)])
  func doubleInset(gap: Double, expected: Severity?) {
    var builder = TraceBuilder()
    builder.addScreenFrames(60, keyboard: { _ in 516 }, bar: { _ in 516 - gap })
    let findings = DoubleInsetDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
    #expect(PhantomInsetDetector().findings(in: builder.build()).isEmpty)
  }

  @Test(
    "space kept with no docked keyboard is graded against 1 pt and 2 pt",
    arguments: [(0.0, nil), (1.0, nil), (1.5, Severity.warning), (302, .error)]
      as [(Double, Severity?)])
  func phantomInset(gap: Double, expected: Severity?) {
    var builder = TraceBuilder()
    builder.addScreenFrames(60, keyboard: { _ in 852 }, bar: { _ in 818 - gap })
    let findings = PhantomInsetDetector().findings(in: builder.build())
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
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
