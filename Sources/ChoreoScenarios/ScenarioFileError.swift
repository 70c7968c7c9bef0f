/// Why a scenario file cannot be used: one line naming the file, the field, the value and what
/// would be accepted.
public struct ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's name as given.
  public var file: String
  /// Where in the file: a field path such as `script[2].at`, or `line 3, column 7`.
  public var location: String
  /// What is wrong and what would be accepted.
  public var message: String

  /// An error with every field given.
  public init(file: String, location: String, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `bad.json: controller.focusDelay: -5 is out of range; accepted: 0 to 600000 (ms)`.
  public var description: String {
    location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
  }
}
