import Choreography
import Dispatch

/// `choreo verify`: every timing within the latency windows, checked against the invariants.
enum VerifyCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "verify",
    abstract: "Explore every timing within the latency windows and check the invariants.",
    discussion: """
      Explores, frame by frame, every time the real field can mount (0 to world.contentMountLatest
      after appear, or to world.contentMountDelay if later), every frame focus can take to land (1
      to world.focusLandingLatestFrames, or to world.focusLandingFrames if later), and
      the person closing or drag-dismissing at any frame, over the controller's state joined with
      the platform's discrete state, visiting each distinct state once. Checks: the keyboard never
      hides without intent; focus requested is eventually landed or surfaced; at most one first
      responder; no detent change without user action; keyboard and sheet leave together. Prints
      a model checker's report and, for each violated invariant, its shortest counterexample as a
      trace. The states-per-second line goes to standard error, so standard output is the same on
      every run. Exits 1 when an invariant is violated. An exploration stopped at --max-states
      marks the invariants it did not break "unproven" and exits 0.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [
      .init(name: "no-exits", help: "Do not explore the person closing or dragging the sheet."),
      .init(
        name: "dot", valueName: "file",
        help: "Write the first counterexample overlaid on the machine's diagram (DOT)."),
      .init(
        name: "max-states", valueName: "count",
        help: "Stop after this many distinct states (default: 5000000)."),
      .fps,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
  {
    let scenario = try ScenarioLoader.load(
      arguments.positionals[0], refreshRate: arguments.refreshRate)
    var limit = 5_000_000
    if let text = arguments.value("max-states") {
      guard let value = Int(text), value > 0 else {
        throw .usage(
          "The value '\(text)' is invalid for '--max-states <count>'. Accepted: a whole number above 0.",
          command: "verify")
      }
      limit = value
    }
    let explorer = Explorer(
      scenario: scenario, exploresExits: !arguments.flags.contains("no-exits"), stateLimit: limit)
    let start = DispatchTime.now().uptimeNanoseconds
    let report = explorer.explore()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let platform = scenario.platform
    let mount =
      platform.contentMountWindow.map {
        "the real field mounts 0...\($0.upperBound) ms after the content appears"
      } ?? "the real field is part of the first render"
    let landing = platform.focusLandingWindow
    var lines = [
      "verify \(scenario.name): every timing within the latency windows",
      "  \(mount); focus lands \(landing.lowerBound)...\(landing.upperBound) frames after it is set"
        + (explorer.exploresExits
          ? "; the person may close or drag-dismiss at any frame up to \(scenario.effectiveDuration) ms"
          : ""),
      "explored \(report.distinctStates) distinct states, \(report.transitions) transitions, "
        + "depth \(report.depth) frames"
        + (report.isTruncated ? " (stopped at the state limit)" : ""),
      "invariants:",
    ]
    // An exploration stopped at the state limit proves nothing it did not break: its invariants
    // held in the states it reached, and are marked unproven.
    let unbroken = report.isTruncated ? "unproven" : "holds   "
    for invariant in Invariant.allCases {
      let violated = report.violations.contains { $0.invariant == invariant }
      lines.append("  \(violated ? "VIOLATED" : unbroken)  \(invariant)")
    }
    if report.isTruncated {
      lines.append(
        "  (unproven: held in every state explored; raise --max-states to explore the rest)")
    }
    let rules = SheetController.rules.count
    lines.append(
      "machine coverage: \(rules - report.unreachedRules.count) of \(rules) rules fired"
        + (report.unreachedRules.isEmpty ? "" : "; never fired:"))
    for id in report.unreachedRules {
      if let rule = SheetController.rule(id) { lines.append("  \(id) \(rule)") }
    }
    if !report.unreachedPhases.isEmpty {
      lines.append(
        "phases never reached: "
          + report.unreachedPhases.map(\.description).joined(separator: ", "))
    }
    var output = lines.joined(separator: "\n") + "\n"
    for violation in report.violations {
      let time = violation.trace.refreshRate.time(ofFrame: violation.frame)
      output +=
        "\ncounterexample: \(violation.invariant) (broken at frame \(violation.frame), \(time) ms)\n"
      let deviations = violation.decisions.filter(\.isDeviation)
      output +=
        "  choices: "
        + (deviations.isEmpty
          ? "none (every windowed event at its nominal time)"
          : deviations.map(\.description).joined(separator: "; ")) + "\n"
      let findings = Detectors.findings(in: violation.trace, thresholds: scenario.thresholds)
      output += TraceTextFormatter().format(
        violation.trace, summary: scenario.summary, findings: findings)
    }
    if let path = arguments.value("dot"), let first = report.violations.first {
      let findings = Detectors.findings(in: first.trace, thresholds: scenario.thresholds)
      try AtomicFile.write(
        DOTRenderer().render(overlay: DiagramOverlay(trace: first.trace, findings: findings)),
        to: path)
    }
    let rate = seconds > 0 ? Int(Double(report.distinctStates) / seconds) : 0
    return CommandOutput(
      standardOutput: output,
      standardError: "verify: \(report.distinctStates) states in "
        + "\(FixedPoint.format(seconds, places: 2)) s (\(rate) states/s)\n",
      exitCode: report.violations.isEmpty ? .success : .failure)
  }
}
