/// An input that holds nothing usable, with the file it came from.
public struct RecordingImportError: Error, Sendable, CustomStringConvertible {
  /// The file's name as given.
  public var file: String
  /// Why nothing could be used.
  public var message: String

  /// An error about `file`.
  public init(file: String, _ message: String) {
    self.file = file
    self.message = message
  }

  /// `run.log: fewer than two values; ...`.
  public var description: String { "\(file): \(message)" }
}
