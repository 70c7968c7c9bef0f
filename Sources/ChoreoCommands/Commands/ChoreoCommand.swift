import Choreography

/// One `choreo` subcommand: its command-line shape, its options decoded once into typed
/// properties, and what it does with them.
protocol ChoreoCommand: Sendable {
  /// The command line it accepts.
  static var spec: CommandSpec { get }
  /// The command with its options read from `arguments`, which the spec's parser accepted.
  init(parsing arguments: ParsedArguments) throws(CommandError)
  /// Runs it; long-running commands stream their results to `console`.
  func run(console: Console) throws(CommandError) -> CommandOutput
}

/// Options several commands share.
enum SharedOptions {
  /// `--fps 60|120`, for the commands that run scenarios.
  static let fps = CommandOption<RefreshRate>(
    spec: CommandSpec.Option(
      name: "fps", valueName: "fps",
      help: "Refresh rate to sample frames at: 60 or 120 (default: the scenario's, 120).",
      allowedValues: RefreshRate.allCases.map { String($0.rawValue) }),
    parse: { Int($0).flatMap(RefreshRate.init(rawValue:)) }, accepted: "60, 120")

  /// `--jobs <count>`, for the commands that run on several threads; their output is the same
  /// for every count.
  static let jobs = CommandOption<Int>.count(
    "jobs", valueName: "count", in: 1...1024,
    help: "Threads to run on (default: every core); the output is the same for any count.")

  /// `--framework <id>`, for the commands whose advice is code: the framework it is written in.
  static let framework = CommandOption<FrameworkProfile.ID>.choice(
    "framework",
    help:
      "The app's framework, whose code the advice gives (default: the scenario's screen.framework,"
      + " else uikit).")

  /// `-o, --output <file>`, for the commands that write one file.
  static func output(help: String) -> CommandOption<String> {
    .text("output", short: "o", valueName: "file", help: help)
  }
}
