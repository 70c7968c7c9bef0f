import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios

/// One scenario or recording checked: its findings, what it expected, and whether they agree.
///
/// What `choreo check` reports for each input, and what ``ChoreoCheck`` returns to a team's own
/// tests.
public struct CheckOutcome: Sendable {
  /// The scenario's name, or the recording's file.
  public var name: String
  /// The file checked, or `nil` for a built-in scenario.
  public var file: String?
  /// Every finding, warnings included, in time order.
  public var findings: [Finding]
  /// What the input expects; empty expects no error finding.
  public var expected: [ExpectedFinding]
  /// How the findings compare with the expectations.
  public var verdict: ScenarioVerdict
  /// How long the simulated run or the recording lasted.
  public var duration: Ticks
  /// The thresholds the findings were graded against.
  public var thresholds: Thresholds
  /// The framework the scenario names, whose code the remedies give (UIKit when `nil`).
  public var framework: FrameworkProfile.ID?
  /// Why the input could not be judged, when it exercised nothing.
  ///
  /// An empty script, every action ignored, or a recording that holds none of what any detector
  /// needs. Such an input fails: no finding would be no evidence.
  public var exercisedNothing: String?
  /// How long the check took on the wall clock, when whoever ran it measured it (`choreo check`
  /// does, for JUnit's `time`).
  public var elapsed: Duration?

  /// An outcome with every field given.
  public init(
    name: String, file: String?, findings: [Finding], expected: [ExpectedFinding],
    duration: Ticks, thresholds: Thresholds, framework: FrameworkProfile.ID? = nil
  ) {
    self.framework = framework
    self.name = name
    self.file = file
    self.findings = findings
    self.expected = expected
    self.duration = duration
    self.thresholds = thresholds
    verdict = ScenarioVerdict(findings: findings, expected: expected)
  }

  /// Whether the findings are what the input expects, from an input that exercised something.
  public var passed: Bool { verdict.passed && exercisedNothing == nil }

  /// The error findings' detectors, each once, in registry order.
  public var errorDetectors: [DetectorID] {
    Array(Set(findings.filter { $0.severity == .error }.map(\.detector))).sorted()
  }

  /// Where the outcome came from, compiler style: `path: name` for a file, the name for a
  /// built-in, the path for a recording.
  public var label: String {
    guard let file, file != name else { return name }
    return "\(file): \(name)"
  }

  /// `PASS path: name: stagger, bounce`, or `FAIL name: expected no error findings, found stagger`.
  public var verdictLine: String {
    if let exercisedNothing {
      return "FAIL \(label): this scenario exercised nothing: \(exercisedNothing)"
    }
    let expectation =
      expected.isEmpty ? "no error findings" : expected.map(\.description).joined(separator: ", ")
    if passed { return "PASS \(label): \(expectation)" }
    var found = errorDetectors.map(\.rawValue)
    if expected.contains(where: { $0.severity == .warning }) {
      let warnings = findings.filter { $0.severity == .warning }.map(\.detector)
      found += Array(Set(warnings)).sorted().map { "\($0) (warning)" }
    }
    return "FAIL \(label): expected \(expectation), found "
      + (found.isEmpty ? "none" : found.joined(separator: ", "))
  }

  /// One finding as a test failure shows it: `stagger 508.3 ms at 508.3 ms (error: > 100 ms)`.
  public func describe(_ finding: Finding) -> String {
    let grading = finding.detector.info.grading(thresholds)
    let limit = finding.severity == .error ? grading.error : grading.warning ?? grading.error
    return "\(finding.detector) \(FixedPoint.format(finding.magnitude, places: 1)) \(finding.unit) "
      + "at \(finding.time) ms (\(finding.severity): \(limit))"
  }

  /// What a failing test prints: the verdict, every finding not expected and every expectation
  /// nothing matched.
  public var failureDescription: String {
    ([verdictLine] + failureDetails).joined(separator: "\n")
  }

  /// Every finding not expected and every expectation nothing matched, a line each.
  public var failureDetails: [String] {
    verdict.unexpected.map { "not expected: " + describe($0) }
      + verdict.missing.map { "expected, not found: \($0)" }
      + RemedyNote.lines(for: verdict.unexpected.map(\.detector), framework: framework)
  }
}
