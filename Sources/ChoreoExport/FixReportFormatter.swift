import ChoreoCore
import ChoreoDetectors
import ChoreoExploration
import ChoreoPlatform

/// What `choreo fix` prints: the scenario's error findings, the fixes found (each change with
/// what it removes on its own), the fragile ones with the variant that breaks them, or what came
/// closest; as text or as JSON.
///
/// Each change carries the code that makes it (``ChoreoExploration/FixCode``).
public struct FixReportFormatter: Sendable {
  /// The framework the code is written in; `nil` takes the scenario's, else UIKit.
  public var framework: FrameworkProfile.ID?

  /// A formatter writing code for `framework`.
  public init(framework: FrameworkProfile.ID? = nil) {
    self.framework = framework
  }

  /// The framework the code of `result`'s changes is written in.
  func codeFramework(_ result: FixSearch.Result) -> FrameworkProfile.ID {
    framework ?? result.scenario.screen.framework ?? .uiKit
  }

  /// How many robust fixes, and how many fragile ones, the text lists; JSON lists all.
  static let shown = 3

  /// The text report.
  public func text(_ result: FixSearch.Result) -> String {
    let name = result.scenario.name
    guard !result.alreadyClean else {
      return "fix \(name): already clean, no error finding to fix (\(result.runs) run)\n"
    }
    let framework = codeFramework(result)
    func line(_ change: FixChange) -> [String] { self.line(change, framework: framework) }
    var lines = [
      "fix \(name): error findings \(list(result.errors))",
      "searched up to \(result.levels) change\(result.levels == 1 ? "" : "s"): "
        + "\(result.runs) scenarios run",
    ]
    if result.reproductions > 1 {
      lines.append(
        "\(result.reproductions) scenarios reproduce the recording alike ('choreo explain' lists "
          + "them)"
          + (result.unheld.isEmpty
            ? "; the fixes below hold for each" : "; no fix found holds for each of them"))
    }
    for other in result.unheld {
      lines.append(
        "  fix 1 leaves the reproduction started from \(other.base) with \(list(other.errors)): "
          + "the recording cannot tell which the app is")
    }
    if self.framework == nil, result.scenario.screen.framework == nil {
      lines.append(
        "code in uikit: the scenario names no screen.framework (--framework picks one and tries "
          + "only the changes it can make)")
    }
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
      lines += fix.changes.flatMap(line)
    }
    if result.fixes.count > Self.shown {
      lines.append(
        "and \(result.fixes.count - Self.shown) more robust fixes (--format json lists all)")
    }
    if let canonical = result.canonical {
      lines.append(
        "the recommended fix (robust"
          + (canonical.warnings.isEmpty ? "" : "; warnings " + list(canonical.warnings))
          + "), as the Detectors article gives it:")
      lines += canonical.changes.flatMap(line)
    }
    if result.neutralising > 0 {
      lines.append(
        "refused: \(result.neutralising) change set\(result.neutralising == 1 ? "" : "s") that "
          + "switch the app's keyboard handler off (its offset stays 0 on every run)")
    }
    for fix in result.fragile.prefix(Self.shown) {
      let breaks = fix.breaksIn.map { " breaks with \($0.variant) (\(list($0.findings)))" } ?? ""
      lines.append("fragile: holds in \(fix.holds) of \(result.variants) variants;\(breaks)")
      lines += fix.changes.flatMap(line)
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
    let framework = codeFramework(result)
    func change(_ change: FixChange) -> JSONValue { self.change(change, framework: framework) }
    func fix(_ fix: Fix) -> JSONValue {
      var members: [(String, JSONValue)] = [
        ("changes", .array(fix.changes.map(change))),
        ("warnings", .array(fix.warnings.map { .string($0.rawValue) })),
        ("robust", .bool(fix.isRobust)),
        ("holds", .number(Double(fix.holds))),
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
      ("framework", .string(framework.rawValue)),
      ("variants", .number(Double(result.variants))),
      ("fixes", .array(result.fixes.map(fix))),
      ("fragile", .array(result.fragile.map(fix))),
      ("recommended", result.canonical.map(fix) ?? .null),
      ("refusedSwitchingHandlerOff", .number(Double(result.neutralising))),
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
      ("reproductions", .number(Double(result.reproductions))),
      (
        "unheld",
        .array(
          result.unheld.map { other in
            .object([
              ("base", .string(other.base)),
              ("errors", .array(other.errors.map { .string($0.rawValue) })),
            ])
          })
      ),
    ])
  }

  private func change(_ change: FixChange, framework: FrameworkProfile.ID) -> JSONValue {
    .object([
      ("field", .string(change.key)), ("from", change.from ?? .null), ("to", change.to),
      ("removes", .array(change.removes.map { .string($0.rawValue) })),
      ("code", code(change, framework: framework)),
    ])
  }

  /// `change` and, indented under it, the code that makes it in `framework`.
  private func line(_ change: FixChange, framework: FrameworkProfile.ID) -> [String] {
    let kept = change.from == change.to
    let head =
      "  "
      + (kept
        ? "\(change.key): \(JSONWriter(style: .compact).string(change.to)) (keep it: another "
          + "reproduction of the recording differs here)"
        : change.description)
      + (change.removes.isEmpty ? "" : "   removes " + list(change.removes))
    let code = FixCode.code(
      for: change.key, value: JSONWriter(style: .compact).string(change.to), framework: framework)
    guard let code else {
      return [head, "      (\(framework.rawValue) has no code of its own for this)"]
    }
    return [head] + code.split(separator: "\n").map { "      " + $0 }
  }

  /// The code that makes `change` in `framework`, for JSON.
  private func code(_ change: FixChange, framework: FrameworkProfile.ID) -> JSONValue {
    FixCode.code(
      for: change.key, value: JSONWriter(style: .compact).string(change.to), framework: framework
    ).map(JSONValue.string) ?? .null
  }

  private func list(_ ids: [DetectorID]) -> String {
    ids.isEmpty ? "none" : ids.map(\.rawValue).joined(separator: ", ")
  }
}
