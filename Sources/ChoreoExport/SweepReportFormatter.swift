import ChoreoCore
import ChoreoDetectors
import ChoreoExploration

/// Renders a sweep as it runs, so memory stays flat: a header, one line per combination in index
/// order, and a footer with the summary.
///
/// Text reads as a table; JSON is one object whose `combinations` array has one record per line,
/// written through ``ChoreoCore/JSONWriter``.
public struct SweepReportFormatter: Sendable {
  /// How the report is written.
  public enum Format: String, CaseIterable, Sendable {
    /// One line per combination, then the summary.
    case text
    /// One JSON object.
    case json
  }

  /// How the report is written.
  public var format: Format
  /// The scenario swept.
  public var scenario: String
  /// The varied fields.
  public var axes: [SweepAxis]
  /// How many combinations the sweep runs.
  public var count: Int

  /// A formatter for a sweep of `axes` over `scenario`, `count` combinations in all.
  public init(format: Format, scenario: String, axes: [SweepAxis], count: Int) {
    self.format = format
    self.scenario = scenario
    self.axes = axes
    self.count = count
  }

  private static let record = JSONWriter(style: .line)

  /// What comes before the first combination.
  public func header() -> String {
    switch format {
    case .text:
      return "sweep \(scenario): \(count) combination\(count == 1 ? "" : "s") of "
        + axes.map(\.description).joined(separator: " x ") + "\n"
    case .json:
      let fields = JSONValue.array(
        axes.map {
          .object([("field", .string($0.name)), ("values", .array($0.values.map(\.json)))])
        })
      return "{\n  \"scenario\": \(JSONWriter.quoted(scenario)),\n  \"axes\": "
        + Self.record.string(fields) + ",\n  \"combinations\": [\n"
    }
  }

  /// The line of one combination's result.
  public func line(for result: Sweep.Result) -> String {
    switch format {
    case .text:
      let values = zip(axes, result.values).map { "\($0.name)=\($1)" }.joined(separator: " ")
      if let invalid = result.invalid {
        return "\(values): invalid (\(invalid.location): \(invalid.message))\n"
      }
      var line = "\(values): \(result.errors)"
      if !result.warnings.isEmpty { line += " (warnings: \(result.warnings))" }
      return line + "\n"
    case .json:
      let values = JSONValue.object(zip(axes, result.values).map { ($0.name, $1.json) })
      let record: JSONValue
      if let invalid = result.invalid {
        record = .object([
          ("values", values), ("invalid", .string("\(invalid.location): \(invalid.message)")),
        ])
      } else {
        record = .object([
          ("values", values),
          ("errors", .array(result.errors.detectors.map { .string($0.rawValue) })),
          ("warnings", .array(result.warnings.detectors.map { .string($0.rawValue) })),
        ])
      }
      return "    " + Self.record.string(record) + (result.index == count - 1 ? "\n" : ",\n")
    }
  }

  /// What comes after the last combination: the summary.
  public func footer(_ summary: SweepSummary) -> String {
    switch format {
    case .text:
      return summaryText(summary)
    case .json:
      let byDetector = DetectorID.allCases.compactMap { detector in
        summary.byDetector[detector].map { (detector.rawValue, JSONValue.number(Double($0.count))) }
      }
      var members: [(key: String, value: JSONValue)] = [
        ("combinations", .number(Double(summary.total))),
        ("clean", .number(Double(summary.clean))),
      ]
      // Written only when there are some, so sweeps of valid combinations read as before.
      if summary.invalid > 0 { members.append(("invalid", .number(Double(summary.invalid)))) }
      members.append(("byDetector", .object(byDetector)))
      let object = JSONValue.object(members)
      return "  ],\n  \"summary\": " + Self.record.string(object) + "\n}\n"
    }
  }

  /// The summary as text: totals, each detector's count and where it fires, and each axis's
  /// values grouped into clean and breaking intervals.
  private func summaryText(_ summary: SweepSummary) -> String {
    let total = summary.total
    let clean = summary.clean
    let invalid = summary.invalid
    var lines = [
      "summary: \(total) combinations, \(clean) clean, \(total - clean - invalid) break"
        + (invalid > 0 ? ", \(invalid) invalid" : "")
    ]
    for detector in DetectorID.allCases {
      guard let entry = summary.byDetector[detector] else { continue }
      let ranges = zip(axes, entry.values).map { "\($0.name) \($0.span(of: $1.sorted()))" }
        .joined(separator: ", ")
      lines.append(
        "  \(detector): \(entry.count) combination\(entry.count == 1 ? "" : "s") (\(ranges))")
    }
    if axes.count == 1 {
      lines.append("by \(axes[0].label):")
      for interval in summary.intervals {
        lines.append("  \(axes[0].run(interval.values)): \(interval.outcome)")
      }
      return lines.joined(separator: "\n") + "\n"
    }
    for (position, axis) in axes.enumerated() {
      lines.append("by \(axis.label):")
      var groups: [(values: ClosedRange<Int>, status: SweepSummary.ValueStatus)] = []
      for (index, status) in summary.byValue[position].enumerated() {
        if let last = groups.last, last.status == status {
          groups[groups.count - 1].values = last.values.lowerBound...index
        } else {
          groups.append((index...index, status))
        }
      }
      for group in groups {
        let status = group.status
        var verdict =
          status.broken == 0
          ? (status.invalid == status.total ? "never valid" : "always clean")
          : "breaks in \(status.broken) of \(status.total) (\(status.detectors))"
        if status.invalid > 0 && status.invalid < status.total {
          verdict += "; \(status.invalid) of \(status.total) invalid"
        }
        lines.append("  \(axis.run(group.values)): \(verdict)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
