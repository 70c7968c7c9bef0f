import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoCommands

/// `choreo check`'s exit status over a mix of inputs: the most severe wins, 70 > 66 > 65 > 1 > 0.
@Suite("choreo check exit codes")
struct CheckExitCodeTests {
  static let tree = "Tests/ChoreoCommandsTests/Fixtures/check-tree"

  struct Row: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var arguments: [String]
    var status: ExitCode
  }

  @Test(
    "the most severe outcome decides",
    arguments: [
      Row(testDescription: "all pass", arguments: ["prewarm-handoff"], status: .success),
      Row(
        testDescription: "a pinned failure and a warning pass",
        arguments: ["\(tree)/sheets/pinned-stagger.json", "\(tree)/sheets/close-delay-75.json"],
        status: .success),
      Row(
        testDescription: "a check fails",
        arguments: ["prewarm-handoff", "\(tree)/sheets/pinned-warning-drifted.json"],
        status: .failure),
      Row(
        testDescription: "a file cannot be read, another fails",
        arguments: ["\(tree)/sheets/pinned-warning-drifted.json", "\(tree)/drafts/typo.json"],
        status: .dataError),
      Row(
        testDescription: "a path is missing, a file cannot be read",
        arguments: ["\(tree)/drafts/typo.json", "\(tree)/none"], status: .noInput),
      Row(
        testDescription: "a folder with every kind", arguments: [tree], status: .dataError),
      Row(
        testDescription: "an unknown format", arguments: ["prewarm-handoff", "--format", "xml"],
        status: .usage),
      Row(testDescription: "no path at all", arguments: [], status: .usage),
    ])
  func status(row: Row) {
    let root = Snapshot.packageRoot.path + "/"
    let arguments = row.arguments.map { $0.hasPrefix("Tests/") ? root + $0 : $0 }
    #expect(Choreo.main(["check"] + arguments).exitCode == row.status)
  }
}
