import ChoreoCore

/// Something a person would see go wrong, named by a detector, with when it happened, how large it
/// was and the evidence.
public struct Finding: Hashable, Sendable {
  /// The detector that found it.
  public var detector: DetectorID
  /// Warning or error.
  public var severity: Severity
  /// When it happened.
  public var time: Ticks
  /// How large it was, in ``unit``.
  public var magnitude: Double
  /// `ms` or `pt` for a duration or a distance; `keys`, `presses`, `runs` or `taps` for a count.
  public var unit: String
  /// Which kind, for detectors that name several (`reversal`, `re-lift`); nil otherwise.
  public var variant: String?
  /// One line a person can act on.
  public var message: String
  /// The entries and samples behind it.
  public var evidence: Evidence

  /// A finding with every field given.
  public init(
    detector: DetectorID, severity: Severity, time: Ticks, magnitude: Double, unit: String,
    variant: String? = nil, message: String, evidence: Evidence
  ) {
    self.detector = detector
    self.severity = severity
    self.time = time
    self.magnitude = magnitude
    self.unit = unit
    self.variant = variant
    self.message = message
    self.evidence = evidence
  }

  /// The magnitude with its unit, as a label reads it: `508.3 ms`, `2 taps`, `1 tap`.
  public var amount: String {
    let singular = ["keys": "key", "presses": "press", "runs": "run", "taps": "tap"]
    let unit = magnitude == 1 ? singular[unit] ?? unit : unit
    return "\(FixedPoint.compact(magnitude, places: 1)) \(unit)"
  }

  /// The compiler-style line: `naive-delayed-focus:508.3 ms: error: [stagger] message`.
  public func line(scenario: String) -> String {
    "\(scenario):\(time) ms: \(severity): [\(detector)] \(message)"
  }
}
