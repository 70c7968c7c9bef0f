import Foundation
import Testing

@testable import ChoreoCommands
@testable import Choreography

/// Every output pasted in the README is what the command prints now: standard output, and standard
/// error when the command could not run.
///
/// A block follows a marker `<!-- $ choreo <arguments> -->`; the transition table sits between
/// `transitions` markers. `CHOREO_RECORD_SNAPSHOTS=1` rewrites the blocks (and fails, so the change
/// is reviewed).
@Suite("README")
struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func output(of arguments: [String]) -> String {
    let prefix = Self.root.path + "/"
    let resolved = arguments.map { argument in
      argument.contains("/") ? prefix + argument : argument
    }
    let result = Choreo.main(resolved)
    // As a terminal shows it: the results, and the diagnostics of a command that failed to run.
    // (Timings some commands print on standard error are left out: they vary from run to run.)
    let errors = result.exitCode.rawValue >= 64 ? result.standardError : ""
    return (result.standardOutput + errors).replacingOccurrences(of: prefix, with: "")
  }

  @Test("pasted outputs and the transition table match the code")
  func pastedOutputs() throws {
    let url = Self.root.appendingPathComponent("README.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    var mismatches: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("<!-- $ choreo "), line.hasSuffix(" -->") {
        let command = String(line.dropFirst("<!-- $ choreo ".count).dropLast(" -->".count))
        let expected = output(of: command.split(separator: " ").map(String.init))
        let open = index + 1
        guard open < lines.count, lines[open] == "```text",
          let close = lines[(open + 1)...].firstIndex(of: "```")
        else {
          mismatches.append("no ```text block after: \(line)")
          index += 1
          continue
        }
        let pasted = lines[(open + 1)..<close].joined(separator: "\n")
        let wanted = expected.hasSuffix("\n") ? String(expected.dropLast()) : expected
        if pasted != wanted {
          mismatches.append("choreo \(command)")
          let replacement = wanted.isEmpty ? [] : wanted.components(separatedBy: "\n")
          lines.replaceSubrange((open + 1)..<close, with: replacement)
        }
        index = open + 1
      } else if line == "<!-- transitions:begin -->",
        let end = lines[index...].firstIndex(of: "<!-- transitions:end -->")
      {
        let table = TransitionTableRenderer().render().dropLast().components(separatedBy: "\n")
        if Array(lines[(index + 1)..<end]) != table {
          mismatches.append("transition table")
          lines.replaceSubrange((index + 1)..<end, with: table)
        }
        index += 1
      } else {
        index += 1
      }
    }
    if !mismatches.isEmpty,
      ProcessInfo.processInfo.environment["CHOREO_RECORD_SNAPSHOTS"] == "1"
    {
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
      Issue.record("rewrote README blocks: \(mismatches)")
      return
    }
    #expect(
      mismatches.isEmpty,
      "stale README blocks (re-record with CHOREO_RECORD_SNAPSHOTS=1): \(mismatches)")
  }
}
