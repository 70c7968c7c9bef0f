import ChoreoTestSupport
import Foundation
import Testing

/// The built binary, run as a user runs it, its whole standard output, standard error and exit
/// status compared with a golden file per command line under `Snapshots/cli/`.
@Suite("choreo end to end")
struct EndToEndTests {
  /// One command line and the golden file that holds what it prints.
  struct Invocation: CustomTestStringConvertible, Sendable {
    /// The golden file's name.
    var name: String
    /// The arguments after `choreo`.
    var arguments: [String]

    var testDescription: String { "choreo " + arguments.joined(separator: " ") }

    init(_ name: String, _ arguments: String...) {
      self.name = name
      self.arguments = arguments
    }
  }

  static let invocations: [Invocation] = [
    Invocation("run-pattern", "run", "prewarm-handoff"),
    Invocation("run-naive-60", "run", "naive-delayed-focus", "--fps", "60"),
    Invocation("check-mixed", "check", "prewarm-handoff", "naive-immediate-focus"),
    Invocation(
      "check-fixture", "check", "Tests/ChoreoCommandsTests/Fixtures/slow-mount.json"),
    Invocation("check-tree", "check", "Tests/ChoreoCommandsTests/Fixtures/check-tree"),
    Invocation(
      "check-tree-excluded", "check", "Tests/ChoreoCommandsTests/Fixtures/check-tree",
      "--exclude", "drafts/*", "--exclude", "*.jsonl"),
    Invocation(
      "check-tree-json", "check", "Tests/ChoreoCommandsTests/Fixtures/check-tree", "--format",
      "json"),
    Invocation(
      "check-tree-junit", "check", "Tests/ChoreoCommandsTests/Fixtures/check-tree", "--format",
      "junit"),
    Invocation(
      "check-tree-github", "check", "Tests/ChoreoCommandsTests/Fixtures/check-tree", "--format",
      "github"),
    Invocation(
      "check-tree-sarif", "check", "Tests/ChoreoCommandsTests/Fixtures/check-tree", "--format",
      "sarif"),
    Invocation(
      "check-missing-path", "check", "prewarm-handoff", "Tests/ChoreoCommandsTests/Fixtures/none"),
    Invocation("fix-naive", "fix", "naive-immediate-focus"),
    Invocation("fix-clean", "fix", "prewarm-handoff"),
    Invocation("fix-none", "fix", "return-label-mismatch", "--max-changes", "1"),
    Invocation("fix-json", "fix", "retire-on-attempt", "--format", "json"),
    Invocation("show-bad-file", "show", "Tests/ChoreoCommandsTests/Fixtures/typo.json"),
    Invocation("list", "list"),
    Invocation("list-tab", "list", "tab"),
    Invocation("explain-chat-tab", "explain", "Tests/ChoreoCommandsTests/Fixtures/chat-tab.jsonl"),
    Invocation("explain-scenario", "explain", "prewarm-handoff"),
    Invocation("detectors", "detectors"),
    Invocation(
      "sweep-json", "sweep", "prewarm-handoff", "--vary", "controller.retries=0,3", "--format",
      "json"),
    Invocation(
      "sweep-invalid", "sweep", "prewarm-handoff", "--vary",
      "controller.focusTrigger=afterDelay,onAppear", "--vary", "controller.focusDelay=300,400",
      "--fail-on", "invalid"),
    Invocation("sweep-no-vary", "sweep", "prewarm-handoff"),
    Invocation("sweep-unknown-field", "sweep", "prewarm-handoff", "--vary", "world.nope=1"),
    Invocation(
      "sweep-svg-one-field", "sweep", "prewarm-handoff", "--vary", "controller.retries=0,3",
      "--svg", "x.svg"),
    Invocation("diagram-mermaid", "diagram", "--format", "mermaid", "--trace", "retire-on-attempt"),
    Invocation("no-subcommand"),
    Invocation("unknown-subcommand", "frobnicate"),
    Invocation("missing-argument", "run"),
    Invocation("bad-fps", "run", "prewarm-handoff", "--fps", "90"),
    Invocation("misspelt-scenario", "run", "prewarm-handof"),
    Invocation("missing-file", "run", "missing.json"),
    Invocation("help", "--help"),
    Invocation("help-run", "help", "run"),
  ]

  /// `text` with JUnit's `time="0.012"` attributes, the wall clock's and the one part of a check
  /// that differs between runs, written `time="…"`.
  static func wallTimesHidden(_ text: String) -> String {
    guard text.contains("<testsuite") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: " time=\"") {
      result += rest[..<start.upperBound] + "…"
      rest = rest[start.upperBound...].drop { $0 != "\"" }
    }
    return result + rest
  }

  @Test("what choreo prints and its exit status match the golden files", arguments: invocations)
  func golden(_ invocation: Invocation) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: ChoreoBinary.url.path),
      "no choreo next to the test bundle at \(ChoreoBinary.url.path)")
    let result = try ChoreoBinary.run(invocation.arguments, in: Snapshot.packageRoot)
    let transcript = """
      $ choreo \(invocation.arguments.joined(separator: " "))
      [exit \(result.status)]
      --- standard output
      \(Self.wallTimesHidden(result.standardOutput))--- standard error
      \(result.standardError)
      """
    Snapshot.expect(transcript, matches: "cli/\(invocation.name).txt")
  }
}
