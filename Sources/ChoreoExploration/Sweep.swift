import ChoreoCore
import ChoreoDetectors
import ChoreoScenarios
import ChoreoTimeline
import Dispatch

/// Every combination of a few varied fields of one scenario, run and judged: where a strategy
/// holds, and where and how it breaks.
///
/// Each value is applied through its field's row of ``ChoreoScenarios/ScenarioFields/all``, so a
/// bad value gets the error a scenario file would; a combination whose fields contradict each other
/// (a focus delay without the delay trigger, a warning threshold above its error) is recorded as
/// invalid with its error, never judged. Combinations run on every core in batches and are reported
/// in a fixed order, whatever the scheduling; memory stays flat, since only a batch of small
/// results is held at a time.
public struct Sweep: Sendable {
  /// One combination's outcome.
  public struct Result: Hashable, Sendable {
    /// The combination's position, from 0, first axis slowest.
    public var index: Int
    /// The value of each axis.
    public var values: [SweepValue]
    /// Detectors with an error finding, as a bit set over the cases of
    /// ``ChoreoDetectors/DetectorID``.
    public var errors: DetectorSet
    /// Detectors with only warnings.
    public var warnings: DetectorSet
    /// Why the combination is not a valid scenario, when it is not; it was not run.
    public var invalid: ScenarioFileError?

    /// Whether the combination ran and had no error finding.
    public var isClean: Bool { invalid == nil && errors.isEmpty }
  }

  /// The scenario varied.
  public let base: Scenario
  /// The varied fields, first axis slowest.
  public let axes: [SweepAxis]
  /// The label errors name as the file, such as the option the axes came from.
  public let source: String
  private let fields: [ScenarioField]

  /// The most combinations a sweep runs.
  public static let maximumCombinations = 10_000_000

  /// A sweep of `axes` over `base`; errors name `source` as their file.
  ///
  /// - Throws: ``ChoreoScenarios/ScenarioFileError`` for a field no scenario file has, too many combinations,
  ///   or a value no combination can take (wrong type, out of range).
  public init(base: Scenario, axes: [SweepAxis], source: String) throws(ScenarioFileError) {
    self.base = base
    self.axes = axes
    self.source = source
    var fields: [ScenarioField] = []
    var count = 1
    for axis in axes {
      guard let field = ScenarioFields.field(axis.name) else {
        var message = "unknown field \(JSONWriter.quoted(axis.name))"
        // A field named without its section (`focusDelay`) is found by its last part.
        let keys = ScenarioFields.all.map(\.key)
        let bySuffix = keys.filter { $0.hasSuffix("." + axis.name) }
        if !bySuffix.isEmpty {
          message +=
            "; did you mean " + bySuffix.map(JSONWriter.quoted).joined(separator: " or ")
            + "?"
        } else if let suggestion = closestMatch(to: axis.name, in: keys) {
          message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        throw ScenarioFileError(file: source, location: "", message: message)
      }
      fields.append(field)
      count = count.multipliedReportingOverflow(by: max(1, axis.values.count)).partialValue
      guard count <= Self.maximumCombinations else {
        throw ScenarioFileError(
          file: source, location: "",
          message: "more than \(Self.maximumCombinations) combinations; vary fewer values")
      }
    }
    self.fields = fields
    try checkValues()
  }

  /// Fails on a value that no combination can take: one refused on the base scenario and on
  /// the base with any one value of another axis (which may enable it: a focus delay needs the
  /// delay trigger another axis sets).
  private func checkValues() throws(ScenarioFileError) {
    for (position, axis) in axes.enumerated() {
      var enabler: (axis: Int, value: Int)?
      for value in axis.values {
        var scenario = base
        if let enabler {
          try? apply(axes[enabler.axis].values[enabler.value], of: enabler.axis, to: &scenario)
        }
        do throws(ScenarioFileError) {
          try apply(value, of: position, to: &scenario)
        } catch {
          guard enabler == nil, let found = self.enabler(for: value, of: position) else {
            throw error
          }
          enabler = found
        }
      }
    }
  }

  /// A value of another axis after which `value` of axis `position` applies to the base.
  private func enabler(for value: SweepValue, of position: Int) -> (axis: Int, value: Int)? {
    for other in axes.indices where other != position {
      for candidate in axes[other].values.indices {
        var scenario = base
        guard (try? apply(axes[other].values[candidate], of: other, to: &scenario)) != nil,
          (try? apply(value, of: position, to: &scenario)) != nil
        else { continue }
        return (other, candidate)
      }
    }
    return nil
  }

  private func apply(_ value: SweepValue, of axis: Int, to scenario: inout Scenario)
    throws(ScenarioFileError)
  {
    try fields[axis].apply(value.json, to: &scenario, file: source)
  }

  /// The number of combinations.
  public var count: Int { axes.reduce(1) { $0 * $1.values.count } }

  /// The values of combination `index`, first axis slowest.
  public func values(at index: Int) -> [SweepValue] {
    Self.valueIndices(of: index, in: axes).enumerated().map { axes[$0.offset].values[$0.element] }
  }

  /// The position of each axis's value in combination `index` of a sweep over `axes`, first axis
  /// slowest.
  static func valueIndices(of index: Int, in axes: [SweepAxis]) -> [Int] {
    var rest = index
    var positions = Array(repeating: 0, count: axes.count)
    for position in axes.indices.reversed() {
      let count = axes[position].values.count
      positions[position] = rest % count
      rest /= count
    }
    return positions
  }

  /// The scenario of combination `index`: each value applied through its field, in axis order,
  /// then the checks that span fields.
  ///
  /// - Throws: ``ChoreoScenarios/ScenarioFileError`` when the combination is not a valid scenario.
  public func scenario(at index: Int) throws(ScenarioFileError) -> Scenario {
    try scenario(with: values(at: index))
  }

  /// The scenario with `values` applied, one per axis.
  private func scenario(with values: [SweepValue]) throws(ScenarioFileError) -> Scenario {
    var scenario = base
    for (axis, value) in values.enumerated() { try apply(value, of: axis, to: &scenario) }
    do throws(ScenarioFileError) {
      try ScenarioFile.validate(scenario, file: source)
    } catch {
      // The error quotes the values as they were written: only an invalid combination needs
      // them, so they are gathered only then.
      var written: [String: JSONValue] = [:]
      for (axis, value) in values.enumerated() { written[axes[axis].name] = value.json }
      try ScenarioFile.validate(scenario, file: source, written: written)
      throw error
    }
    return scenario
  }

  /// Runs and judges combination `index`; an invalid combination is recorded with its error.
  public func result(at index: Int) -> Result {
    let values = values(at: index)
    let scenario: Scenario
    do throws(ScenarioFileError) {
      scenario = try self.scenario(with: values)
    } catch {
      return Result(index: index, values: values, errors: [], warnings: [], invalid: error)
    }
    var simulation = Simulation(scenario: scenario)
    var errors = DetectorSet()
    var warnings = DetectorSet()
    for finding in Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds) {
      if finding.severity == .error {
        errors.insert(finding.detector)
      } else {
        warnings.insert(finding.detector)
      }
    }
    return Result(
      index: index, values: values, errors: errors, warnings: warnings.subtracting(errors),
      invalid: nil)
  }

