import ChoreoTestSupport
import Choreography
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
    let outcome = try ChoreoCheck.run(
      file: Self.tree.appendingPathComponent("sheets/pinned-warning-drifted.json"))
    #expect(!outcome.passed)
    #expect(
      outcome.failureDescription == """
        FAIL pinned-warning-drifted: expected exit-asymmetry (warning) at most 60, found \
        exit-asymmetry (warning)
        not expected: exit-asymmetry 75.0 ms at 2000.0 ms (warning: > 50 ms)
        expected, not found: exit-asymmetry (warning) at most 60
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

  @Test(
    "GitHub workflow commands encode what would end or split them",
    arguments: [
      ("50% a:b, c\nd", "50%25 a:b, c%0Ad", "50%25 a%3Ab%2C c%0Ad"),
      ("plain", "plain", "plain"),
    ])
  func gitHubEscaping(text: String, data: String, property: String) {
    #expect(CheckGitHubFormatter.escapedData(text) == data)
    #expect(CheckGitHubFormatter.escapedProperty(text) == property)
  }
}
