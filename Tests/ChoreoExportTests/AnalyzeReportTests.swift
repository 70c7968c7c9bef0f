import ChoreoExport
import ChoreoRecording
import ChoreoTestSupport
import Foundation
import Testing

/// The report `choreo analyze --fit` prints, with its line warnings, of every real log of the
/// corpus and of every importer fixture, as its golden file says.
///
/// A corpus log that does not import has its one-line refusal as its golden file instead.
///
/// The corpus's `README.md` holds each log's source and the reading derived by hand, before the
/// reader was written against them; a changed golden file is reviewed against those readings.
@Suite("The analyze report of real logs and of the importer's fixtures")
struct AnalyzeReportTests {
  /// What `choreo analyze --fit` prints for `text` read as `name`: the report, then the line
  /// warnings.
  static func report(_ text: String, file name: String) throws -> String {
    let run = try RecordingImporter().run(text, file: name)
    let analysis = RecordingAnalysis(run, fitting: true)
    return RecordingReportFormatter().text(analysis, file: name)
      + run.warnings.map { "\(name):\($0)\n" }.joined()
  }

  @Test("each real log reads as its golden file says", arguments: RecordingSamples.corpusLogs)
  func corpus(name: String) throws {
    let text = try RecordingSamples.text(of: name, in: RecordingSamples.corpus)
    let reading: String
    do {
      reading = try Self.report(text, file: name)
    } catch {
      reading = "refused: \(error)\n"
    }
    Snapshot.expect(reading, matches: "corpus/\(name).txt")
  }

  @Test("each fixture imports as its golden file says", arguments: RecordingSamples.fixtureFiles)
  func fixture(name: String) throws {
    let text = try RecordingSamples.text(of: name, in: RecordingSamples.fixtures)
    Snapshot.expect(try Self.report(text, file: name), matches: "import/\(name).txt")
  }

  // Logs saved on Windows or copied from a web page end their lines with \r\n, which Swift reads
  // as one character: splitting at "\n" alone once made a whole log one line.
  @Test(
    "each fixture saved with \\r\\n line ends reads as it does with \\n",
    arguments: RecordingSamples.fixtureFiles)
  func windowsLineEnds(name: String) throws {
    let text = try RecordingSamples.text(of: name, in: RecordingSamples.fixtures)
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(crlf != text)
    #expect(try Self.report(crlf, file: name) == Self.report(text, file: name))
  }
}
