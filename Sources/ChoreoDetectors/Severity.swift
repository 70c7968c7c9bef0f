/// How bad a finding is: above the warning threshold, or above the error threshold.
public enum Severity: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible
{
  /// Above the warning threshold: likely visible.
  case warning
  /// Above the error threshold: visible to anyone.
  case error

  /// `warning` or `error`.
  public var description: String { rawValue }

  /// Warnings sort before errors.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }

  /// The severity of `value` against a warning and an error threshold (strictly above each), or
  /// `nil` below both.
  public static func grading(_ value: Double, warning: Double, error: Double) -> Severity? {
    if value > error { return .error }
    if value > warning { return .warning }
    return nil
  }
}
