/// Where a long-running command writes as it goes: results stream to standard output as they are
/// produced (so memory stays flat), and progress goes to standard error when it is a terminal.
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

  /// Writes `text` to standard output.
  public func emit(_ text: String) {
    if buffers { buffered += text } else { write(text) }
  }
}
