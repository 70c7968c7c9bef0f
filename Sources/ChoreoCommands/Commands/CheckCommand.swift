import Choreography

/// `choreo check`: runs scenarios and recordings and fails when their findings are not what they
/// expect.
struct CheckCommand: ChoreoCommand {
  static let exclude = CommandOption<String>.text(
    "exclude", valueName: "glob",
    help:
      "Skip files under a directory whose path below it, name, or any folder's name matches, "
      + "at any depth (repeatable).",
    isRepeatable: true)

  /// How the results are written.
  enum Format: String, CaseIterable, Sendable {
    /// Compiler-style findings and a verdict per input.
    case text
    /// One object: each input's findings and verdict, and the summary.
    case json
    /// JUnit XML: a test case per input.
    case junit
    /// GitHub Actions workflow commands, one per finding, shown as annotations.
    case github
    /// SARIF 2.1.0: a rule per detector, a result per finding.
    case sarif
  }

  static let format = CommandOption<Format>.choice(
    "format", help: "text (default), json, junit, github (workflow commands) or sarif.")

  static let spec = CommandSpec(
    name: "check",
    abstract: "Run scenarios and recordings and fail when their findings are not what they expect.",
    discussion: """
      A scenario passes when every error finding matches an entry of its "expect" list and every
      entry is matched; an entry is a detector's name, or an object that also pins the severity,
      the window ("between": [from, to] ms) and the magnitude ("atLeast", "atMost"). Warnings
      are held to the list only when it names one. A recording (.jsonl) passes when 'choreo
      analyze' finds no error in it. A directory stands for every scenario file and recording
      under it, recursively, in byte order of their paths. Exits 1 when any check fails, 65 when a
      file cannot be read, 66 when a path does not exist; with several, the most severe.
      """,
    arguments: [
      .init(
        name: "path",
        help:
          "Built-in scenario names, scenario files (.json), recordings (.jsonl) or directories.",
        isVariadic: true)
    ],
    options: [SharedOptions.fps.spec, exclude.spec, format.spec])

  /// What to check, as given.
  var paths: [String]
  /// Patterns of files to skip under a directory.
  var excluded: [String]
  /// The refresh rate to sample at, if not the scenarios'.
  var refreshRate: RefreshRate?
  /// How the results are written.
  var format: Format

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    paths = arguments.positionals
    excluded = try arguments.values(Self.exclude, command: Self.spec.name)
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
    format = try arguments.value(Self.format, command: Self.spec.name) ?? .text
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    var entries: [CheckReport.Entry] = []
    var errors = ""
    var status = ExitCode.success
    // Each input is checked on its own: one that cannot be read is reported with its error and
    // the others are still checked; the exit status is the most severe of all.
    for input in CheckInput.expand(paths, excluding: excluded) {
      do throws(CommandError) {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = try check(input)
        outcome.elapsed = clock.now - start
        if !outcome.passed { status = status.mostSevere(.failure) }
        entries.append(.checked(outcome))
      } catch {
        errors += error.message
        let line = error.message.split(separator: "\n").first.map(String.init) ?? ""
        entries.append(
          .unreadable(
            .init(input: input.reference, message: String(line.dropFirst("Error: ".count)))))
        status = status.mostSevere(error.exitCode)
      }
    }
    let report = CheckReport(entries: entries)
    let output =
      switch format {
      case .text: report.text
      case .json: JSONWriter().string(report.json)
      case .junit: CheckJUnitFormatter().format(report)
      case .github: CheckGitHubFormatter().format(report)
      case .sarif: JSONWriter().string(CheckSARIFFormatter().format(report))
      }
    return CommandOutput(standardOutput: output, standardError: errors, exitCode: status)
  }

  private func check(_ input: CheckInput) throws(CommandError) -> CheckOutcome {
    switch input {
    case .missing(_, let message):
      throw .missingInput(message)
    case .scenario(let reference):
      let scenario = try ScenarioLoader.load(reference, refreshRate: refreshRate)
      return ChoreoCheck.run(
        scenario, file: BuiltInScenarios.named(reference) == nil ? reference : nil)
    case .recording(let file):
      let text = try InputFile.text(file)
      do throws(ChoreoCheck.Failure) {
        return try ChoreoCheck.run(recording: text, file: file, refreshRate: refreshRate)
      } catch {
        throw .badData(error.description)
      }
    }
  }
}
