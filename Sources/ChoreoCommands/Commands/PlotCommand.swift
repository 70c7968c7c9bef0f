import Choreography

/// `choreo plot`: an SVG chart of one run, or of two runs stacked on one time axis.
enum PlotCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "plot", abstract: "Draw a run (or two, stacked) as an SVG chart with a filmstrip.",
    discussion: """
      Time runs left to right (ms); screen y runs down, top of the screen at the top, as on the
      device. Curves for the sheet top, the keyboard top and the input bar's top and bottom, the
      accessory strip as a band, shaded spans while the sheet or keyboard moves, markers for the
      events that matter, each finding drawn where it fired and numbered, and the phone drawn at
      key frames underneath. Give two scenarios to compare them on the same time axis.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json)."),
      .init(name: "other", help: "A second scenario, stacked under the first.", isOptional: true),
    ],
    options: [
      .init(
        name: "output", short: "o", valueName: "file",
        help: "Write the SVG to a file (atomically) instead of standard output."),
      .fps,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
  {
    var runs: [TimelinePlot.Run] = []
    for reference in arguments.positionals {
      let scenario = try ScenarioLoader.load(reference, refreshRate: arguments.refreshRate)
      runs.append(Self.run(scenario))
    }
    let svg = TimelinePlot(runs: runs).render()
    if let path = arguments.value("output") {
      try AtomicFile.write(svg, to: path)
      return CommandOutput()
    }
    return CommandOutput(standardOutput: svg)
  }

  static func run(_ scenario: Scenario) -> TimelinePlot.Run {
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    return TimelinePlot.Run(
      trace: trace, summary: scenario.summary,
      findings: Detectors.findings(in: trace, thresholds: scenario.thresholds))
  }
}
