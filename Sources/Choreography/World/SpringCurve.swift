/// A spring evaluated once per tick of its settling duration, so that positions during a run cost
/// a table lookup and a few multiplications.
///
/// For a displacement `A` from the target and an initial velocity `v0` (points per second):
/// critically damped, `d(t) = (A + (v0 + w A) t) e^(-w t)`; underdamped,
/// `d(t) = e^(-z w t) (A cos(wd t) + (v0 + z w A) / wd sin(wd t))`.
///
/// The spring's `settlingDuration` (0.5 s for the system spring) is when the animation completes:
/// UIKit's completion handlers and `did` notifications fire then. Positions keep following the
/// curve until the remaining displacement of a motion from rest is below 1e-5 of its travel,
/// instead of snapping the last 0.11 % (up to 0.9 pt for a sheet) at 0.5 s: that snap is an
/// artifact of the critically damped approximation, not something seen on devices.
public struct SpringCurve: Sendable, Equatable {
  /// The spring this curve evaluates.
  public let spring: Spring
  /// Ticks after which the animation is complete (its `settlingDuration`).
  public let settleTicks: Int
  /// Ticks after which the position is exactly the target.
  public let tailTicks: Int
  private let omega: Double
  private let zeta: Double
  private let dampedOmega: Double
  private let decay: [Double]
  private let cosine: [Double]
  private let sine: [Double]

  /// Tabulates `spring` at every tick of its settling duration.
  ///
  /// - Complexity: O(n) for n ticks in the settling duration.
  public init(_ spring: Spring) {
    self.spring = spring
    self.settleTicks = max(1, Ticks(seconds: spring.settlingDuration).rawValue)
    omega = spring.naturalFrequency
    let critical = spring.isCriticallyDampedForm
    zeta = critical ? 1 : spring.dampingRatio
    dampedOmega = critical ? 0 : omega * (1 - zeta * zeta).squareRoot()
    var decay: [Double] = []
    var cosine: [Double] = []
    var sine: [Double] = []
    // The envelope of a motion from rest falls below 1e-5 by omega t = 14.3 (critically damped)
    // or zeta omega t = 11.6 (underdamped); 10 s caps a nearly undamped spring.
    let tailSeconds = critical ? 14.3 / omega : 11.6 / (zeta * omega)
    let tailTicks = max(settleTicks, min(10 * Ticks.perSecond, Ticks(seconds: tailSeconds).rawValue))
    self.tailTicks = tailTicks
    decay.reserveCapacity(tailTicks)
    for n in 0..<tailTicks {
      let t = Double(n) / Double(Ticks.perSecond)
      decay.append(DeterministicMath.exp(-zeta * omega * t))
      if !critical {
        cosine.append(DeterministicMath.cos(dampedOmega * t))
        sine.append(DeterministicMath.sin(dampedOmega * t))
      }
    }
    self.decay = decay
    self.cosine = cosine
    self.sine = sine
  }

  /// Displacement from the target and velocity `elapsed` ticks after a start at displacement `a`
  /// with velocity `v0`; zero once the tail has passed.
  @inlinable
  public func state(displacement a: Double, velocity v0: Double, elapsed: Int) -> (
    displacement: Double, velocity: Double
  ) {
    if elapsed >= tailTicks { return (0, 0) }
    let n = max(0, elapsed)
    let t = Double(n) / Double(Ticks.perSecond)
    return evaluate(a: a, v0: v0, n: n, t: t)
  }

  @usableFromInline
  func evaluate(a: Double, v0: Double, n: Int, t: Double) -> (Double, Double) {
    let e = decay[n]
    if cosine.isEmpty {
      let b = v0 + omega * a
      let d = (a + b * t) * e
      return (d, (b - omega * (a + b * t)) * e)
    }
    let c = (v0 + zeta * omega * a) / dampedOmega
    let cw = cosine[n]
    let sw = sine[n]
    let d = e * (a * cw + c * sw)
    let v = e * (-zeta * omega * (a * cw + c * sw) + dampedOmega * (-a * sw + c * cw))
    return (d, v)
  }

  /// Two curves are equal when they tabulate the same spring.
  public static func == (lhs: SpringCurve, rhs: SpringCurve) -> Bool { lhs.spring == rhs.spring }

  /// Progress from 0 to 1 of a motion from rest, `elapsed` ticks after it started.
  public func progress(elapsed: Int) -> Double {
    1 - state(displacement: 1, velocity: 0, elapsed: elapsed).displacement
  }
}
