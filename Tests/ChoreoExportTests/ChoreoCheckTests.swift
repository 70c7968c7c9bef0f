import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

@testable import ChoreoExport

/// The test API a team calls from its own tests, used as they would use it.
@Suite("ChoreoCheck, from a team's own tests")
struct ChoreoCheckTests {
  static let tree = Snapshot.packageRoot.appendingPathComponent(
    "Tests/ChoreoCommandsTests/Fixtures/check-tree")

  /// The example the documentation shows: a scenario file that must pass.
  @Test("a scenario file that holds passes")
  func composeSheetOpensAsOneMotion() throws {
    let outcome = try ChoreoCheck.run(
      file: Self.tree.appendingPathComponent("sheets/slow-mount.json"))
    #expect(outcome.passed, "\(outcome.failureDescription)")
  }

  @Test("a failure describes each finding with its size, time and threshold")
  func failureDescription() throws {
    let file = Self.tree.appendingPathComponent("sheets/pinned-warning-drifted.json")
    let outcome = try ChoreoCheck.run(file: file)
    #expect(!outcome.passed)
    #expect(
      outcome.failureDescription == """
        FAIL \(file.path): pinned-warning-drifted: expected exit-asymmetry (warning) at most 60, found \
        exit-asymmetry (warning)
        not expected: exit-asymmetry 75.0 ms at 2000.0 ms (warning: > 50 ms)
        expected, not found: exit-asymmetry (warning) at most 60
        remedy [exit-asymmetry] (uikit): end editing and dismiss in the same call, so the \
        keyboard and the sheet leave together; the code: choreo detectors exit-asymmetry
        """)
  }

  @Test("a recording is checked as analyze judges it")
  func recording() throws {
    let outcome = try ChoreoCheck.run(
      file: Self.tree.appendingPathComponent("recordings/recorder-stagger.jsonl"))
    #expect(outcome.errorDetectors == [.stagger, .bounce])
    #expect(!outcome.passed)
  }

  @Test("a file that is not a scenario is a one-line error, not a trap")
  func unreadable() {
    #expect(throws: ChoreoCheck.Failure.self) {
      try ChoreoCheck.run(file: Self.tree.appendingPathComponent("drafts/typo.json"))
    }
  }

  /// One text and how it is escaped as a command's data and as a property's value.
  struct EscapingRow: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var data: String
    var property: String
    var testDescription: String { name }
  }

  @Test(
    "GitHub workflow commands encode what would end or split them",
    arguments: [
      EscapingRow(
        name: "a percent, a colon, a comma and a newline", text: "50% a:b, c\nd",
        data: "50%25 a:b, c%0Ad", property: "50%25 a%3Ab%2C c%0Ad"),
      EscapingRow(name: "plain text", text: "plain", data: "plain", property: "plain"),
    ])
  func gitHubEscaping(_ row: EscapingRow) {
    #expect(CheckGitHubFormatter.escapedData(row.text) == row.data)
    #expect(CheckGitHubFormatter.escapedProperty(row.text) == row.property)
  }
}
