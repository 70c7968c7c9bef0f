import Choreography

/// `choreo check`: runs scenarios and recordings and fails when their findings are not what they
/// expect.
struct CheckCommand: ChoreoCommand {
  static let exclude = CommandOption<String>.text(
    "exclude", valueName: "glob",
    help: "Skip files under a directory whose path or name matches (repeatable).",
    isRepeatable: true)

  static let spec = CommandSpec(
    name: "check",
    abstract: "Run scenarios and recordings and fail when their findings are not what they expect.",
    discussion: """
      A scenario with an "expect" list passes when the detectors of its error findings are exactly
      that list; one without passes when it has no error finding. A recording (.jsonl) passes when
      'choreo analyze' finds no error in it. A directory stands for every scenario file and
      recording under it, recursively, in byte order of their paths. Warnings are printed but
      never fail a check. Exits 1 when any check fails, 65 when a file cannot be read, 66 when a
      path does not exist; with several, the most severe.
      """,
    arguments: [
      .init(
        name: "path",
        help:
          "Built-in scenario names, scenario files (.json), recordings (.jsonl) or directories.",
        isVariadic: true)
    ],
    options: [SharedOptions.fps.spec, exclude.spec])

  /// What to check, as given.
  var paths: [String]
  /// Patterns of files to skip under a directory.
  var excluded: [String]
  /// The refresh rate to sample at, if not the scenarios'.
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    paths = arguments.positionals
    excluded = try arguments.values(Self.exclude, command: Self.spec.name)
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    var lines: [String] = []
    var errors = ""
    var (checked, failures, unreadable, warnings) = (0, 0, 0, 0)
    var status = ExitCode.success
    // Each input is checked on its own: one that cannot be read is reported with its error and
    // the others are still checked; the exit status is the most severe of all.
    for input in CheckInput.expand(paths, excluding: excluded) {
      let outcome: (name: String, findings: [Finding], verdict: String, passed: Bool)
      do throws(CommandError) {
        outcome = try check(input)
      } catch {
        errors += error.message
        unreadable += 1
        status = status.mostSevere(error.exitCode)
        continue
      }
      checked += 1
      warnings += outcome.findings.count { $0.severity == .warning }
      lines += outcome.findings.map { $0.line(scenario: outcome.name) }
      lines.append(outcome.verdict)
      if !outcome.passed {
        failures += 1
        status = status.mostSevere(.failure)
      }
    }
    lines.append(
      "\(checked) checked: \(checked - failures) passed, \(failures) failed, "
        + "\(unreadable) unreadable, \(warnings) warning\(warnings == 1 ? "" : "s")")
    return CommandOutput(
      standardOutput: lines.joined(separator: "\n") + "\n", standardError: errors,
      exitCode: status)
  }

  private func check(_ input: CheckInput) throws(CommandError) -> (
    name: String, findings: [Finding], verdict: String, passed: Bool
  ) {
    switch input {
    case .missing(_, let message):
      throw .missingInput(message)
    case .scenario(let reference):
      let scenario = try ScenarioLoader.load(reference, refreshRate: refreshRate)
      let result = CheckResult(scenario: scenario)
      return (scenario.name, result.findings, result.verdict, result.passed)
    case .recording(let file):
      let text = try InputFile.text(file)
      let run: RecordedRun
      do throws(RecordingImportError) {
        run = try RecordingImporter(refreshRate: refreshRate).run(text, file: file)
      } catch {
        throw .badData(error.description)
      }
      let analysis = RecordingAnalysis(run)
      let found = Array(Set(analysis.findings.filter { $0.severity == .error }.map(\.detector)))
        .sorted().map(\.rawValue)
      let verdict =
        found.isEmpty
        ? "PASS \(file): no error findings" : "FAIL \(file): found \(found.joined(separator: ", "))"
      return (file, analysis.findings, verdict, found.isEmpty)
    }
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
