import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCommands
@testable import Choreography

/// Every output pasted in the README and the documentation's articles is what the command prints
/// now, and every generated block is what the code generates.
///
/// A pasted block follows a marker `<!-- $ choreo <arguments> -->` and holds standard output, and
/// standard error when the command could not run; a generated block sits between the markers of
/// a ``GeneratedBlock``. `CHOREO_RECORD_SNAPSHOTS=1` rewrites the stale blocks (and fails, so the
/// change is reviewed).
@Suite("Pasted outputs and generated blocks")
struct PastedOutputTests {
  static let marker = "<!-- $ choreo "

  static func output(of arguments: [String]) -> String {
    let prefix = Documents.root.path + "/"
    let resolved = arguments.map { argument in
      argument.contains("/") ? prefix + argument : argument
    }
    let result = Choreo.main(resolved)
    // As a terminal shows it: the results, and the diagnostics of a command that failed to run.
    // (Timings some commands print on standard error are left out: they vary from run to run.)
    let errors = result.exitCode.rawValue >= 64 ? result.standardError : ""
    return (result.standardOutput + errors).replacingOccurrences(of: prefix, with: "")
  }

  /// The document's lines with every pasted and generated block as it should be, and the names
  /// of the blocks that were not.
  static func refreshed(_ lines: [String]) -> (lines: [String], stale: [String]) {
    var lines = lines
    var stale: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix(marker), line.hasSuffix(" -->") {
        let command = String(line.dropFirst(marker.count).dropLast(" -->".count))
        let expected = output(of: command.split(separator: " ").map(String.init))
        let open = index + 1
        guard open < lines.count, lines[open] == "```text",
          let close = lines[(open + 1)...].firstIndex(of: "```")
        else {
          stale.append("no ```text block after: \(line)")
          index += 1
          continue
        }
        let wanted = expected.hasSuffix("\n") ? String(expected.dropLast()) : expected
        if lines[(open + 1)..<close].joined(separator: "\n") != wanted {
          stale.append("choreo \(command)")
          let replacement = wanted.isEmpty ? [] : wanted.components(separatedBy: "\n")
          lines.replaceSubrange((open + 1)..<close, with: replacement)
        }
        index = open + 1
      } else if let block = GeneratedBlock.allCases.first(where: { $0.begin == line }),
        let end = lines[index...].firstIndex(of: block.end)
      {
        let generated = block.lines()
        if Array(lines[(index + 1)..<end]) != generated {
          stale.append("generated \(block.rawValue)")
          lines.replaceSubrange((index + 1)..<end, with: generated)
        }
        index += 1
      } else {
        index += 1
      }
    }
    return (lines, stale)
  }

  @Test("pasted outputs and generated blocks match the code", arguments: Documents.paths)
  func document(path: String) throws {
    let text = try Documents.text(path)
    let (lines, stale) = Self.refreshed(text.components(separatedBy: "\n"))
    if !stale.isEmpty, ProcessInfo.processInfo.environment["CHOREO_RECORD_SNAPSHOTS"] == "1" {
      try lines.joined(separator: "\n").write(
        to: Documents.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
      Issue.record("rewrote blocks of \(path): \(stale)")
      return
    }
    let diff = UnifiedDiff.of(expected: text, actual: lines.joined(separator: "\n"), name: path)
    #expect(
      stale.isEmpty,
      "stale blocks in \(path) (re-record with CHOREO_RECORD_SNAPSHOTS=1): \(stale)\n\(diff)")
  }

  @Test("every generated block appears in some document")
  func everyBlockIsUsed() throws {
    let texts = try Documents.paths.map(Documents.text).joined(separator: "\n")
    for block in GeneratedBlock.allCases {
      #expect(texts.contains(block.begin) && texts.contains(block.end), "\(block.rawValue)")
    }
  }
}
