import ChoreoCore

/// A quantity detectors grade, with the size above which a finding of it warns and the size above
/// which it is an error, its unit and what the two limits rest on: declared once, in
/// ``Thresholds``, and read by the detectors, the scenario file's fields and the documentation.
///
/// ```swift
/// Thresholds.standard.stagger.severity(of: 80)  // .warning: above 50 ms, not above 100 ms
/// Thresholds.standard.stagger.grading           // > 50 ms, > 100 ms
/// ```
public struct Metric: Hashable, Sendable {
  /// Which quantity: its name in a scenario file's `thresholds` (`stagger` gives
  /// `staggerWarning` and `staggerError`).
  public enum Name: String, CaseIterable, Sendable {
    /// The gap between the sheet's and the keyboard's onsets.
    case stagger
    /// How far the input bar reverses or re-lifts.
    case bounce
    /// How much a bottom accessory's height changes while things move.
    case accessoryJump
    /// How far the layout runs ahead of or behind the keyboard.
    case drift
    /// How far the layout jumps in one frame beyond the keyboard's own step.
    case snap
    /// A resting gap or overlap between the layout and where it belongs.
    case settled
    /// How late the layout, or the app's keyboard flag, follows the keyboard.
    case layoutDelay
  }

  /// The unit the limits and magnitudes are in.
  public enum Unit: String, Sendable {
    /// Milliseconds, kept to the tick (a file's value is rounded to 1/240 s, as every time is).
    case milliseconds = "ms"
    /// Points.
    case points = "pt"
  }

  /// Which quantity.
  public var name: Name
  /// What is measured, as a fragment: `the sheet-to-keyboard onset gap`.
  public var measures: String
  /// The unit.
  public var unit: Unit
  /// The size above which a finding warns.
  public var warning: Double
  /// The size above which a finding is an error.
  public var error: Double
  /// The platform fact the limits rest on, an anchor of <doc:PlatformFacts>.
  public var source: String

  /// A metric with every field given.
  public init(
    _ name: Name, measures: String, unit: Unit, warning: Double, error: Double, source: String
  ) {
    self.name = name
    self.measures = measures
    self.unit = unit
    self.warning = warning
    self.error = error
    self.source = source
  }

  /// The severity of a finding of size `magnitude`: an error above ``error``, a warning above
  /// ``warning``, nothing at or below it.
  public func severity(of magnitude: Double) -> Severity? {
    Severity.grading(magnitude, warning: warning, error: error)
  }

  /// The severity of a time `magnitude` (a metric in milliseconds, compared tick for tick).
  public func severity(of magnitude: Ticks) -> Severity? {
    Severity.grading(
      Double(magnitude.rawValue), warning: Double(warningTime.rawValue),
      error: Double(errorTime.rawValue))
  }

  /// ``warning`` as a time, for a metric in milliseconds; setting it keeps the warning to the tick.
  public var warningTime: Ticks {
    get { Ticks(milliseconds: warning) }
    set { warning = newValue.milliseconds }
  }

  /// ``error`` as a time, for a metric in milliseconds; setting it keeps the error to the tick.
  public var errorTime: Ticks {
    get { Ticks(milliseconds: error) }
    set { error = newValue.milliseconds }
  }

  /// The limit a finding of `severity` exceeded.
  public func limit(for severity: Severity) -> Double { severity == .error ? error : warning }

  /// `value` as a finding's message prints it: milliseconds to a tenth, points as short as they
  /// go.
  public func format(_ value: Double) -> String {
    switch unit {
    case .milliseconds: FixedPoint.format(value, places: 1)
    case .points: FixedPoint.compact(value)
    }
  }

  /// The limits as reference tables print them: `> 50 ms`, `> 100 ms`.
  public var grading: Grading {
    Grading(
      warning: "> \(FixedPoint.compact(warning)) \(unit.rawValue)",
      error: "> \(FixedPoint.compact(error)) \(unit.rawValue)")
  }

  /// The scenario file's key for the warning: `thresholds.staggerWarning`.
  public var warningKey: String { "thresholds.\(name.rawValue)Warning" }

  /// The scenario file's key for the error: `thresholds.staggerError`.
  public var errorKey: String { "thresholds.\(name.rawValue)Error" }
}
