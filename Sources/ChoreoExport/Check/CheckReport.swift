import ChoreoCore
import ChoreoDetectors

/// Every outcome of one `choreo check`, and the inputs that could not be read, in the order
/// checked: what each report format renders.
public struct CheckReport: Sendable {
  /// An input that could not be checked.
  public struct Unreadable: Sendable {
    /// The path or name as given.
    public var input: String
    /// The one-line error, without its `Error: ` prefix.
    public var message: String

    /// An unreadable input.
    public init(input: String, message: String) {
      self.input = input
      self.message = message
    }
  }

  /// The inputs checked.
  public var outcomes: [CheckOutcome]
  /// The inputs that could not be.
  public var unreadable: [Unreadable]

  /// A report of `outcomes` and `unreadable` inputs.
  public init(outcomes: [CheckOutcome], unreadable: [Unreadable]) {
    self.outcomes = outcomes
    self.unreadable = unreadable
  }

  /// How many inputs failed their check.
  public var failures: Int { outcomes.count { !$0.passed } }

  /// How many warnings were found.
  public var warnings: Int {
    outcomes.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
  }

  /// `12 checked: 11 passed, 1 failed, 0 unreadable, 3 warnings`.
  public var summary: String {
    "\(outcomes.count) checked: \(outcomes.count - failures) passed, \(failures) failed, "
      + "\(unreadable.count) unreadable, \(warnings) warning\(warnings == 1 ? "" : "s")"
  }

  /// Compiler-style findings and a verdict per input (a failed one followed by what did not
  /// match), then the summary.
  public var text: String {
    let lines = outcomes.flatMap { outcome in
      outcome.findings.map { $0.line(scenario: outcome.name) } + [outcome.verdictLine]
        + outcome.failureDetails.map { "  " + $0 }
    }
    return (lines + [summary]).joined(separator: "\n") + "\n"
  }

  /// One object: each input's findings and verdict, the unreadable inputs and the summary.
  public var json: JSONValue {
    .object([
      (
        "checked",
        .array(
          outcomes.map { outcome in
            .object([
              ("name", .string(outcome.name)),
              ("file", outcome.file.map(JSONValue.string) ?? .null),
              ("passed", .bool(outcome.passed)),
              ("verdict", .string(outcome.verdictLine)),
              ("findings", .array(outcome.findings.map(TraceJSONFormatter().finding))),
              (
                "unexpected", .array(outcome.verdict.unexpected.map(TraceJSONFormatter().finding))
              ),
              ("missing", .array(outcome.verdict.missing.map { .string($0.description) })),
            ])
          })
      ),
      (
        "unreadable",
        .array(
          unreadable.map {
            .object([("input", .string($0.input)), ("message", .string($0.message))])
          })
      ),
      ("summary", .string(summary)),
    ])
  }
}
