import ChoreoTestSupport
import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// One decision of what a file is (``InputKind``) for every command: `check` judges a log as
/// `analyze` does, and the commands that simulate refuse a recording with the command to use.
@Suite("What kind of input a file is")
struct InputKindTests {
  static let corpus = Snapshot.packageRoot.appendingPathComponent(
    "Tests/ChoreoRecordingTests/Corpus")

  static var logs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
      .filter { $0.hasSuffix(".log") }.sorted()
  }

  @Test("check judges every real log of the corpus as analyze does", arguments: logs)
  func checkJudgesLogsAsAnalyzeDoes(_ name: String) {
    let path = Self.corpus.appendingPathComponent(name).path
    let analyze = Choreo.main(["analyze", path])
    let check = Choreo.main(["check", path])
    #expect(check.exitCode == analyze.exitCode)
    #expect(!check.standardOutput.contains("is a recording"))
    #expect(!check.standardError.contains("is a recording"))
  }

  @Test(
    "a file's kind comes from its text first, then its name",
    arguments: [
      ("run.jsonl", "", InputKind.recording),
      ("run.json", "{\"kind\":\"header\",\"format\":\"choreo-recording\"}", .recording),
      ("app.log", "UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 516}, {393, 336}}", .recording),
      ("sheet.json", "{\"name\": \"compose\"}", .scenario),
      ("sheet.scenario", "  {\"name\": \"compose\"}", .scenario),
      ("broken.json", "", .scenario),
      ("notes.txt", "nothing to read here", .unknown),
    ])
  func kind(path: String, text: String, kind: InputKind) {
    #expect(InputKind.of(path: path, text: text) == kind)
  }
}
