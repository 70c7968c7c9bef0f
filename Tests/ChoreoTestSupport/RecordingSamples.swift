import Foundation

/// The recordings and logs the tests read from the source tree.
///
/// The corpus holds real logs people published, each saved verbatim with its source in the
/// corpus's `README.md`; the fixtures are one short file per dialect and quirk the importer reads.
/// Both live beside the recording layer's tests, and every test target that reads them names
/// them through here.
public enum RecordingSamples {
  /// The corpus of real, published logs.
  public static let corpus = Snapshot.packageRoot.appendingPathComponent(
    "Tests/ChoreoRecordingTests/Corpus")

  /// The importer's fixtures, one per dialect and quirk.
  public static let fixtures = Snapshot.packageRoot.appendingPathComponent(
    "Tests/ChoreoRecordingTests/Fixtures")

  /// The names of the corpus's logs, sorted.
  public static var corpusLogs: [String] {
    names(in: corpus).filter { $0.hasSuffix(".log") }
  }

  /// The names of the fixtures, sorted.
  public static var fixtureFiles: [String] { names(in: fixtures) }

  /// The text of the file `name` in `folder`.
  public static func text(of name: String, in folder: URL) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }
}
