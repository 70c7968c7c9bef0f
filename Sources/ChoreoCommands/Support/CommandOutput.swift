/// What a command produced: text for standard output and standard error, and the exit status.
public struct CommandOutput: Equatable, Sendable {
  /// Results.
  public var standardOutput: String
  /// Diagnostics.
  public var standardError: String
  /// The exit status.
  public var exitCode: ExitCode

  /// An output with every field given.
  public init(
    standardOutput: String = "", standardError: String = "", exitCode: ExitCode = .success
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }
}
