import Choreography

/// `choreo check`: runs scenarios and fails when their error findings are not what they expect.
struct CheckCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "check", abstract: "Run scenarios and fail when their findings are not what they expect.",
    discussion: """
      A scenario with an "expect" list passes when the detectors of its error findings are exactly
      that list; one without passes when it has no error finding. Warnings are printed but never
      fail a check. Exits 1 when any scenario fails, 0 otherwise.
      """,
    arguments: [
      .init(
        name: "scenario", help: "Built-in scenario names or scenario files (.json).",
        isVariadic: true)
    ],
    options: [SharedOptions.fps.spec])

  /// The scenarios to check.
  var scenarios: [String]
  /// The refresh rate to sample at, if not the scenarios'.
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    scenarios = arguments.positionals
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    var lines: [String] = []
    var errors = ""
    var failures = 0
    var unreadable = 0
    var status = ExitCode.success
    // Each file is checked on its own: one that cannot be read is reported with its error and
    // the others are still checked; the exit status is the most severe of all.
    for reference in scenarios {
      let scenario: Scenario
      do throws(CommandError) {
        scenario = try ScenarioLoader.load(reference, refreshRate: refreshRate)
      } catch {
        errors += error.message
        unreadable += 1
        status = status.mostSevere(error.exitCode)
        continue
      }
      let result = CheckResult(scenario: scenario)
      lines += result.findings.map { $0.line(scenario: scenario.name) }
      lines.append(result.verdict)
      if !result.passed {
        failures += 1
        status = status.mostSevere(.failure)
      }
    }
    let checked = scenarios.count - unreadable
    var summary =
      "\(checked) scenario\(checked == 1 ? "" : "s"): \(checked - failures) passed, \(failures) failed"
    if unreadable > 0 { summary += ", \(unreadable) could not be read" }
    lines.append(summary)
    return CommandOutput(
      standardOutput: lines.joined(separator: "\n") + "\n", standardError: errors, exitCode: status)
  }
}

/// One scenario checked against its expectation.
struct CheckResult {
  let scenario: Scenario
  let findings: [Finding]
  let found: [DetectorID]
  let expected: [DetectorID]

  init(scenario: Scenario) {
    self.scenario = scenario
    var simulation = Simulation(scenario: scenario)
    findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    found = Array(Set(findings.filter { $0.severity == .error }.map(\.detector))).sorted()
    expected = Array(Set(scenario.expect ?? [])).sorted()
  }

  var passed: Bool { found == expected }

  var verdict: String {
    let expectation = expected.isEmpty ? "no error findings" : list(expected)
    if passed { return "PASS \(scenario.name): \(expectation)" }
    let got = found.isEmpty ? "none" : list(found)
    return "FAIL \(scenario.name): expected \(expectation), found \(got)"
  }

  private func list(_ ids: [DetectorID]) -> String { ids.map(\.rawValue).joined(separator: ", ") }
}
