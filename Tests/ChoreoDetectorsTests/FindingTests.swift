import ChoreoTestSupport
import Testing

@testable import ChoreoDetectors

@Suite("Findings")
struct FindingTests {
  /// One magnitude and unit, and how the amount reads.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var magnitude: Double
    var unit: String
    var text: String
    var testDescription: String { name }
  }

  @Test(
    "a finding's amount reads as a label would say it",
    arguments: [
      Row(name: "milliseconds to one decimal", magnitude: 508.33, unit: "ms", text: "508.3 ms"),
      Row(name: "points", magnitude: 1, unit: "pt", text: "1 pt"),
      Row(name: "one tap", magnitude: 1, unit: "taps", text: "1 tap"),
      Row(name: "two taps", magnitude: 2, unit: "taps", text: "2 taps"),
      Row(name: "one press", magnitude: 1, unit: "presses", text: "1 press"),
      Row(name: "one run", magnitude: 1, unit: "runs", text: "1 run"),
      Row(name: "three keys", magnitude: 3, unit: "keys", text: "3 keys"),
    ])
  func amount(_ row: Row) {
    let finding = Finding(
      detector: .eatenTap, severity: .error, time: .zero, magnitude: row.magnitude,
      unit: row.unit, message: "", evidence: Evidence())
    #expect(finding.amount == row.text)
  }
}
