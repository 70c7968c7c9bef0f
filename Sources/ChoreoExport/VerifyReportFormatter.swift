import ChoreoDetectors
import ChoreoExploration
import ChoreoMachine
import ChoreoScenarios
import ChoreoTimeline

/// Renders an exhaustive exploration's report as a model checker prints it: the windows
/// explored, the state count, each invariant's verdict, the machine's coverage, and each violated
/// invariant's shortest counterexample as a trace.
public struct VerifyReportFormatter: Sendable {
  /// What a truncated exploration's report advises, after "raise": how to explore further.
  public var truncationAdvice: String

  /// A formatter whose advice for a truncated exploration is "raise `truncationAdvice` to explore
  /// the rest".
  public init(truncationAdvice: String = "the state limit") {
    self.truncationAdvice = truncationAdvice
  }

  /// The report of `explorer`'s exploration as text.
  public func format(_ report: Explorer.Report, of explorer: Explorer) -> String {
    let scenario = explorer.scenario
    var lines = header(report, of: explorer)
    // An exploration stopped at the state limit proves nothing it did not break: its invariants
    // held in the states it reached, and are marked unproven.
    let unbroken = report.isTruncated ? "unproven" : "holds   "
    for invariant in Invariant.allCases {
      let violated = report.violations.contains { $0.invariant == invariant }
      lines.append("  \(violated ? "VIOLATED" : unbroken)  \(invariant)")
    }
    if report.isTruncated {
      lines.append(
        "  (unproven: held in every state explored; raise \(truncationAdvice) to explore the rest)")
    }
    lines += notChecked(scenario)
    lines += coverage(report)
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
        violation.trace, summary: scenario.summary, findings: findings,
        framework: scenario.screen.framework)
    }
    return output
  }

  private func header(_ report: Explorer.Report, of explorer: Explorer) -> [String] {
    let scenario = explorer.scenario
    let platform = scenario.platform
    let mount =
      platform.contentMountWindow.map {
        "the real field mounts 0...\($0.upperBound) ms after the content appears"
      } ?? "the real field is part of the first render"
    let landing = platform.focusLandingWindow
    return [
      "verify \(scenario.name): every timing within the latency windows",
      "  \(mount); focus lands \(landing.lowerBound)...\(landing.upperBound) frames after it is set"
        + (explorer.exploresExits
          ? "; the person may close or drag-dismiss at any frame up to \(scenario.effectiveDuration) ms"
          : ""),
      "explored \(report.distinctStates) distinct states, \(report.transitions) transitions, "
        + "depth \(report.depth) frames"
        + (report.isTruncated ? " (stopped at the state limit)" : ""),
      "memory: \(report.bytesPerState) bytes kept per state; the widest frame held "
        + "\(report.widestFrame) states at \(report.bytesPerFrameState) bytes each",
      "invariants:",
    ]
  }

  /// What the invariants do not cover: the detectors, which judge the motion of one run.
  ///
  /// They are run here at the nominal timings, so that a sheet whose invariants hold but whose
  /// motion fails is never reported as healthy.
  private func notChecked(_ scenario: Scenario) -> [String] {
    var simulation = Simulation(scenario: scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    let errors = Array(Set(findings.filter { $0.severity == .error }.map(\.detector))).sorted()
    let invariants = Set(Invariant.allCases.flatMap(\.detectors))
    let outside = errors.filter { !invariants.contains($0) }
    let found =
      outside.isEmpty
      ? "no error the invariants do not cover"
      : outside.map(\.rawValue).joined(separator: ", ") + " (errors)"
    return [
      "not checked here: the detectors, which judge one run's motion "
        + "('choreo check \(scenario.name)' runs them):",
      "  at the nominal timings they find \(found)",
    ]
  }

  private func coverage(_ report: Explorer.Report) -> [String] {
    let rules = SheetController.rules.count
    var lines = [
      "machine coverage: \(rules - report.unreachedRules.count) of \(rules) rules fired"
        + (report.unreachedRules.isEmpty ? "" : "; never fired:")
    ]
    for id in report.unreachedRules {
      if let rule = SheetController.rule(id) { lines.append("  \(id) \(rule)") }
    }
    if !report.unreachedPhases.isEmpty {
      lines.append(
        "phases never reached: "
          + report.unreachedPhases.map(\.description).joined(separator: ", "))
    }
    return lines
  }
}
