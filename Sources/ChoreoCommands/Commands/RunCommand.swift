import Choreography

/// `choreo run`: one scenario's event trace and findings.
struct RunCommand: ChoreoCommand {
  /// How the trace is printed.
  enum Format: String, CaseIterable, Sendable {
    /// One line per event, then the findings, compiler style.
    case text
    /// The JSON trace schema.
    case json
    /// Chrome Trace Event JSON, for ui.perfetto.dev.
    case perfetto
    /// A recording in choreo's JSON Lines, as the recorder writes one of a real app.
    case recording
  }

  static let format = CommandOption<Format>.choice(
    "format",
    help: "text, json, perfetto (Chrome Trace Event JSON) or recording (default: text).")
  static let frames = CommandFlag("frames", help: "Also print every frame's geometry.")

  static let spec = CommandSpec(
    name: "run", abstract: "Run a scenario and print its event trace and findings.",
    discussion: """
      Text output has one line per event (time in ms, frame, source, event and detail, cause),
      marks events the controller rejected, and ends with the findings, compiler style. JSON
      output follows the JSON Schema trace.schema.json in
      Sources/Choreography/Choreography.docc/Resources; perfetto output opens in ui.perfetto.dev or
      chrome://tracing; recording output is the run as a recording, which 'choreo analyze' reads
      as it reads one of a real app. The exit status is 0 whatever the findings; use
      'choreo check' to fail on them.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [SharedOptions.fps.spec, format.spec, frames.spec])

  /// The scenario to run.
  var scenario: String
  /// The refresh rate to sample at, if not the scenario's.
  var refreshRate: RefreshRate?
  /// How to print the trace.
  var format: Format
  /// Whether to print every frame's geometry.
  var includesFrames: Bool

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    scenario = arguments.positionals[0]
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
    format = try arguments.value(Self.format, command: Self.spec.name) ?? .text
    includesFrames = arguments.isSet(Self.frames)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    let scenario = try ScenarioLoader.load(self.scenario, refreshRate: refreshRate)
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    let text =
      switch format {
      case .json:
        TraceJSONFormatter(includesFrames: includesFrames).format(
          trace, summary: scenario.summary, findings: findings)
      case .perfetto:
        PerfettoFormatter().format(trace, summary: scenario.summary, findings: findings)
      case .recording:
        RecordingEncoder().text(of: trace, summary: scenario.summary)
      case .text:
        TraceTextFormatter(includesFrames: includesFrames).format(
          trace, summary: scenario.summary, findings: findings,
          framework: scenario.screen.framework, isSheet: scenario.screen.container.isSheet)
      }
    return CommandOutput(standardOutput: text)
  }
}
