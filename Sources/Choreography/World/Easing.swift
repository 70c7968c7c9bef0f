/// A timing curve for animations that are not springs: UIKit's named curves as cubic Beziers.
///
/// An app that hand-animates to the keyboard uses one of these with its own duration, which is
/// what makes it drift away from the keyboard's spring (domain-facts §1.2, §9).
public struct Easing: Hashable, Sendable, CustomStringConvertible {
  /// First control point.
  public var x1: Double
  /// First control point.
  public var y1: Double
  /// Second control point.
  public var x2: Double
  /// Second control point.
  public var y2: Double

  /// A cubic Bezier from (0,0) to (1,1) with control points (x1,y1) and (x2,y2).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// `UIView.AnimationOptions.curveEaseOut`: (0, 0, 0.58, 1) (domain-facts §9).
  public static let easeOut = Easing(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// `curveEaseInOut`: (0.42, 0, 0.58, 1) (domain-facts §9).
  public static let easeInOut = Easing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// `curveEaseIn`: (0.42, 0, 1, 1).
  public static let easeIn = Easing(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// `curveLinear`.
  public static let linear = Easing(x1: 0, y1: 0, x2: 1, y2: 1)

  /// `cubic-bezier(x1, y1, x2, y2)`.
  public var description: String {
    "cubic-bezier(\(FixedPoint.compact(x1)), \(FixedPoint.compact(y1)), "
      + "\(FixedPoint.compact(x2)), \(FixedPoint.compact(y2)))"
  }

  /// Progress `y` at time fraction `x` (both 0...1) and its derivative `dy/dx`.
  public func progressAndSlope(at x: Double) -> (Double, Double) {
    // Solve bx(s) = x for the curve parameter s by bisection: deterministic and always converges.
    var low = 0.0
    var high = 1.0
    var s = x
    for _ in 0..<48 {
      s = (low + high) / 2
      if bezier(s, x1, x2) < x { low = s } else { high = s }
    }
    let dx = derivative(s, x1, x2)
    let dy = derivative(s, y1, y2)
    return (bezier(s, y1, y2), dx == 0 ? 0 : dy / dx)
  }

  private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
