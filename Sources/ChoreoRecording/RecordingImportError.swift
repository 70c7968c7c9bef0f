/// An input that holds nothing usable, with the file it came from.
public struct RecordingImportError: Error, Sendable, CustomStringConvertible {
  /// What a caller can give to get past the error, when something can: a command line names it
  /// by its option, the library by its importer's field.
  public enum Remedy: Sendable {
    /// Naming the input's format (``RecordingImporter/format``).
    case format
    /// Naming the value log's keyboard series (``RecordingImporter/series``).
    case series
  }

  /// The file's name as given.
  public var file: String
  /// Why nothing could be used.
  public var message: String
  /// What a caller can give to get past the error, if anything.
  public var remedy: Remedy?

  /// An error about `file`.
  public init(file: String, _ message: String, remedy: Remedy? = nil) {
    self.file = file
    self.message = message
    self.remedy = remedy
  }

  /// `run.log: no series holds two or more values (...)`.
  public var description: String { "\(file): \(message)" }
}
