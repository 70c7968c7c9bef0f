import Choreography

/// The parsed command line of one subcommand.
public struct ParsedArguments: Equatable, Sendable {
  /// Positional arguments, in order.
  public var positionals: [String] = []
  /// Values of options, by long name, in the order given.
  public var values: [String: [String]] = [:]
  /// Flags given, by long name.
  public var flags: Set<String> = []
  /// Whether `-h` or `--help` was given.
  public var wantsHelp = false
}
