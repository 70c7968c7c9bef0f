import Choreography

/// `choreo show`: a scenario as a complete scenario file.
enum ShowCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "show", abstract: "Print a scenario as a complete scenario file, every field filled in.",
    discussion: """
      Start your own scenario from this output, or from {"base": "<name>"} and only the fields
      you change.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [.fps])

  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
  {
    let scenario = try ScenarioLoader.load(
      arguments.positionals[0], refreshRate: arguments.refreshRate)
    return CommandOutput(standardOutput: JSONWriter().string(ScenarioFile.encode(scenario)))
  }
}
