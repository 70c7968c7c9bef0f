#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written with `write(2)` so that a failed write is an error
/// the caller sees rather than a trap: a full disk (`/dev/full`) reports its reason, and a closed
/// pipe ends the process with SIGPIPE, quietly, as it does other Unix tools.
public struct StandardStream: Sendable {
  /// Why a write failed.
  public struct WriteError: Error, Sendable, CustomStringConvertible {
    /// The error number.
    public var code: Int32

    /// The system's sentence for it: `No space left on device`.
    public var description: String { String(cString: strerror(code)) }
  }

  /// The file descriptor.
  public let descriptor: Int32

  /// Standard output.
  public static let output = StandardStream(descriptor: 1)
  /// Standard error.
  public static let error = StandardStream(descriptor: 2)

  /// Restores the default action of SIGPIPE, which the runtime may have set to ignore, so that
  /// writing to a pipe whose reader has gone ends the process without a message.
  public static func endQuietlyOnClosedPipe() {
    signal(SIGPIPE, SIG_DFL)
  }

  /// Writes all of `text`, retrying short writes and interrupted calls.
  ///
  /// The text's own UTF-8 storage is written, never a copy, so a large output costs its size once.
  public func write(_ text: String) throws(WriteError) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        #else
          let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure { throw WriteError(code: failure) }
  }
}
