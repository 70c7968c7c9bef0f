import Choreography

/// `choreo plot`: an SVG chart of one run, or of two runs stacked on one time axis.
struct PlotCommand: ChoreoCommand {
  static let output = SharedOptions.output(
    help: "Write the SVG to a file (atomically) instead of standard output.")

  static let spec = CommandSpec(
    name: "plot", abstract: "Draw a run (or two, stacked) as an SVG chart with a filmstrip.",
    discussion: """
      Time runs left to right (ms); screen y runs down, top of the screen at the top, as on the
      device. Curves for the sheet top, the keyboard top and the input bar's top and bottom, the
      accessory strip as a band, shaded spans while the sheet or keyboard moves, markers for the
      events that matter, each finding drawn where it fired and numbered, and the phone drawn at
      key frames underneath. Give two runs to compare them on the same time axis: scenarios, or
      recordings of a real app (choreo's own .jsonl, or printed keyboard notifications or a
      per-frame height log, as 'choreo analyze' reads them).
      """,
    arguments: [
      .init(
        name: "scenario",
        help: "A built-in scenario name, a scenario file (.json), a recording (.jsonl) or a log."),
      .init(name: "other", help: "A second run, stacked under the first.", isOptional: true),
    ],
    options: [output.spec, SharedOptions.fps.spec])

  /// The scenarios to draw, top to bottom.
  var scenarios: [String]
  /// Where to write the SVG, if not to standard output.
  var output: OutputFile?
  /// The refresh rate to sample at, if not the scenarios'.
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    scenarios = arguments.positionals
    output = try arguments.value(Self.output, command: Self.spec.name).map {
      path throws(CommandError) in
      try OutputFile(path, kind: .svg, option: "output", command: Self.spec.name)
    }
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    var runs: [TimelinePlot.Run] = []
    for reference in scenarios {
      runs.append(try RunLoader.load(reference, refreshRate: refreshRate))
    }
    let svg = TimelinePlot(runs: runs).render()
    if let output {
      return CommandOutput(standardError: try output.write(svg))
    }
    return CommandOutput(standardOutput: svg)
  }
}
