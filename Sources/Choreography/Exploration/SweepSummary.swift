/// What a sweep found, accumulated one result at a time: which regions of the parameter space are
/// clean and which break, and by which detector.
public struct SweepSummary: Sendable {
  /// Per axis value: how many combinations ran and broke, and by which detectors.
  public struct ValueStatus: Hashable, Sendable {
    /// Combinations run at this value.
    public var total = 0
    /// Combinations with an error finding.
    public var broken = 0
    /// The detectors that broke them.
    public var detectors = DetectorSet()
  }

  /// The varied fields.
  public let axes: [SweepAxis]
  /// Combinations seen.
  public private(set) var total = 0
  /// Combinations with no error finding.
  public private(set) var clean = 0
  /// Per detector: combinations it broke, and the smallest and largest value of each axis there.
  public private(set) var byDetector: [DetectorID: (count: Int, ranges: [ClosedRange<Double>])] =
    [:]
  /// Per axis, per value index: its status.
  public private(set) var byValue: [[ValueStatus]]
  /// For one axis: runs of consecutive values with the same outcome, as (first, last, outcome).
  public private(set) var intervals: [(first: Double, last: Double, outcome: DetectorSet)] = []

  /// An empty summary of a sweep over `axes`.
  public init(axes: [SweepAxis]) {
    self.axes = axes
    byValue = axes.map { Array(repeating: ValueStatus(), count: $0.values.count) }
  }

  /// Adds one result.
  public mutating func add(_ result: Sweep.Result) {
    total += 1
    if result.errors.isEmpty { clean += 1 }
    var rest = result.index
    for position in axes.indices.reversed() {
      let count = axes[position].values.count
      let valueIndex = rest % count
      rest /= count
      byValue[position][valueIndex].total += 1
      if !result.errors.isEmpty {
        byValue[position][valueIndex].broken += 1
        byValue[position][valueIndex].detectors.formUnion(result.errors)
      }
    }
    for detector in result.errors.detectors {
      var entry = byDetector[detector] ?? (0, result.values.map { $0...$0 })
      entry.count += 1
      for (position, value) in result.values.enumerated() {
        let range = entry.ranges[position]
        entry.ranges[position] = min(range.lowerBound, value)...max(range.upperBound, value)
      }
      byDetector[detector] = entry
    }
    if axes.count == 1, let value = result.values.first {
      if let last = intervals.last, last.outcome == result.errors {
        intervals[intervals.count - 1].last = value
      } else {
        intervals.append((value, value, result.errors))
      }
    }
  }

  /// The summary as text: totals, each detector's count and where it fires, and each axis's
  /// values grouped into clean and breaking intervals.
  public var text: String {
    func v(_ value: Double) -> String { FixedPoint.compact(value, places: 3) }
    func span(_ range: ClosedRange<Double>) -> String {
      range.lowerBound == range.upperBound
        ? v(range.lowerBound) : "\(v(range.lowerBound))...\(v(range.upperBound))"
    }
    var lines = ["summary: \(total) combinations, \(clean) clean, \(total - clean) break"]
    for detector in DetectorID.allCases {
      guard let entry = byDetector[detector] else { continue }
      let ranges = zip(axes, entry.ranges).map { "\($0.name) \(span($1))" }.joined(separator: ", ")
      lines.append(
        "  \(detector): \(entry.count) combination\(entry.count == 1 ? "" : "s") (\(ranges))")
    }
    if axes.count == 1 {
      lines.append("by \(axes[0].name):")
      for interval in intervals {
        lines.append("  \(span(interval.first...interval.last)): \(interval.outcome)")
      }
      return lines.joined(separator: "\n") + "\n"
    }
    for (position, axis) in axes.enumerated() {
      lines.append("by \(axis.name):")
      var groups: [(first: Double, last: Double, status: ValueStatus)] = []
      for (index, status) in byValue[position].enumerated() {
        let value = axis.values[index]
        if let last = groups.last, last.status == status {
          groups[groups.count - 1].last = value
        } else {
          groups.append((value, value, status))
        }
      }
      for group in groups {
        let status = group.status
        let verdict =
          status.broken == 0
          ? "always clean"
          : "breaks in \(status.broken) of \(status.total) (\(status.detectors))"
        lines.append("  \(span(group.first...group.last)): \(verdict)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
