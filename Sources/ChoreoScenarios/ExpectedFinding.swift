import ChoreoCore
import ChoreoDetectors

/// A finding a scenario file says a check must produce: a detector, and optionally its severity,
/// the window it comes in and the range of its magnitude, so that a team can pin today's
/// behaviour and be told when it changes.
///
/// Written as a detector's name (`"stagger"`: an error finding of that detector, anywhere), or as
/// an object: `{"detector": "stagger", "between": [400, 600], "atLeast": 80}`. An `optional`
/// expectation allows such a finding without requiring it; a `variant` pins which kind of the
/// detector's finding (`bounce`'s `reversal` or `re-lift`).
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
  /// The detector.
  public var detector: DetectorID
  /// Its severity: errors are always checked; warnings only when a scenario expects one.
  public var severity: Severity
  /// When the finding comes, if pinned.
  public var window: ClosedRange<Ticks>?
  /// The smallest magnitude accepted, in the finding's own unit.
  public var atLeast: Double?
  /// The largest magnitude accepted.
  public var atMost: Double?
  /// The finding's variant, if pinned (``ChoreoDetectors/Finding/variant``).
  public var variant: String?
  /// Whether the finding is allowed without being required: a check passes with or without it.
  public var optional: Bool

  /// An expectation with every field given; by default an error finding of `detector`, anywhere.
  public init(
    _ detector: DetectorID, severity: Severity = .error, window: ClosedRange<Ticks>? = nil,
    atLeast: Double? = nil, atMost: Double? = nil, variant: String? = nil, optional: Bool = false
  ) {
    self.detector = detector
    self.severity = severity
    self.window = window
    self.atLeast = atLeast
    self.atMost = atMost
    self.variant = variant
    self.optional = optional
  }

  /// Whether only the detector is given, so that the name alone writes it.
  public var isDetectorOnly: Bool {
    severity == .error && window == nil && atLeast == nil && atMost == nil && variant == nil
      && !optional
  }

  /// Whether `finding` is one this expects.
  public func matches(_ finding: Finding) -> Bool {
    finding.detector == detector && finding.severity == severity
      && (window?.contains(finding.time) ?? true)
      && finding.magnitude >= (atLeast ?? -.infinity) && finding.magnitude <= (atMost ?? .infinity)
      && (variant == nil || finding.variant == variant)
  }

  /// `stagger`, or `stagger (warning) between 400.0 and 600.0 ms, at least 80`.
  public var description: String {
    var qualifiers: [String] = []
    if let window {
      qualifiers.append("between \(window.lowerBound) and \(window.upperBound) ms")
    }
    if let atLeast { qualifiers.append("at least \(FixedPoint.compact(atLeast))") }
    if let atMost { qualifiers.append("at most \(FixedPoint.compact(atMost))") }
    if let variant { qualifiers.insert(variant, at: 0) }
    if optional { qualifiers.insert("optional", at: 0) }
    return detector.rawValue + (severity == .error ? "" : " (\(severity))")
      + (qualifiers.isEmpty ? "" : " " + qualifiers.joined(separator: ", "))
  }
}
