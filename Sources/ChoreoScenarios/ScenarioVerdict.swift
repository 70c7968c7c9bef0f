import ChoreoDetectors

/// Whether a scenario's findings are what it expects (``Scenario/expect``), and if not, which
/// findings it did not expect and which expectations nothing matched.
///
/// Every error finding must match an expectation, and every expectation that is not optional
/// must be matched. Warnings are held to the same only when the scenario lists a warning, so that a
/// scenario without one is not failed by a warning.
public struct ScenarioVerdict: Sendable {
  /// The findings no expectation matched, in the order found.
  public var unexpected: [Finding]
  /// The expectations no finding matched, in the order written.
  public var missing: [ExpectedFinding]

  /// Judges `findings` against `expected` (`nil`: no error finding expected).
  public init(findings: [Finding], expected: [ExpectedFinding]?) {
    let expected = expected ?? []
    let checksWarnings = expected.contains { $0.severity == .warning }
    unexpected = findings.filter { finding in
      (finding.severity == .error || checksWarnings) && !expected.contains { $0.matches(finding) }
    }
    missing = expected.filter { expectation in
      !expectation.optional && !findings.contains { expectation.matches($0) }
    }
  }

  /// Whether the findings are what the scenario expects.
  public var passed: Bool { unexpected.isEmpty && missing.isEmpty }
}
