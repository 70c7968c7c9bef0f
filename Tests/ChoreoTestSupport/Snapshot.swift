import ChoreoTimeline
import Foundation
import Testing

/// Golden files under each test target's `Snapshots/` folder.
///
/// Set `CHOREO_RECORD_SNAPSHOTS=1` to re-record; recording fails the test, so a re-record is always
/// a reviewed change.
public enum Snapshot {
  /// The package's root directory.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Whether the run re-records golden files instead of comparing with them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["CHOREO_RECORD_SNAPSHOTS"] == "1"
  }

  /// The `Snapshots` folder of the test target whose file is `filePath`.
  public static func directory(of filePath: StaticString) -> URL {
    var url = URL(fileURLWithPath: "\(filePath)")
    while url.deletingLastPathComponent().lastPathComponent != "Tests", url.path != "/" {
      url = url.deletingLastPathComponent()
    }
    return url.appendingPathComponent("Snapshots")
  }

  /// Checks `actual` against the golden file `name` of the calling test target, or records it.
  public static func expect(
    _ actual: String, matches name: String, filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory(of: filePath).appendingPathComponent(name)
    if isRecording {
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
      let diff = UnifiedDiff.of(expected: expected, actual: actual, name: name)
      Issue.record(
        Comment(
          rawValue: "snapshot \(name) differs; re-record with CHOREO_RECORD_SNAPSHOTS=1 if the "
            + "change is intended:\n\(diff)"),
        sourceLocation: sourceLocation)
    }
  }
}
