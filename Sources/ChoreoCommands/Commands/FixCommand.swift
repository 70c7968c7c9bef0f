import Choreography

/// `choreo fix`: the smallest change to what an app sets that makes a scenario clean, checked
/// across platform timings, refresh rates and devices.
struct FixCommand: ChoreoCommand {
  /// How the result is written.
  enum Format: String, CaseIterable, Sendable {
    /// Lines a person reads.
    case text
    /// One object.
    case json
  }

  static let maxChanges = CommandOption<Int>.count(
    "max-changes", valueName: "count", in: 1...4,
    help: "The most fields one fix may change (default: 3).")
  static let format = CommandOption<Format>.choice("format", help: "text or json (default: text).")
  static let write = CommandOption<String>.text(
    "write", valueName: "file",
    help: "Write the scenario with the first fix applied, as a complete file that checks clean.")

  static let spec = CommandSpec(
    name: "fix",
    abstract: "Find the smallest change to what an app sets that makes a scenario clean.",
    discussion: """
      Tries one change to the fields an app sets (the controller's options, the screen's
      avoidance and handler, the close path), then two, up to --max-changes, and stops at the
      first size with a fix. A fix counts only if it is also clean with the content mounting and
      focus landing at the earliest and latest the platform allows, at the other refresh rate and,
      on a phone, on a home-button phone and a large one; one that holds only at the scenario's
      own timings is reported as fragile, with the variant that breaks it. Never changed: the
      device, the OS, the platform's timings, the framework, the thresholds, or anything that
      removes what the scenario is for. Exits 0 with a fix or when already clean, 1 without.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [maxChanges.spec, format.spec, write.spec, SharedOptions.jobs.spec])

  var scenario: String
  var limit: Int
  var format: Format
  var output: String?
  var jobs: Int

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    scenario = arguments.positionals[0]
    limit = try arguments.value(Self.maxChanges, command: Self.spec.name) ?? 3
    format = try arguments.value(Self.format, command: Self.spec.name) ?? .text
    output = try arguments.value(Self.write, command: Self.spec.name)
    jobs = try arguments.value(SharedOptions.jobs, command: Self.spec.name) ?? 1
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    let loaded = try ScenarioLoader.load(scenario)
    let result = FixSearch(scenario: loaded, maxChanges: limit, jobs: jobs).run()
    if let output, let fix = result.fixes.first {
      var fixed = loaded
      do throws(ScenarioFileError) {
        for change in fix.changes {
          guard let field = ScenarioFields.field(change.key) else { continue }
          try field.apply(change.to, to: &fixed, file: output)
        }
      } catch {
        throw .internalError("a fix no longer applies: \(error)")
      }
      fixed.expect = []
      // A summary is at most 100 characters.
      let summary = "fixed: \(fix.summary)"
      fixed.summary = summary.count <= 100 ? summary : "the first fix choreo fix found"
      try AtomicFile.write(JSONWriter().string(ScenarioFile.encode(fixed)), to: output)
    }
    let formatter = FixReportFormatter()
    let text =
      switch format {
      case .text: formatter.text(result)
      case .json: JSONWriter().string(formatter.json(result))
      }
    let found = result.alreadyClean || !result.fixes.isEmpty
    return CommandOutput(standardOutput: text, exitCode: found ? .success : .failure)
  }
}
