import Foundation
import Testing

/// Golden files under `Tests/ChoreographyTests/Snapshots/`. Set `CHOREO_RECORD_SNAPSHOTS=1` to
/// re-record; recording fails the test, so a re-record is always a reviewed change.
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["CHOREO_RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded snapshot \(name); unset CHOREO_RECORD_SNAPSHOTS and run again",
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing snapshot \(name); record with CHOREO_RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let first = zip(expectedLines, actualLines).enumerated().first {
        $0.element.0 != $0.element.1
      }
      let line = first?.offset ?? min(expectedLines.count, actualLines.count)
      let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
      let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
      Issue.record(
        "snapshot \(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)",
        sourceLocation: sourceLocation)
    }
  }
}
