import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline
import Dispatch

/// Every combination of a few varied fields of one scenario, run and judged: where a strategy
/// holds, and where and how it breaks.
///
/// Values are applied through ``ScenarioFile/apply(_:to:file:)``, so a bad field or value gets
/// the same error a scenario file would. Combinations run on every core in batches and are
/// reported in a fixed order, whatever the scheduling; memory stays flat, since only a batch of
/// small results is held at a time.
public struct Sweep: Sendable {
  /// One combination's outcome.
  public struct Result: Hashable, Sendable {
    /// The combination's position, from 0, first axis slowest.
    public var index: Int
    /// The value of each axis.
    public var values: [SweepValue]
    /// Detectors with an error finding, as a bit set over ``DetectorID/allCases``.
    public var errors: DetectorSet
    /// Detectors with only warnings.
    public var warnings: DetectorSet
  }

  /// The scenario varied.
  public let base: Scenario
  /// The varied fields, first axis slowest.
  public let axes: [SweepAxis]

  /// The most combinations a sweep runs.
  public static let maximumCombinations = 10_000_000

  /// The label errors name as the file, such as the option the axes came from.
  public let source: String

  /// A sweep of `axes` over `base`, checking every value of every axis as a scenario file would;
  /// errors name `source` as their file.
  ///
  /// - Throws: ``ScenarioFileError`` naming `source`, the field and the value.
  public init(base: Scenario, axes: [SweepAxis], source: String) throws(ScenarioFileError) {
    self.source = source
    self.base = base
    self.axes = axes
    var count = 1
    for axis in axes {
      count = count.multipliedReportingOverflow(by: max(1, axis.values.count)).partialValue
      guard count <= Self.maximumCombinations else {
        throw ScenarioFileError(
          file: source, location: "",
          message: "more than \(Self.maximumCombinations) combinations; vary fewer values")
      }
      for value in axis.values {
        _ = try ScenarioFile.apply(
          Self.object(setting: [(axis.path, value)]), to: base, file: source)
      }
    }
    _ = try scenario(at: 0)
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

  /// The scenario of combination `index`.
  public func scenario(at index: Int) throws(ScenarioFileError) -> Scenario {
    let settings = zip(axes.map(\.path), values(at: index)).map { ($0, $1) }
    return try ScenarioFile.apply(Self.object(setting: settings), to: base, file: source)
  }

  /// Runs and judges combination `index`.
  public func result(at index: Int) -> Result {
    let values = values(at: index)
    guard let scenario = try? scenario(at: index) else {
      return Result(index: index, values: values, errors: [], warnings: [])
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
      index: index, values: values, errors: errors, warnings: warnings.subtracting(errors))
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

  /// `{"world": {"contentMountDelay": 600}}` for the path and value pairs given.
  static func object(setting settings: [([String], SweepValue)]) -> JSONValue {
    var root = JSONValue.object([])
    for (path, value) in settings { root = root.setting(path[...], to: value.json) }
    return root
  }
}

/// A set of detectors, as bits over ``DetectorID/allCases``.
public struct DetectorSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt32

  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A set holding `detector`.
  public init(_ detector: DetectorID) {
    rawValue = 1 << UInt32(DetectorID.allCases.firstIndex(of: detector)!)
  }

  /// Adds `detector`.
  public mutating func insert(_ detector: DetectorID) { formUnion(DetectorSet(detector)) }

  /// Whether `detector` is in the set.
  public func contains(_ detector: DetectorID) -> Bool { contains(DetectorSet(detector)) }

  /// The detectors, in ``DetectorID`` order.
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

extension JSONValue {
  /// This object with `value` at `path`, creating objects on the way.
  func setting(_ path: ArraySlice<String>, to value: JSONValue) -> JSONValue {
    guard let key = path.first else { return value }
    guard case .object(var members) = self else {
      return JSONValue.object([]).setting(path, to: value)
    }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = members[index].value.setting(path.dropFirst(), to: value)
    } else {
      members.append((key, JSONValue.object([]).setting(path.dropFirst(), to: value)))
    }
    return .object(members)
  }
}
