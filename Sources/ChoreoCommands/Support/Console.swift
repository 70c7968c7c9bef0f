/// Where a long-running command writes as it goes: results stream to standard output as they are
/// produced, in blocks of about 64 KiB (so memory stays flat and a sweep of a million lines does
/// not make a million writes), and progress goes to standard error when it is a terminal.
///
/// In tests the console buffers, so output can be compared whole.
public final class Console {
  private let write: (String) -> Void
  /// Shows a transient progress line, or nil when standard error is not a terminal.
  public let progress: ((String) -> Void)?
  /// How many threads commands may use.
  public let concurrency: Int
  private(set) var buffered = ""
  private let buffers: Bool
  /// Streamed text not yet written.
  private var pending = ""
  /// How much streamed text is gathered before it is written.
  private static let blockSize = 65_536

  /// A console that writes results with `write` and progress with `progress`.
  public init(
    concurrency: Int, write: @escaping (String) -> Void, progress: ((String) -> Void)? = nil
  ) {
    self.write = write
    self.progress = progress
    self.concurrency = concurrency
    buffers = false
  }

  /// A console that keeps what is written, for tests.
  public init(concurrency: Int = 2) {
    write = { _ in }
    progress = nil
    self.concurrency = concurrency
    buffers = true
  }

  /// Writes `text` to standard output, in order with everything emitted before it; streamed
  /// text goes out in blocks, and all of it by the time ``flush()`` returns.
  public func emit(_ text: String) {
    if buffers {
      buffered += text
      return
    }
    pending += text
    if pending.utf8.count >= Self.blockSize { flush() }
  }

  /// Writes whatever streamed text is still gathered.
  public func flush() {
    guard !pending.isEmpty else { return }
    let block = pending
    pending = ""
    write(block)
  }
}
