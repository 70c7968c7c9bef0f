import ChoreoTestSupport
import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// One decision of what a file is (``InputKind``) for every command: `check` judges a log as
/// `analyze` does, and the commands that simulate refuse a recording with the command to use.
@Suite("What kind of input a file is")
struct InputKindTests {
  @Test(
    "check judges every real log of the corpus as analyze does",
    arguments: RecordingSamples.corpusLogs)
  func checkJudgesLogsAsAnalyzeDoes(_ name: String) {
    let path = RecordingSamples.corpus.appendingPathComponent(name).path
    let analyze = Choreo.main(["analyze", path])
    let check = Choreo.main(["check", path])
    #expect(check.exitCode == analyze.exitCode)
    #expect(!check.standardOutput.contains("is a recording"))
    #expect(!check.standardError.contains("is a recording"))
  }

  /// One file's path and text, and the kind of input they make it.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var path: String
    var text: String
    var kind: InputKind
    var testDescription: String { name }
  }

  @Test(
    "a file's kind comes from its text first, then its name",
    arguments: [
      Row(
        name: "an empty .jsonl: a recording by its name", path: "run.jsonl", text: "",
        kind: .recording),
      Row(
        name: "a recording's header in a .json", path: "run.json",
        text: "{\"kind\":\"header\",\"format\":\"choreo-recording\"}", kind: .recording),
      Row(
        name: "printed keyboard notifications in a .log", path: "app.log",
        text: "UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 516}, {393, 336}}", kind: .recording),
      Row(
        name: "a scenario's text in a .json", path: "sheet.json", text: "{\"name\": \"compose\"}",
        kind: .scenario),
      Row(
        name: "a scenario's text after spaces, in a .scenario", path: "sheet.scenario",
        text: "  {\"name\": \"compose\"}", kind: .scenario),
      Row(
        name: "an empty .json: a scenario by its name", path: "broken.json", text: "",
        kind: .scenario),
      Row(
        name: "other text in a .txt: unknown", path: "notes.txt", text: "nothing to read here",
        kind: .unknown),
    ])
  func kind(_ row: Row) {
    #expect(InputKind.of(path: row.path, text: row.text) == row.kind)
  }
}
