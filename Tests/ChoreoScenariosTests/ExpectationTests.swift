import ChoreoCore
import ChoreoDetectors
import ChoreoScenarios
import ChoreoTestSupport
import Testing

/// `expect` beyond detector names: a window, a magnitude range and warnings, judged against
/// findings, and written back as read.
@Suite("Expectations")
struct ExpectationTests {
  /// A stagger of 108 ms at 512 ms, and an exit-asymmetry warning of 75 ms at 2000 ms.
  static let findings = [
    Finding(
      detector: .stagger, severity: .error, time: Ticks(milliseconds: 512), magnitude: 108,
      unit: "ms", message: "", evidence: Evidence()),
    Finding(
      detector: .exitAsymmetry, severity: .warning, time: Ticks(milliseconds: 2000), magnitude: 75,
      unit: "ms", message: "", evidence: Evidence()),
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var expect: [ExpectedFinding]?
    var passes: Bool
  }

  static func window(_ from: Double, _ to: Double) -> ClosedRange<Ticks> {
    Ticks(milliseconds: from)...Ticks(milliseconds: to)
  }

  @Test(
    "each finding matched and each expectation met",
    arguments: [
      Row(testDescription: "nothing expected: the error fails", expect: nil, passes: false),
      Row(testDescription: "the detector's name", expect: [.init(.stagger)], passes: true),
      Row(
        testDescription: "inside its window", expect: [.init(.stagger, window: window(400, 600))],
        passes: true),
      Row(
        testDescription: "outside its window",
        expect: [.init(.stagger, window: window(600, 800))], passes: false),
      Row(
        testDescription: "at least its magnitude", expect: [.init(.stagger, atLeast: 100)],
        passes: true),
      Row(
        testDescription: "below the least magnitude", expect: [.init(.stagger, atLeast: 120)],
        passes: false),
      Row(
        testDescription: "above the most magnitude", expect: [.init(.stagger, atMost: 100)],
        passes: false),
      Row(
        testDescription: "an expectation nothing meets",
        expect: [.init(.stagger), .init(.bounce)], passes: false),
      Row(
        testDescription: "a listed warning holds warnings to the list",
        expect: [.init(.stagger), .init(.exitAsymmetry, severity: .warning, atMost: 80)],
        passes: true),
      Row(
        testDescription: "a listed warning that drifted",
        expect: [.init(.stagger), .init(.exitAsymmetry, severity: .warning, atMost: 60)],
        passes: false),
      Row(
        testDescription: "the wrong severity",
        expect: [.init(.stagger, severity: .warning)], passes: false),
    ])
  func verdict(row: Row) {
    #expect(ScenarioVerdict(findings: Self.findings, expected: row.expect).passed == row.passes)
  }

  @Test("an expectation reads and writes back as written; a name stays a name")
  func roundTrip() throws {
    let text = """
      {"base": "naive-delayed-focus", "expect": ["bounce", {"detector": "stagger", \
      "between": [400, 600], "atLeast": 80}, {"detector": "drift", "severity": "warning", \
      "atMost": 4}]}
      """
    let scenario = try ScenarioFile.decode(text, file: "e.json", defaultName: "e")
    #expect(
      scenario.expect == [
        .init(.bounce), .init(.stagger, window: Self.window(400, 600), atLeast: 80),
        .init(.drift, severity: .warning, atMost: 4),
      ])
    let shown = JSONWriter().string(ScenarioFile.encode(scenario))
    let again = try ScenarioFile.decode(shown, file: "shown.json", defaultName: "e")
    #expect(again.expect == scenario.expect)
    #expect(shown.contains(#""bounce""#))
  }
}
