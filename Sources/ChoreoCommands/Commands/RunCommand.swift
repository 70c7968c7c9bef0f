import Choreography

/// `choreo run`: one scenario's event trace and findings.
enum RunCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "run", abstract: "Run a scenario and print its event trace and findings.",
    discussion: """
      Text output has one line per event (time in ms, frame, source, event and detail, cause),
      marks events the controller rejected, and ends with the findings, compiler style. JSON
      output follows the schema in the README; perfetto output opens in ui.perfetto.dev or
      chrome://tracing. The exit status is 0 whatever the findings; use 'choreo check' to fail
      on them.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [
      .fps,
      .init(
        name: "format", valueName: "format",
        help: "text, json, or perfetto (Chrome Trace Event JSON) (default: text).",
        allowedValues: ["text", "json", "perfetto"]),
      .init(name: "frames", help: "Also print every frame's geometry."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
  {
    let scenario = try ScenarioLoader.load(
      arguments.positionals[0], refreshRate: arguments.refreshRate)
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    let frames = arguments.flags.contains("frames")
    let text =
      switch arguments.value("format") {
      case "json":
        TraceJSONFormatter(includesFrames: frames).format(
          trace, summary: scenario.summary, findings: findings)
      case "perfetto":
        PerfettoFormatter().format(trace, summary: scenario.summary, findings: findings)
      default:
        TraceTextFormatter(includesFrames: frames).format(
          trace, summary: scenario.summary, findings: findings)
      }
    return CommandOutput(standardOutput: text)
  }
}
