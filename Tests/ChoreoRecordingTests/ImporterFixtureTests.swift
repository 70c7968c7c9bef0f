import ChoreoExport
import ChoreoRecording
import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

/// Every fixture, one per dialect and quirk, imports with the summary, inferences, findings,
/// stream quirks and line warnings in its golden file.
@Suite("Importing recordings and logs")
struct ImporterFixtureTests {
  static let fixtures = Snapshot.packageRoot.appendingPathComponent(
    "Tests/ChoreoRecordingTests/Fixtures")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted()
  }

  /// What `choreo analyze --fit` prints for `name` (or for `text` read as `name`): the report,
  /// then the line warnings.
  static func report(_ name: String, text: String? = nil) throws -> String {
    let text =
      try text ?? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    let run = try RecordingImporter().run(text, file: name)
    let analysis = RecordingAnalysis(run, fitting: true)
    return RecordingReportFormatter().text(analysis, file: name)
      + run.warnings.map { "\(name):\($0)\n" }.joined()
  }

  @Test("each fixture imports as its golden file says", arguments: names)
  func fixture(name: String) throws {
    Snapshot.expect(try Self.report(name), matches: "import/\(name).txt")
  }

  // Logs saved on Windows or copied from a web page end their lines with \r\n, which Swift reads
  // as one character: splitting at "\n" alone once made a whole log one line.
  @Test("each fixture saved with \\r\\n line ends imports as it does with \\n", arguments: names)
  func windowsLineEnds(name: String) throws {
    let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(crlf != text)
    #expect(try Self.report(name, text: crlf) == Self.report(name))
  }

  /// One fixture, named by its file, and the dialect it is written in.
  struct DialectRow: CustomTestStringConvertible, Sendable {
    var name: String
    var format: RecordingInputFormat
    var testDescription: String { name }
  }

  @Test(
    "each dialect is recognised",
    arguments: [
      DialectRow(name: "objc-show-hide.log", format: .notifications),
      DialectRow(name: "swift-first-show.log", format: .notifications),
      DialectRow(name: "names-with-times.log", format: .notifications),
      DialectRow(name: "names-untimed.log", format: .notifications),
      DialectRow(name: "ipad-undock.log", format: .notifications),
      DialectRow(name: "rn-onmove-120hz.log", format: .values),
      DialectRow(name: "flutter-insets-60hz.log", format: .values),
      DialectRow(name: "rn-metro-console.log", format: .values),
      DialectRow(name: "rn-keyboard-events.log", format: .notifications),
      DialectRow(name: "recorder-stagger.jsonl", format: .recording),
    ])
  func recognised(_ row: DialectRow) throws {
    let text = try String(
      contentsOf: Self.fixtures.appendingPathComponent(row.name), encoding: .utf8)
    #expect(RecordingInputFormat.detect(text) == row.format)
  }

  @Test("a recording cut short loses only its last line")
  func truncated() throws {
    let text = try String(
      contentsOf: Self.fixtures.appendingPathComponent("recorder-stagger.jsonl"), encoding: .utf8)
    let run = try RecordingDecoder().decode(text, file: "cut.jsonl")
    #expect(run.warnings.last?.message.contains("cut short") == true)
    #expect(run.recordedFrames == 150)
  }

  /// One input with nothing usable, and the error it gives, which starts with the file's name.
  struct UnusableRow: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  @Test(
    "nothing usable is an error naming the file",
    arguments: [
      UnusableRow(
        name: "an empty file",
        text: "",
        message: "nothing.jsonl: not a recording, a notification log or a value log"
      ),
      UnusableRow(
        name: "a header and no event or frame",
        text: "{\"kind\":\"header\",\"format\":\"choreo-recording\",\"version\":1}\n",
        message:
          "header.jsonl: no usable line: expected a choreo-recording header and at least one event or frame (empty file)"
      ),
    ])
  func unusable(_ row: UnusableRow) {
    let text = row.text
    let message = row.message
    let file = message.prefix { $0 != ":" }
    #expect(throws: RecordingImportError.self) {
      try RecordingImporter().run(text, file: String(file))
    }
    do {
      _ = try RecordingImporter().run(text, file: String(file))
    } catch {
      #expect(error.description == message)
    }
  }
}
