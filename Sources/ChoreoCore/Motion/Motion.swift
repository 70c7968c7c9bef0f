/// How one animated quantity (a sheet's top, the keyboard's top, an inset) moves over time.
///
/// A motion is a value: retargeting replaces it with a new one that starts from the old one's
/// position and velocity at that tick, as UIKit's additive spring animations do.
public enum Motion: Sendable {
  /// Not moving.
  case rest(Double)
  /// A spring from `from` toward `to`, started at `start` with velocity `velocity` (pt/s).
  case spring(from: Double, to: Double, velocity: Double, start: Ticks, curve: SpringCurve)
  /// Moving at constant `velocity` (pt/s) from `from`, as under a dragging finger.
  case linear(from: Double, velocity: Double, start: Ticks)
  /// Moving at constant `velocity` from `from` but held within `lower...upper`, as a keyboard
  /// that follows a finger does between its resting place and the bottom of the screen.
  case clamped(from: Double, velocity: Double, start: Ticks, lower: Double, upper: Double)
  /// A timed animation from `from` to `to` along `curve`, taking `duration`, as
  /// `UIView.animate(withDuration:options:)` with an ease curve runs it.
  case eased(from: Double, to: Double, start: Ticks, duration: Ticks, curve: CubicBezier)

  /// Position and velocity (pt/s) at `time`.
  @inlinable
  public func state(at time: Ticks) -> (value: Double, velocity: Double) {
    switch self {
    case .rest(let value):
      return (value, 0)
    case .spring(let from, let to, let velocity, let start, let curve):
      let s = curve.state(
        displacement: from - to, velocity: velocity, elapsed: time.rawValue - start.rawValue)
      return (to + s.displacement, s.velocity)
    case .linear(let from, let velocity, let start):
      return (from + velocity * (time - start).seconds, velocity)
    case .clamped(let from, let velocity, let start, let lower, let upper):
      let free = from + velocity * (time - start).seconds
      let value = min(upper, max(lower, free))
      return (value, value == free ? velocity : 0)
    case .eased(let from, let to, let start, let duration, let curve):
      guard duration.rawValue > 0 else { return (to, 0) }
      let fraction = Double(time.rawValue - start.rawValue) / Double(duration.rawValue)
      if fraction >= 1 { return (to, 0) }
      let point = curve.evaluate(at: fraction)
      let speed = fraction >= 1 || fraction < 0 ? 0 : (to - from) * point.slope / duration.seconds
      return (from + (to - from) * point.progress, speed)
    }
  }

  /// Position at `time`.
  @inlinable
  public func value(at time: Ticks) -> Double {
    if case .rest(let value) = self { return value }
    return state(at: time).value
  }

  /// The value this motion comes to rest at; `nil` while a finger drives it.
  public var target: Double? {
    switch self {
    case .rest(let value): value
    case .spring(_, let to, _, _, _): to
    case .eased(_, let to, _, _, _): to
    case .linear, .clamped: nil
    }
  }

  /// Whether the motion is a rest.
  public var isRest: Bool {
    if case .rest = self { true } else { false }
  }

  /// Whether the motion is still changing at `time`.
  public func isMoving(at time: Ticks) -> Bool {
    switch self {
    case .rest: false
    case .spring(_, _, _, let start, let curve): time.rawValue - start.rawValue < curve.tailTicks
    case .eased(_, _, let start, let duration, _): time < start + duration
    case .linear, .clamped: true
    }
  }

  /// The first time at which the motion no longer moves, so that ``settle(at:)`` makes it a
  /// rest; `nil` for a rest, and for a motion a finger drives, which moves until replaced.
  public var end: Ticks? {
    switch self {
    case .rest, .linear, .clamped: nil
    case .spring(_, _, _, let start, let curve): start + Ticks(curve.tailTicks)
    case .eased(_, _, let start, let duration, _): start + duration
    }
  }

  /// A spring from this motion's position and velocity at `time` toward `target`.
  public func retargeted(to target: Double, at time: Ticks, curve: SpringCurve) -> Motion {
    let now = state(at: time)
    if now.value == target && now.velocity == 0 { return .rest(target) }
    return .spring(from: now.value, to: target, velocity: now.velocity, start: time, curve: curve)
  }

  /// A timed ease from this motion's position at `time` toward `target`.
  public func eased(
    to target: Double, at time: Ticks, duration: Ticks, curve: CubicBezier
  ) -> Motion {
    let now = value(at: time)
    // A duration of 0 (an instant keyboard step) takes the target at once.
    if duration.rawValue <= 0 { return .rest(target) }
    return .eased(from: now, to: target, start: time, duration: duration, curve: curve)
  }

  /// Replaces a motion that has come to rest by `time` with a rest at its target.
  public mutating func settle(at time: Ticks) {
    if case .rest = self { return }
    if !isMoving(at: time), let target { self = .rest(target) }
  }

  /// This motion frozen where it is at `time`.
  public func stopped(at time: Ticks) -> Motion { .rest(value(at: time)) }
}