  /// Runs every combination on `concurrency` threads, `batchSize` at a time, handing results to
  /// `report` in index order.
  ///
  /// - Complexity: O(n) runs; memory O(batchSize).
  public func run(concurrency: Int, batchSize: Int = 2048, report: (Result) -> Void) {
    let total = count
    var start = 0
    let workers = max(1, concurrency)
    while start < total {
      let end = min(total, start + batchSize)
      let batch = ResultBuffer(count: end - start)
      let first = start
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var index = first + worker
        while index < end {
          batch.store(result(at: index), at: index - first)
          index += workers
        }
      }
      for result in batch.results() { report(result) }
      start = end
    }
  }
}

/// A set of detectors, as bits over the cases of ``ChoreoDetectors/DetectorID``.
public struct DetectorSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// One bit per detector, at its position in the cases of ``ChoreoDetectors/DetectorID``.
  public let rawValue: UInt32

  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A set holding `detector`.
  public init(_ detector: DetectorID) {
    rawValue = 1 << UInt32(detector.ordinal)
  }

  /// Adds `detector`.
  public mutating func insert(_ detector: DetectorID) { formUnion(DetectorSet(detector)) }

  /// Whether `detector` is in the set.
  public func contains(_ detector: DetectorID) -> Bool { contains(DetectorSet(detector)) }

  /// The detectors, in ``ChoreoDetectors/DetectorID`` order.
  public var detectors: [DetectorID] { DetectorID.allCases.filter { contains($0) } }

  /// `stagger, bounce`, or `clean`.
  public var description: String {
    isEmpty ? "clean" : detectors.map(\.rawValue).joined(separator: ", ")
  }
}

/// Results written by several threads, each to its own slots, then read in order.
private final class ResultBuffer: @unchecked Sendable {
  private var slots: [Sweep.Result?]
  private let lock = DispatchSemaphore(value: 1)

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ result: Sweep.Result, at slot: Int) {
    lock.wait()
    slots[slot] = result
    lock.signal()
  }

  func results() -> [Sweep.Result] { slots.compactMap { $0 } }
}
