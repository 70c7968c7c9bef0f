import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("Findings")
struct FindingTests {
  @Test(
    "a finding's amount reads as a label would say it",
    arguments: [
      (508.33, "ms", "508.3 ms"), (1, "pt", "1 pt"), (1, "taps", "1 tap"), (2, "taps", "2 taps"),
      (1, "presses", "1 press"), (1, "runs", "1 run"), (3, "keys", "3 keys"),
    ])
  func amount(magnitude: Double, unit: String, text: String) {
    let finding = Finding(
      detector: .eatenTap, severity: .error, time: .zero, magnitude: magnitude, unit: unit,
      message: "", evidence: Evidence())
    #expect(finding.amount == text)
  }
}
