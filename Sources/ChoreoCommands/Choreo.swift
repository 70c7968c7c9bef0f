import Choreography

/// The `choreo` command line: parses the arguments, runs a subcommand, and returns what to print
/// and the exit status.
///
/// `main.swift` only writes the result out, so everything here is testable in-process.
public enum Choreo {
  static var commands: [any ChoreoCommand.Type] {
    [
      ListCommand.self, RunCommand.self, CheckCommand.self, PlotCommand.self, SweepCommand.self,
      VerifyCommand.self, ShowCommand.self, DetectorsCommand.self, DiagramCommand.self,
      AnalyzeCommand.self, ExplainCommand.self, NewCommand.self, FixCommand.self, PlayCommand.self,
    ]
  }

  /// The general usage line.
  public static let usage = "choreo <subcommand>"

  /// The command-line shape of the subcommand called `name`.
  public static func spec(named name: String) -> CommandSpec? {
    commands.first { $0.spec.name == name }?.spec
  }

  /// The text of `choreo --help`.
  public static var help: String {
    var text = """
      OVERVIEW: Simulate iOS sheet, keyboard and focus choreography frame by frame, and name what \
      a person would see go wrong.

      USAGE: \(usage)

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:

      """
    for command in commands {
      text += "  " + command.spec.name.padding(24) + command.spec.abstract + "\n"
    }
    text += "\n  See 'choreo help <subcommand>' for detailed help.\n"
    return text
  }

  /// Runs `choreo` with `arguments` (without the program name).
  ///
  /// Streamed results go to `console`; by default they are buffered into the returned standard
  /// output.
  public static func main(_ arguments: [String], console: Console? = nil) -> CommandOutput {
    let console = console ?? Console()
    // What a command streamed is written before anything it returns.
    defer { console.flush() }
    do {
      var output = try dispatch(arguments, console: console)
      output.standardOutput = console.buffered + output.standardOutput
      return output
    } catch {
      return CommandOutput(
        standardOutput: console.buffered, standardError: error.message, exitCode: error.exitCode)
    }
  }

  private static func dispatch(_ arguments: [String], console: Console) throws(CommandError)
    -> CommandOutput
  {
    guard let first = arguments.first else {
      // The command list, as a usage error: a script that forgot its subcommand still fails.
      return CommandOutput(standardError: "Error: Missing subcommand.\n\n" + help, exitCode: .usage)
    }
    switch first {
    case "-h", "--help":
      return CommandOutput(standardOutput: help)
    case "--version":
      return CommandOutput(standardOutput: ChoreoVersion.current + "\n")
    case "help":
      guard arguments.count > 1 else { return CommandOutput(standardOutput: help) }
      guard let spec = spec(named: arguments[1]) else { throw unknownSubcommand(arguments[1]) }
      return CommandOutput(standardOutput: spec.help)
    default:
      guard let command = commands.first(where: { $0.spec.name == first }) else {
        throw unknownSubcommand(first)
      }
      let parsed = try CommandLineParser.parse(Array(arguments.dropFirst()), as: command.spec)
      if parsed.wantsHelp { return CommandOutput(standardOutput: command.spec.help) }
      return try command.init(parsing: parsed).run(console: console)
    }
  }

  private static func unknownSubcommand(_ name: String) -> CommandError {
    var message =
      name.hasPrefix("-") ? "Unknown option '\(name)'." : "Unknown subcommand '\(name)'."
    if let suggestion = closestMatch(to: name, in: commands.map { $0.spec.name }) {
      message += " Did you mean '\(suggestion)'?"
    }
    return .usage(message, command: nil)
  }
}
