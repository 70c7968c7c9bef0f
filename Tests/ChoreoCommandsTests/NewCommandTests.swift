import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// `choreo new`: a complete file renamed, that checks as its source does, never overwriting.
@Suite("choreo new")
struct NewCommandTests {
  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// One built-in to start from, and the status `check` gives the new file.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var status: ExitCode
    var testDescription: String { name }
  }

  @Test(
    "the new file is the source's complete file renamed, and checks as the source does",
    arguments: [
      Row(name: "from the full pattern", source: "prewarm-handoff", status: .success),
      Row(name: "from a naive strategy", source: "naive-delayed-focus", status: .success),
    ])
  func startsFrom(_ row: Row) throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = folder.appendingPathComponent("team-sheet").path
    #expect(Choreo.main(["new", name, "--from", row.source]).exitCode == .success)
    let written = try String(contentsOfFile: name + ".json", encoding: .utf8)
    var expected = try #require(BuiltInScenarios.named(row.source))
    expected.name = "team-sheet"
    #expect(written == JSONWriter().string(ScenarioFile.encode(expected)))
    #expect(Choreo.main(["check", name + ".json"]).exitCode == row.status)
  }

  @Test("an existing file is refused with exit 74 and left as it was")
  func neverOverwrites() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("mine.json").path
    try "keep".write(toFile: path, atomically: true, encoding: .utf8)
    let output = Choreo.main(["new", String(path.dropLast(5))])
    #expect(output.exitCode == .ioError)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
  }

  /// A path, and how the suggested command writes it.
  struct QuotingRow: CustomTestStringConvertible, Sendable {
    var path: String
    var quoted: String
    var testDescription: String { path }
  }

  @Test(
    "the suggested check command quotes a path a shell would split",
    arguments: [
      QuotingRow(path: "team-sheet.json", quoted: "team-sheet.json"),
      QuotingRow(path: "my sheet.json", quoted: "'my sheet.json'"),
      QuotingRow(path: "it's.json", quoted: "'it'\\''s.json'"),
    ])
  func quotedSuggestion(row: QuotingRow) {
    #expect(NewCommand.shellQuoted(row.path) == row.quoted)
  }
}
