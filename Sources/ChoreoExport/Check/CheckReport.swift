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
    /// The line and column the error points at, when it is a syntax error (`path: line 3,
    /// column 24: ...`).
    public var position: (line: Int, column: Int)?

    /// An unreadable input; its position is read from `message` when it gives one.
    public init(input: String, message: String) {
      self.input = input
      self.message = message
      position = Self.position(in: message, after: input)
    }

    /// `(3, 24)` from `path: line 3, column 24: ...`.
    static func position(in message: String, after input: String) -> (line: Int, column: Int)? {
      guard message.hasPrefix(input + ": line ") else { return nil }
      let rest = message.dropFirst(input.count + ": line ".count)
      let numbers = rest.prefix { $0 != ":" }.split(separator: ",").map {
        $0.trimmingPrefix(" ").trimmingPrefix("column ")
      }
      guard numbers.count == 2, let line = Int(numbers[0]), let column = Int(numbers[1]) else {
        return nil
      }
      return (line, column)
    }
  }

  /// One input's result, in the order checked.
  public enum Entry: Sendable {
    /// An input that was checked.
    case checked(CheckOutcome)
    /// An input that could not be.
    case unreadable(Unreadable)
  }

  /// Every input's result, in the order checked (byte order of paths under a directory).
  public var entries: [Entry]

  /// A report of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The inputs checked.
  public var outcomes: [CheckOutcome] {
    entries.compactMap { if case .checked(let outcome) = $0 { outcome } else { nil } }
  }

  /// The inputs that could not be.
  public var unreadable: [Unreadable] {
    entries.compactMap { if case .unreadable(let input) = $0 { input } else { nil } }
  }

  /// How many inputs failed their check.
  public var failures: Int { outcomes.count { !$0.passed } }

  /// How many warnings were found.
  public var warnings: Int {
    outcomes.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
  }

  /// Names that several checked files share, each with its files: their results cannot be told
  /// apart by name.
  public var duplicateNames: [(name: String, files: [String])] {
    var files: [String: [String]] = [:]
    var order: [String] = []
    for outcome in outcomes {
      if files[outcome.name] == nil { order.append(outcome.name) }
      files[outcome.name, default: []].append(outcome.file ?? "built-in")
    }
    return order.compactMap { name in
      guard let list = files[name], list.count > 1 else { return nil }
      return (name, list)
    }
  }

  /// The warning for each name several files share.
  public var duplicateNameWarnings: [String] {
    duplicateNames.map { duplicate in
      "warning: \(duplicate.files.count) files are named \(duplicate.name): "
        + duplicate.files.joined(separator: ", ") + "; give each its own name"
    }
  }

  /// `12 checked: 11 passed, 1 failed, 0 unreadable, 3 warnings`.
  public var summary: String {
    "\(outcomes.count) checked: \(outcomes.count - failures) passed, \(failures) failed, "
      + "\(unreadable.count) unreadable, \(warnings) warning\(warnings == 1 ? "" : "s")"
  }

  /// Compiler-style findings and a verdict per input (a failed one followed by what did not
  /// match; an unreadable one as `UNREADABLE path: error`), in the order checked, then a warning
  /// per name several files share, then the summary.
  public var text: String {
    let lines = entries.flatMap { entry -> [String] in
      switch entry {
      case .checked(let outcome):
        outcome.findings.map { $0.line(scenario: outcome.label) } + [outcome.verdictLine]
          + outcome.failureDetails.map { "  " + $0 }
      case .unreadable(let input):
        ["UNREADABLE \(input.message)"]
      }
    }
    return (lines + duplicateNameWarnings + [summary]).joined(separator: "\n") + "\n"
  }

  /// One object: each input's findings and verdict, the unreadable inputs, the names several
  /// files share, and the summary as numbers.
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
              ("exercisedNothing", outcome.exercisedNothing.map(JSONValue.string) ?? .null),
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
          unreadable.map { input in
            .object([
              ("input", .string(input.input)), ("message", .string(input.message)),
              ("line", input.position.map { .number(Double($0.line)) } ?? .null),
              ("column", input.position.map { .number(Double($0.column)) } ?? .null),
            ])
          })
      ),
      (
        "duplicateNames",
        .array(
          duplicateNames.map { duplicate in
            .object([
              ("name", .string(duplicate.name)),
              ("files", .array(duplicate.files.map(JSONValue.string))),
            ])
          })
      ),
      (
        "summary",
        .object([
          ("checked", .number(Double(outcomes.count))),
          ("passed", .number(Double(outcomes.count - failures))),
          ("failed", .number(Double(failures))),
          ("unreadable", .number(Double(unreadable.count))),
          ("warnings", .number(Double(warnings))),
        ])
      ),
      ("summaryText", .string(summary)),
    ])
  }
}
