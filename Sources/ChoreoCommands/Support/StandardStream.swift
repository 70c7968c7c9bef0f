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
  public func write(_ text: String) throws(WriteError) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #else
          Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError(code: errno)
      }
      offset += written
    }
    bytes.removeAll()
  }
}
