import Choreography

/// `choreo sweep`: every combination of a few varied fields, judged, and where it breaks.
struct SweepCommand: ChoreoCommand {
  static let vary = CommandOption<String>.text(
    "vary", valueName: "field=from...to:step",
    help: "A field and its values; repeat for more fields.", isRepeatable: true)
  static let format = CommandOption<SweepReportFormatter.Format>.choice(
    "format", help: "text or json (default: text).")
  static let svg = CommandOption<String>.text(
    "svg", valueName: "file", help: "Write a heat map of two varied fields.")
  static let failOn = CommandOption<Failure>.choice(
    "fail-on", valueName: "outcome",
    help: "Exit 1 when a combination has this outcome: error, warning or invalid; repeatable.",
    isRepeatable: true)

  /// An outcome of a combination that fails the sweep when asked.
  enum Failure: String, CaseIterable, Sendable {
    /// An error finding.
    case error
    /// A warning finding.
    case warning
    /// A combination that is not a valid scenario.
    case invalid

    /// Whether `result` has this outcome.
    func matches(_ result: Sweep.Result) -> Bool {
      switch self {
      case .error: !result.errors.isEmpty
      case .warning: !result.warnings.isEmpty
      case .invalid: result.invalid != nil
      }
    }
  }

  static let spec = CommandSpec(
    name: "sweep",
    abstract: "Run every combination of varied fields and show where a strategy holds or breaks.",
    discussion: """
      Each --vary names a field as in a scenario file (world.contentMountDelay, controller.focusDelay,
      refreshRate, device.keyboardHeight, device, screen.avoidance, ...) and its values:
      <from>...<to>:<step>, or a list <a>,<b>,... of numbers, true/false or names (device presets,
      options). Prints one line per combination with its error findings, then a summary of which
      regions are clean and which break, and by which detector. A combination whose fields
      contradict each other is not run: its line says why it is invalid, and the summary counts
      it. Uses every core; results come in a fixed order. With two fields, --svg writes a heat
      map. Exits 0 whatever the outcomes, unless --fail-on names one that occurred.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [
      vary.spec, format.spec, svg.spec, failOn.spec, SharedOptions.jobs.spec,
      SharedOptions.fps.spec,
    ])

  /// The scenario varied.
  var scenario: String
  /// The varied fields.
  var axes: [SweepAxis]
  /// How to print the report.
  var format: SweepReportFormatter.Format
  /// Where to write a heat map, if anywhere.
  var svgPath: OutputFile?
  /// The outcomes that fail the sweep.
  var failures: [Failure]
  /// Threads to run on, if not every core.
  var jobs: Int?
  /// The refresh rate to sample at, if not the scenario's.
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    let name = Self.spec.name
    scenario = arguments.positionals[0]
    let expressions = try arguments.values(Self.vary, command: name)
    guard !expressions.isEmpty else {
      throw .usage(
        "Missing '--vary <field=from...to:step>'; give at least one field.", command: name)
    }
    var axes: [SweepAxis] = []
    for expression in expressions {
      do {
        axes.append(try SweepAxis(parsing: expression))
      } catch {
        throw .usage("--vary \(error)", command: name)
      }
    }
    self.axes = axes
    format = try arguments.value(Self.format, command: name) ?? .text
    svgPath = try arguments.value(Self.svg, command: name).map { path throws(CommandError) in
      try OutputFile(path, kind: .svg, option: "svg", command: name)
    }
    if svgPath != nil && axes.count != 2 {
      throw .usage(
        "'--svg' draws a heat map of exactly two fields; \(axes.count) given.", command: name)
    }
    failures = try arguments.values(Self.failOn, command: name)
    jobs = try arguments.value(SharedOptions.jobs, command: name)
    refreshRate = try arguments.value(SharedOptions.fps, command: name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    let scenario = try ScenarioLoader.load(self.scenario, refreshRate: refreshRate)
    let sweep: Sweep
    do {
      sweep = try Sweep(base: scenario, axes: axes, source: "--vary")
    } catch {
      throw .usage("\(error)", command: Self.spec.name)
    }
    var summary = SweepSummary(axes: axes)
    var heatMap = svgPath.map { _ in SweepHeatMap(scenario: scenario.name, axes: axes) }
    let total = sweep.count
    let formatter = SweepReportFormatter(
      format: format, scenario: scenario.name, axes: axes, count: total)
    console.emit(formatter.header())
    var failed = false
    sweep.run(concurrency: jobs ?? console.concurrency) { result in
      summary.add(result)
      if failures.contains(where: { $0.matches(result) }) { failed = true }
      heatMap?.add(result)
      console.emit(formatter.line(for: result))
      if let progress = console.progress,
        (result.index + 1) % 1000 == 0 || result.index + 1 == total
      {
        progress("\rswept \(result.index + 1)/\(total)" + (result.index + 1 == total ? "\n" : ""))
      }
    }
    console.emit(formatter.footer(summary))
    var written = ""
    if let svgPath, let heatMap {
      written = try svgPath.write(heatMap.render())
    }
    return CommandOutput(standardError: written, exitCode: failed ? .failure : .success)
  }
}
