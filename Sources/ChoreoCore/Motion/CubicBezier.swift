/// A CSS/Core Animation timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as `CAMediaTimingFunction(controlPoints:)` takes them.
///
/// Evaluation uses only arithmetic (Newton steps with a bisection fallback), so every machine
/// computes the same positions.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
  /// First control point's x.
  public var x1: Double
  /// First control point's y.
  public var y1: Double
  /// Second control point's x.
  public var x2: Double
  /// Second control point's y.
  public var y2: Double

  /// A curve with control points (x1, y1) and (x2, y2); x values must lie in 0...1.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// `easeOut`, (0, 0, 0.58, 1): the curve of the "copied 250 ms ease-out"
  /// (<doc:PlatformFacts#Derived-keyboard-motion>).
  public static let easeOut = CubicBezier(0, 0, 0.58, 1)
  /// `easeInOut`, (0.42, 0, 0.58, 1) (<doc:PlatformFacts#Derived-keyboard-motion>).
  public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
  /// `easeIn`, (0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(0.42, 0, 1, 1)
  /// `linear`.
  public static let linear = CubicBezier(0, 0, 1, 1)

  /// The named curves, as scenario files spell them.
  public static let named: [(name: String, curve: CubicBezier)] = [
    ("ease-out", .easeOut), ("ease-in-out", .easeInOut), ("ease-in", .easeIn), ("linear", .linear),
  ]

  /// The name of a named curve, or its control points.
  public var description: String {
    if let match = Self.named.first(where: { $0.curve == self }) { return match.name }
    let points = [x1, y1, x2, y2].map { FixedPoint.compact($0, places: 3) }
    return "bezier(\(points.joined(separator: ", ")))"
  }

  /// Progress (0...1) and its rate of change per unit of time fraction, at time fraction `x`.
  public func evaluate(at x: Double) -> (progress: Double, slope: Double) {
    if x <= 0 { return (0, slope(atParameter: 0)) }
    if x >= 1 { return (1, slope(atParameter: 1)) }
    let s = parameter(forX: x)
    return (Self.component(s, y1, y2), slope(atParameter: s))
  }

  private func slope(atParameter s: Double) -> Double {
    let dx = Self.derivative(s, x1, x2)
    let dy = Self.derivative(s, y1, y2)
    return dx > 1e-9 ? dy / dx : (dy > 0 ? 1e9 : 0)
  }

  private func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.component(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let d = Self.derivative(s, x1, x2)
      guard d > 1e-6 else { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = Self.component(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the curve at parameter `s`, for control values `a` and `b`.
  private static func component(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }
}
