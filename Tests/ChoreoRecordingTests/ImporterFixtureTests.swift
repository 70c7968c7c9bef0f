import ChoreoRecording
import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

/// The importer on its fixtures, one per dialect and quirk: each dialect is recognised, a cut
/// recording loses only its last line, and nothing usable is an error naming the file.
///
/// The report `choreo analyze --fit` prints of each fixture is a golden file of the export tests
/// (`AnalyzeReportTests`).
@Suite("Importing recordings and logs")
struct ImporterFixtureTests {
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
    let text = try RecordingSamples.text(of: row.name, in: RecordingSamples.fixtures)
    #expect(RecordingInputFormat.detect(text) == row.format)
  }

  @Test("a recording cut short loses only its last line")
  func truncated() throws {
    let text = try RecordingSamples.text(
      of: "recorder-stagger.jsonl", in: RecordingSamples.fixtures)
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
