import ChoreoTestSupport
import Foundation
import Testing

/// Commands that write a file, against the built binary: a file whose extension names another
/// format is refused before any work and nothing is written; a file written is announced by one
/// line on standard error; `diagram` takes its format from the extension.
@Suite("Output files")
struct OutputFileTests {
  /// A command line that writes `file`, and what must happen.
  struct Row: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var file: String
    /// The exit status; 0 when the file is written.
    var status: Int32
    /// A piece of standard error.
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let rows: [Row] = [
    Row(
      arguments: ["plot", "prewarm-handoff", "-o", "x.png"], file: "x.png", status: 64,
      message: "'plot' writes SVG, not an image; give a file ending in .svg"),
    Row(
      arguments: ["play", "prewarm-handoff", "-o", "x.svg"], file: "x.svg", status: 64,
      message: "'play' writes HTML, not SVG; give a file ending in .html or .htm"),
    Row(
      arguments: ["diagram", "--format", "mermaid", "-o", "machine.dot"], file: "machine.dot",
      status: 64, message: "'diagram' writes Mermaid, not Graphviz DOT"),
    Row(
      arguments: [
        "sweep", "prewarm-handoff", "--vary", "controller.retries=0,3", "--vary",
        "controller.focusDelay=300,400", "--svg", "map.html",
      ],
      file: "map.html", status: 64, message: "'sweep' writes SVG, not HTML"),
    Row(
      arguments: ["fix", "naive-immediate-focus", "--write", "fixed.yaml"], file: "fixed.yaml",
      status: 64, message: "'fix' writes JSON, not a .yaml file; give a file ending in .json"),
    Row(
      arguments: ["fix", "naive-immediate-focus", "--write", "fixed.json"], file: "fixed.json",
      status: 0, message: "wrote fixed.json"),
    Row(
      arguments: ["plot", "prewarm-handoff", "-o", "x.svg"], file: "x.svg", status: 0,
      message: "wrote x.svg"),
    Row(
      arguments: ["play", "prewarm-handoff", "-o", "x.html"], file: "x.html", status: 0,
      message: "wrote x.html"),
    Row(
      arguments: ["diagram", "-o", "machine.mmd"], file: "machine.mmd", status: 0,
      message: "wrote machine.mmd"),
  ]

  @Test(
    "a mismatched extension is refused and writes nothing; a written file is announced",
    arguments: rows)
  func output(row: Row) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ChoreoBinary.run(row.arguments, in: directory)
    #expect(result.status == row.status, "\(result.standardError)")
    #expect(result.standardError.contains(row.message), "\(result.standardError)")
    let written = FileManager.default.fileExists(
      atPath: directory.appendingPathComponent(row.file).path)
    #expect(written == (row.status == 0))
  }

  @Test("diagram takes Mermaid from a .mmd file and the table from a .md file")
  func diagramFormatFromExtension() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try ChoreoBinary.run(["diagram", "-o", "machine.mmd"], in: directory)
    _ = try ChoreoBinary.run(["diagram", "-o", "rules.md"], in: directory)
    let mermaid = try String(
      contentsOf: directory.appendingPathComponent("machine.mmd"), encoding: .utf8)
    let table = try String(
      contentsOf: directory.appendingPathComponent("rules.md"), encoding: .utf8)
    #expect(mermaid.hasPrefix("stateDiagram-v2") || mermaid.contains("stateDiagram"))
    #expect(table.hasPrefix("|"))
  }

  @Test("explain --write never overwrites a file")
  func explainNeverOverwrites() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let existing = directory.appendingPathComponent("mine.json")
    try Data("{}".utf8).write(to: existing)
    let recording = Snapshot.packageRoot.appendingPathComponent(
      "Tests/ChoreoCommandsTests/Fixtures/chat-tab.jsonl")
    let result = try ChoreoBinary.run(
      ["explain", recording.path, "--write", "mine.json"], in: directory)
    #expect(result.status == 74)
    #expect(result.standardError.contains("never overwrites a file"))
    #expect(try String(contentsOf: existing, encoding: .utf8) == "{}")
  }
}
