/// A point or span of virtual time, counted in integer ticks of 1/240 s.
///
/// 240 Hz is the least common multiple of the 60 Hz and 120 Hz displays the simulator samples, so
/// every frame of either display falls on a whole tick and no time is ever rounded twice
/// (<doc:PlatformFacts#Base-clock-tick>).
///
/// ```swift
/// Ticks(milliseconds: 400)      // 96 ticks
/// Ticks(96).milliseconds        // 400.0
/// ```
public struct Ticks: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Ticks in one second of virtual time.
  @inlinable public static var perSecond: Int { 240 }

  /// The number of ticks.
  public var rawValue: Int

  /// A time of `rawValue` ticks.
  @inlinable public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The tick nearest to `milliseconds` (ties round away from zero).
  public init(milliseconds: Double) {
    self.rawValue = Int(
      (milliseconds * Double(Self.perSecond) / 1000).rounded(.toNearestOrAwayFromZero))
  }

  /// The tick nearest to `seconds`.
  public init(seconds: Double) {
    self.init(milliseconds: seconds * 1000)
  }

  /// Zero ticks.
  @inlinable public static var zero: Ticks { Ticks(0) }

  /// This time in milliseconds.
  @inlinable public var milliseconds: Double { Double(rawValue) * 1000 / Double(Self.perSecond) }

  /// This time in seconds.
  @inlinable public var seconds: Double { Double(rawValue) / Double(Self.perSecond) }

  /// Milliseconds with one decimal, for example `408.3`.
  public var description: String { FixedPoint.format(milliseconds, places: 1) }

  /// Whether `lhs` comes before `rhs`.
  @inlinable public static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The sum of two times.
  @inlinable public static func + (lhs: Ticks, rhs: Ticks) -> Ticks {
    Ticks(lhs.rawValue + rhs.rawValue)
  }

  /// The difference of two times.
  @inlinable public static func - (lhs: Ticks, rhs: Ticks) -> Ticks {
    Ticks(lhs.rawValue - rhs.rawValue)
  }

  /// Advances `lhs` by `rhs`.
  @inlinable public static func += (lhs: inout Ticks, rhs: Ticks) { lhs.rawValue += rhs.rawValue }
}
