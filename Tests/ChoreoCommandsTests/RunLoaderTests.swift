import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCommands

/// `plot` and `play` draw what `analyze` reads: a recording, printed keyboard notifications or a
/// per-frame log of heights, recognised by its text whatever the file's name, next to scenarios
/// (a scenario file keeps loading as one whatever its name).
@Suite("Runs that plot and play take")
struct RunLoaderTests {
  /// One log among the recording fixtures, and the words its summary reads it as.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var summary: String
    var testDescription: String { name }
  }

  @Test(
    "a log plots and plays as its recording, next to a scenario",
    arguments: [
      Row(
        name: "a React Native console's per-frame heights", file: "rn-metro-console.log",
        summary: "a per-frame keyboard height log"),
      Row(
        name: "printed keyboard notifications", file: "objc-show-hide.log",
        summary: "printed keyboard notifications"),
      Row(
        name: "a recorder's recording", file: "recorder-stagger.jsonl", summary: "a recording"),
    ])
  func log(_ row: Row) {
    let path = RecordingSamples.fixtures.appendingPathComponent(row.file).path
    let plot = Choreo.main(["plot", path])
    #expect(plot.exitCode.rawValue == 0)
    #expect(plot.standardOutput.contains(row.summary))
    let play = Choreo.main(["play", path, "prewarm-handoff"])
    #expect(play.exitCode.rawValue == 0)
    #expect(play.standardOutput.contains(row.summary))
    #expect(play.standardOutput.contains("the full pattern"))
  }

  @Test("a scenario file loads as a scenario whatever its name")
  func scenarioByAnyName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-runs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sheet.scenario")
    try Data(Choreo.main(["show", "prewarm-handoff"]).standardOutput.utf8).write(to: file)
    let plot = Choreo.main(["plot", file.path])
    #expect(plot.exitCode.rawValue == 0)
    #expect(plot.standardOutput.contains("the full pattern"))
  }
}
