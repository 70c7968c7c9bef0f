import ChoreoCore

/// The bounds an import keeps, so that any input, however long or hostile, is read in bounded
/// time and memory.
public enum RecordingLimits {
  /// The longest span a recording may cover: an hour.
  ///
  /// The trace holds one frame sample per vsync, so this bounds its size (432,000 frames at 120
  /// Hz).
  public static let maximumSpan = 3600.0

  /// `seconds` after the recording's start as a time on the trace's clock, or `nil` when it is
  /// before the start or past ``maximumSpan``.
  static func time(seconds: Double) -> Ticks? {
    guard seconds.isFinite, seconds >= 0, seconds <= maximumSpan else { return nil }
    return Ticks(seconds: seconds)
  }

  /// The first line of the warning for a time out of bounds.
  static func outOfBounds(_ seconds: Double) -> String {
    "t: \(FixedPoint.compact(seconds, places: 3)) s after the recording's start is outside "
      + "0 to \(FixedPoint.compact(maximumSpan)) s; ignored"
  }
}
