import ChoreoCore
import ChoreoDetectors
import ChoreoExploration

/// What `choreo fix` prints: the scenario's error findings, the fixes found (each change with
/// what it removes on its own), the fragile ones with the variant that breaks them, or what came
/// closest; as text or as JSON.
public struct FixReportFormatter: Sendable {
  /// A formatter.
  public init() {}

  /// How many robust fixes, and how many fragile ones, the text lists; JSON lists all.
  static let shown = 3

  /// The text report.
  public func text(_ result: FixSearch.Result) -> String {
    let name = result.scenario.name
    guard !result.alreadyClean else {
      return "fix \(name): already clean, no error finding to fix (\(result.runs) run)\n"
    }
    var lines = [
      "fix \(name): error findings \(list(result.errors))",
      "searched up to \(result.levels) change\(result.levels == 1 ? "" : "s"): "
        + "\(result.runs) scenarios run",
    ]
    if let size = result.stoppedBefore {
      lines.append(
        "stopped before \(size) changes: the search would pass its budget of "
          + "\(FixSearch.frameBudget) simulated frames")
    }
    if result.fixes.isEmpty {
      lines.append(
        "no robust fix within \(result.levels) change\(result.levels == 1 ? "" : "s") of the "
          + "fields an app sets")
    }
    for (index, fix) in result.fixes.prefix(Self.shown).enumerated() {
      lines.append(
        "fix \(index + 1) (robust\(fix.warnings.isEmpty ? "" : "; warnings " + list(fix.warnings))):"
      )
      lines += fix.changes.map { "  " + line($0) }
    }
    if result.fixes.count > Self.shown {
      lines.append(
        "and \(result.fixes.count - Self.shown) more robust fixes (--format json lists all)")
    }
    for fix in result.fragile.prefix(Self.shown) {
      let breaks = fix.breaksIn.map { " breaks with \($0.variant) (\(list($0.findings)))" } ?? ""
      lines.append("fragile:\(breaks)")
      lines += fix.changes.map { "  " + line($0) }
    }
    if result.fragile.count > Self.shown {
      lines.append("and \(result.fragile.count - Self.shown) more fragile ones")
    }
    if let closest = result.closest {
      lines.append("closest: \(list(closest.errors)) left after")
      lines += closest.changes.map { "  " + $0.description }
    } else if result.fixes.isEmpty && result.fragile.isEmpty {
      lines.append("closest: no change tried removes any of them")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON report.
  public func json(_ result: FixSearch.Result) -> JSONValue {
    func fix(_ fix: Fix) -> JSONValue {
      var members: [(String, JSONValue)] = [
        ("changes", .array(fix.changes.map(change))),
        ("warnings", .array(fix.warnings.map { .string($0.rawValue) })),
        ("robust", .bool(fix.isRobust)),
      ]
      if let breaks = fix.breaksIn {
        members.append(("breaksWith", .string(breaks.variant)))
        members.append(("breaksFindings", .array(breaks.findings.map { .string($0.rawValue) })))
      }
      return .object(members)
    }
    return .object([
      ("scenario", .string(result.scenario.name)),
      ("errors", .array(result.errors.map { .string($0.rawValue) })),
      ("alreadyClean", .bool(result.alreadyClean)),
      ("fixes", .array(result.fixes.map(fix))),
      ("fragile", .array(result.fragile.map(fix))),
      (
        "closest",
        result.closest.map { closest in
          .object([
            ("changes", .array(closest.changes.map(change))),
            ("errors", .array(closest.errors.map { .string($0.rawValue) })),
          ])
        } ?? .null
      ),
      ("levels", .number(Double(result.levels))),
      ("stoppedBefore", result.stoppedBefore.map { .number(Double($0)) } ?? .null),
      ("runs", .number(Double(result.runs))),
    ])
  }

  private func change(_ change: FixChange) -> JSONValue {
    .object([
      ("field", .string(change.key)), ("from", change.from ?? .null), ("to", change.to),
      ("removes", .array(change.removes.map { .string($0.rawValue) })),
    ])
  }

  private func line(_ change: FixChange) -> String {
    change.description + (change.removes.isEmpty ? "" : "   removes " + list(change.removes))
  }

  private func list(_ ids: [DetectorID]) -> String {
    ids.isEmpty ? "none" : ids.map(\.rawValue).joined(separator: ", ")
  }
}
