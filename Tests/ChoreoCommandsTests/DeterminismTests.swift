import ChoreoTestSupport
import Foundation
import Testing

/// The same input gives the same bytes whatever the time zone, locale and thread count: every
/// number is formatted by the project's own fixed-point code, every order is a sorted or
/// declared one, and parallel sweeps assemble their cells in input order.
@Suite("Byte-identical output under any environment", .serialized)
struct DeterminismTests {
  /// Invocations covering every renderer: text, JSON, SVG, DOT, Mermaid, Perfetto, the sweep
  /// table and heat map, the explorer and `show`.
  static let invocations: [[String]] = [
    ["run", "prewarm-handoff"],
    ["run", "naive-immediate-focus", "--format", "json"],
    ["run", "prewarm-handoff", "--format", "perfetto"],
    ["check", "prewarm-handoff", "naive-immediate-focus", "chat-jumps", "form-automatic"],
    ["plot", "medium-detent-autofocus"],
    ["show", "prewarm-handoff"],
    ["detectors"],
    ["diagram", "--format", "mermaid"],
    ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=0...300:100", "--jobs", "1"],
    [
      "sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=0...300:100", "--format",
      "json",
    ],
    ["verify", "prewarm-handoff", "--max-states", "2000"],
  ]

  /// Environments far from the default: a half-hour-offset zone, a decimal comma, a dotless i.
  static let environments: [(name: String, variables: [String: String])] = [
    (
      "Kathmandu, German", ["TZ": "Asia/Kathmandu", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]
    ),
    (
      "Chatham, Turkish", ["TZ": "Pacific/Chatham", "LC_ALL": "tr_TR.UTF-8", "LANG": "tr_TR.UTF-8"]
    ),
    (
      "Arabic numerals", ["TZ": "America/St_Johns", "LC_ALL": "ar_SA.UTF-8", "LANG": "ar_SA.UTF-8"]
    ),
  ]

  static let reference = ["TZ": "UTC", "LC_ALL": "C", "LANG": "C"]

  @Test(arguments: invocations)
  func sameBytesInEveryEnvironment(arguments: [String]) throws {
    let expected = try ChoreoBinary.run(arguments, environment: Self.reference)
    #expect(expected.status <= 1 && !expected.standardOutput.isEmpty, "\(expected.standardError)")
    for environment in Self.environments {
      var actual = try ChoreoBinary.run(arguments, environment: environment.variables)
      // verify reports its speed and memory on standard error, which no two runs share.
      if arguments[0] == "verify" { actual.standardError = expected.standardError }
      #expect(actual == expected, "\(arguments.joined(separator: " ")) under \(environment.name)")
    }
  }

  /// One sweep's command line, which prints the same bytes for every job count, and its name.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var testDescription: String { name }
  }

  @Test(arguments: [
    Row(
      name: "one axis as a table",
      arguments: ["sweep", "prewarm-handoff", "--vary", "device.keyboardHeight=216...400:8"]),
    Row(
      name: "two axes as JSON",
      arguments: [
        "sweep", "naive-delayed-focus", "--vary", "world.contentMountDelay=0...400:50",
        "--vary", "controller.focusDelay=0...300:100", "--format", "json",
      ]),
  ])
  func sameBytesForEveryJobCount(_ row: Row) throws {
    let expected = try ChoreoBinary.run(row.arguments + ["--jobs", "1"])
    #expect(expected.status == 0, "\(expected.standardError)")
    for jobs in [2, 3, 7, 64] {
      let actual = try ChoreoBinary.run(row.arguments + ["--jobs", "\(jobs)"])
      #expect(actual == expected, "\(row.name) with --jobs \(jobs)")
    }
  }
}
