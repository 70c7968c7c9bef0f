import Choreography
import Dispatch

/// `choreo verify`: every timing within the latency windows, checked against the invariants.
struct VerifyCommand: ChoreoCommand {
  static let noExits = CommandFlag(
    "no-exits", help: "Do not explore the person closing or dragging the sheet.")
  static let dot = CommandOption<String>.text(
    "dot", valueName: "file",
    help: "Write the first counterexample overlaid on the machine's diagram (DOT).")
  static let maxStates = CommandOption<Int>.count(
    "max-states", valueName: "count", in: 1...Int.max,
    help: "Stop after this many distinct states (default: 5000000).")

  static let spec = CommandSpec(
    name: "verify",
    abstract: "Explore every timing within the latency windows and check the invariants.",
    discussion: """
      Explores, frame by frame, every time the real field can mount (0 to world.contentMountLatest
      after appear, or to world.contentMountDelay if later), every frame focus can take to land (1
      to world.focusLandingLatestFrames, or to world.focusLandingFrames if later), and
      the person closing or drag-dismissing at any frame, over the controller's state joined with
      the platform's discrete state, visiting each distinct state once. Checks: \(
        Invariant.allCases.map(\.description).joined(separator: "; ")). Prints a model checker's
      report and, for each violated invariant, its shortest counterexample as a trace. Exits 1
      when an invariant is violated. An exploration stopped at --max-states marks the invariants
      it did not break "unproven" and exits 0.

      Memory: each state visited keeps the way back to it (about 100 bytes), and each state of
      the frame being expanded and of the next keeps a whole simulation (about 5 KB), so
      --max-states bounds both. Standard error reports the states per second, the widest frame
      and the peak memory; standard output is the same on every run.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [noExits.spec, dot.spec, maxStates.spec, SharedOptions.fps.spec])

  /// The scenario to explore.
  var scenario: String
  /// Whether to explore the person's close and drag.
  var exploresExits: Bool
  /// Where to write the first counterexample's diagram, if anywhere.
  var dotPath: OutputFile?
  /// The most distinct states to visit.
  var stateLimit: Int
  /// The refresh rate to sample at, if not the scenario's.
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    let name = Self.spec.name
    scenario = arguments.positionals[0]
    exploresExits = !arguments.isSet(Self.noExits)
    dotPath = try arguments.value(Self.dot, command: name).map { path throws(CommandError) in
      try OutputFile(path, kind: .dot, option: "dot", command: name)
    }
    stateLimit = try arguments.value(Self.maxStates, command: name) ?? 5_000_000
    refreshRate = try arguments.value(SharedOptions.fps, command: name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    let scenario = try ScenarioLoader.load(self.scenario, refreshRate: refreshRate)
    let explorer = Explorer(
      scenario: scenario, exploresExits: exploresExits, stateLimit: stateLimit)
    let start = DispatchTime.now().uptimeNanoseconds
    let report = explorer.explore()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let output = VerifyReportFormatter(truncationAdvice: "--max-states")
      .format(report, of: explorer)
    var written = ""
    if let dotPath, let first = report.violations.first {
      let findings = Detectors.findings(in: first.trace, thresholds: scenario.thresholds)
      written = try dotPath.write(
        DOTRenderer().render(overlay: DiagramOverlay(trace: first.trace, findings: findings)))
    }
    let rate = seconds > 0 ? Int(Double(report.distinctStates) / seconds) : 0
    return CommandOutput(
      standardOutput: output,
      standardError: "verify: \(report.distinctStates) states in "
        + "\(FixedPoint.format(seconds, places: 2)) s (\(rate) states/s); widest frame "
        + "\(report.widestFrame)\(PeakMemory.summary)\n" + written,
      exitCode: report.violations.isEmpty ? .success : .failure)
  }
}
