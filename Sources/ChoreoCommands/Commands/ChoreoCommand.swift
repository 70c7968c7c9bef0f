import Choreography

/// One `choreo` subcommand: its command-line shape and what it does with parsed arguments.
protocol ChoreoCommand {
  /// The command line it accepts.
  static var spec: CommandSpec { get }
  /// Runs it; long-running commands stream their results to `console`.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
}

extension CommandSpec.Option {
  /// `--fps 60|120`, shared by the commands that run scenarios.
  static let fps = CommandSpec.Option(
    name: "fps", valueName: "fps",
    help: "Refresh rate to sample frames at: 60 or 120 (default: the scenario's, 120).",
    allowedValues: ["60", "120"])
}

extension ParsedArguments {
  /// The refresh rate `--fps` asks for, if given.
  var refreshRate: RefreshRate? {
    value("fps").flatMap(Int.init).flatMap(RefreshRate.init(rawValue:))
  }
}
