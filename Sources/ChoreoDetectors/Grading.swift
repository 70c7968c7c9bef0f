import ChoreoCore

/// How a detector grades what it measures, as reference tables and `choreo detectors` print it:
/// the level above which a finding is a warning, if it ever is one, and the level at which it is
/// an error.
public struct Grading: Hashable, Sendable {
  /// When a finding is a warning, such as `> 50 ms`; `nil` when it is never one.
  public var warning: String?
  /// When a finding is an error, such as `> 100 ms` or `always`.
  public var error: String

  /// A grading with both levels given in words.
  public init(warning: String?, error: String) {
    self.warning = warning
    self.error = error
  }

  /// Every finding is an error: the failure has no harmless size.
  public static let always = Grading(warning: nil, error: "always")
}
