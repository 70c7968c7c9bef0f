import ChoreoDetectors
import ChoreoTimeline

/// What a sweep found, accumulated one result at a time: which regions of the parameter space are
/// clean and which break, and by which detector.
public struct SweepSummary: Sendable {
  /// Per axis value: how many combinations ran and broke, and by which detectors.
  public struct ValueStatus: Hashable, Sendable {
    /// Combinations run at this value.
    public var total = 0
    /// Combinations with an error finding.
    public var broken = 0
    /// Combinations that were not valid scenarios.
    public var invalid = 0
    /// The detectors that broke them.
    public var detectors = DetectorSet()
  }

  /// The varied fields.
  public let axes: [SweepAxis]
  /// Combinations seen.
  public private(set) var total = 0
  /// Combinations that ran with no error finding.
  public private(set) var clean = 0
  /// Combinations that were not valid scenarios, and were not run.
  public private(set) var invalid = 0
  /// Per detector: combinations it broke, and the positions of each axis's values there.
  public private(set) var byDetector: [DetectorID: (count: Int, values: [Set<Int>])] = [:]
  /// Per axis, per value index: its status.
  public private(set) var byValue: [[ValueStatus]]
  /// What one combination came to, for grouping values.
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// It ran; these detectors had error findings (none: clean).
    case judged(DetectorSet)
    /// It was not a valid scenario.
    case invalid

    /// `clean`, the detectors, or `invalid`.
    public var description: String {
      switch self {
      case .judged(let errors): errors.description
      case .invalid: "invalid"
      }
    }
  }

  /// For one axis: runs of consecutive values with the same outcome, as the positions of their
  /// values and the outcome.
  public private(set) var intervals: [(values: ClosedRange<Int>, outcome: Outcome)] = []

  /// An empty summary of a sweep over `axes`.
  public init(axes: [SweepAxis]) {
    self.axes = axes
    byValue = axes.map { Array(repeating: ValueStatus(), count: $0.values.count) }
  }

  /// Adds one result.
  public mutating func add(_ result: Sweep.Result) {
    total += 1
    if result.invalid != nil {
      invalid += 1
    } else if result.errors.isEmpty {
      clean += 1
    }
    let positions = Sweep.valueIndices(of: result.index, in: axes)
    for (position, valueIndex) in positions.enumerated() {
      byValue[position][valueIndex].total += 1
      if result.invalid != nil { byValue[position][valueIndex].invalid += 1 }
      if !result.errors.isEmpty {
        byValue[position][valueIndex].broken += 1
        byValue[position][valueIndex].detectors.formUnion(result.errors)
      }
    }
    for detector in result.errors.detectors {
      var entry = byDetector[detector] ?? (0, axes.map { _ in [] })
      entry.count += 1
      for (position, valueIndex) in positions.enumerated() {
        entry.values[position].insert(valueIndex)
      }
      byDetector[detector] = entry
    }
    if axes.count == 1, let value = positions.first {
      let outcome: Outcome = result.invalid == nil ? .judged(result.errors) : .invalid
      if let last = intervals.last, last.outcome == outcome {
        intervals[intervals.count - 1].values = last.values.lowerBound...value
      } else {
        intervals.append((value...value, outcome))
      }
    }
  }
}
