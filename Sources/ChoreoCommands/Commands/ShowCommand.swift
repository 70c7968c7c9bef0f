import Choreography

/// `choreo show`: a scenario as a complete scenario file.
struct ShowCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "show", abstract: "Print a scenario as a complete scenario file, every field filled in.",
    discussion: """
      Start your own scenario from this output, or from {"base": "<name>"} and only the fields
      you change.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [SharedOptions.fps.spec])

  /// The scenario to print.
  var scenario: String
  /// The refresh rate to set, if not the scenario's.
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    scenario = arguments.positionals[0]
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    let scenario = try ScenarioLoader.load(self.scenario, refreshRate: refreshRate)
    return CommandOutput(standardOutput: JSONWriter().string(ScenarioFile.encode(scenario)))
  }
}
