/// A spring evaluated in closed form, as a plain value: a motion holding one copies a few numbers.
///
/// For a displacement `A` from the target and an initial velocity `v0` (points per second):
/// critically damped, `d(t) = (A + (v0 + w A) t) e^(-w t)`; underdamped,
/// `d(t) = e^(-z w t) (A cos(wd t) + (v0 + z w A) / wd sin(wd t))`. The exponential, sine and
/// cosine are ``DeterministicMath``'s, so positions are identical on every machine.
///
/// The spring's `settlingDuration` (0.5 s for the system spring) is when the animation completes:
/// UIKit's completion handlers and `did` notifications fire then. Positions keep following the
/// curve until the remaining displacement of a motion from rest is below 1e-5 of its travel,
/// instead of snapping the last 0.11 % (up to 0.9 pt for a sheet) at 0.5 s: that snap is an
/// artifact of the critically damped approximation, not something seen on devices.
public struct SpringCurve: Sendable, Hashable {
  /// Ticks after which the animation is complete (its `settlingDuration`).
  public let settleTicks: Int
  /// Ticks after which the position is exactly the target.
  public let tailTicks: Int
  @usableFromInline let omega: Double
  @usableFromInline let zeta: Double
  @usableFromInline let dampedOmega: Double
  /// `e^(-omega t)` at every tick of the tail, for the system spring (shared, ``systemDecay``);
  /// `nil` for other springs.
  @usableFromInline let decay: [Double]?

  /// Prepares `spring` for evaluation.
  public init(_ spring: Spring) {
    self.init(spring, readsSystemTable: spring == .systemKeyboard)
  }

  /// Prepares `spring`, reading the system spring's exponentials from the shared table or not.
  init(_ spring: Spring, readsSystemTable: Bool) {
    settleTicks = max(1, Ticks(seconds: spring.settlingDuration).rawValue)
    omega = spring.naturalFrequency
    let critical = spring.isCriticallyDampedForm
    zeta = critical ? 1 : spring.dampingRatio
    dampedOmega = critical ? 0 : omega * (1 - zeta * zeta).squareRoot()
    // The envelope of a motion from rest falls below 1e-5 by omega t = 14.3 (critically damped)
    // or zeta omega t = 11.6 (underdamped); 10 s caps a nearly undamped spring, and an undamped
    // one, whose envelope never falls (an infinite tail).
    let tailSeconds = min(10, critical ? 14.3 / omega : 11.6 / (zeta * omega))
    tailTicks = max(settleTicks, Ticks(seconds: tailSeconds).rawValue)
    decay = critical && readsSystemTable ? Self.systemDecay : nil
  }

  /// `e^(-omega t)` of the system spring at every tick of its tail, computed once per process:
  /// most motions use this spring, and a table lookup is cheaper than an exponential.
  private static let systemDecay: [Double] = {
    let omega = Spring.systemKeyboard.naturalFrequency
    let ticks = SpringCurve(.systemKeyboard, readsSystemTable: false).tailTicks
    return (0..<ticks).map { tick in
      DeterministicMath.exp(-omega * Double(tick) / Double(Ticks.perSecond))
    }
  }()

  /// Displacement from the target and velocity `elapsed` ticks after a start at displacement `a`
  /// with velocity `v0`; zero once the tail has passed.
  @inlinable
  public func state(displacement a: Double, velocity v0: Double, elapsed: Int) -> (
    displacement: Double, velocity: Double
  ) {
    if elapsed >= tailTicks { return (0, 0) }
    let elapsed = max(0, elapsed)
    // The system spring, which most motions use, is a few multiplications and a table read,
    // made where it is needed; every other spring is a call away.
    if let decay {
      let t = Double(elapsed) * (1 / Double(Ticks.perSecond))
      return Self.criticallyDamped(a: a, v0: v0, t: t, omega: omega, decay: decay[elapsed])
    }
    // The curve's numbers are passed one by one, in registers: a motion holds its curve inline,
    // and handing over the curve itself would first copy it out of the motion.
    return Self.evaluate(
      a: a, v0: v0, elapsed: elapsed, omega: omega, zeta: zeta, dampedOmega: dampedOmega)
  }

  /// `d(t) = (A + (v0 + w A) t) e^(-w t)` and its derivative, given `e^(-w t)` as `decay`.
  @usableFromInline
  static func criticallyDamped(
    a: Double, v0: Double, t: Double, omega: Double, decay e: Double
  ) -> (Double, Double) {
    let b = v0 + omega * a
    return ((a + b * t) * e, (b - omega * (a + b * t)) * e)
  }

  @usableFromInline
  static func evaluate(
    a: Double, v0: Double, elapsed: Int, omega: Double, zeta: Double, dampedOmega: Double
  ) -> (Double, Double) {
    let t = Double(elapsed) * (1 / Double(Ticks.perSecond))
    let e = DeterministicMath.exp(-zeta * omega * t)
    if dampedOmega == 0 {
      return criticallyDamped(a: a, v0: v0, t: t, omega: omega, decay: e)
    }
    let c = (v0 + zeta * omega * a) / dampedOmega
    let cw = DeterministicMath.cos(dampedOmega * t)
    let sw = DeterministicMath.sin(dampedOmega * t)
    let d = e * (a * cw + c * sw)
    let v = e * (-zeta * omega * (a * cw + c * sw) + dampedOmega * (-a * sw + c * cw))
    return (d, v)
  }

  /// Progress from 0 to 1 of a motion from rest, `elapsed` ticks after it started.
  public func progress(elapsed: Int) -> Double {
    1 - state(displacement: 1, velocity: 0, elapsed: elapsed).displacement
  }
}
