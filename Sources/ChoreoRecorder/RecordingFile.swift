import Foundation

/// A recording being written to a file: lines are queued by whoever observes them and written in
/// order on a background queue, so the app's main thread never waits on the disk.
///
/// Each line is written whole with its newline, so a crash loses at most the line being written.
public final class RecordingFile: @unchecked Sendable {
  /// Where the recording is written.
  public let url: URL
  private let queue = DispatchQueue(label: "choreo.recording.file")
  // Touched only on `queue`.
  private var handle: FileHandle?

  /// A new, empty recording at `url`; an existing file there is replaced.
  public init(url: URL) throws {
    self.url = url
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    handle = try FileHandle(forWritingTo: url)
  }

  /// Queues `line` to be written after every line queued before it.
  public func append(_ line: RecordingLine) {
    let data = Data((line.text + "\n").utf8)
    queue.async { [self] in
      try? handle?.write(contentsOf: data)
    }
  }

  /// Writes every queued line, closes the file and returns its URL; later lines are dropped.
  public func finish() -> URL {
    queue.sync {
      try? handle?.synchronize()
      try? handle?.close()
      handle = nil
    }
    return url
  }
}
