/// Elementary functions computed with IEEE-754 basic arithmetic only.
///
/// PlatformProfile `libm` implementations (glibc, Apple's libm) may differ in the last bit, which would
/// make traces differ between Linux and macOS. These versions use only `+`, `-`, `*`, `/` and
/// exact scaling, which every IEEE-754 machine rounds the same way, so every simulated position is
/// identical on every machine.
public enum DeterministicMath {
  private static let ln2Hi = 6.931_471_803_691_238_164_90e-01
  private static let ln2Lo = 1.908_214_929_270_587_700_02e-10
  private static let invLn2 = 1.442_695_040_888_963_387_00

  /// `e` raised to `x`, with a relative error below 1e-15 for `|x| < 700`.
  ///
  /// - Complexity: O(1).
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.7 { return .infinity }
    if x < -745.0 { return 0 }
    // Range reduction: x = k ln2 + r, |r| <= ln2 / 2 (rounding by truncation, which is exact).
    let scaled = x * invLn2
    let k = Double(scaled < 0 ? -Int(0.5 - scaled) : Int(scaled + 0.5))
    let r = (x - k * ln2Hi) - k * ln2Lo
    // Taylor series of e^r to degree 13 in Horner form; the remainder is below 2e-17 for
    // |r| <= 0.347.
    var sum = 1 / 6_227_020_800.0
    sum = sum * r + 1 / 479_001_600.0
    sum = sum * r + 1 / 39_916_800.0
    sum = sum * r + 1 / 3_628_800.0
    sum = sum * r + 1 / 362_880.0
    sum = sum * r + 1 / 40_320.0
    sum = sum * r + 1 / 5_040.0
    sum = sum * r + 1 / 720.0
    sum = sum * r + 1 / 120.0
    sum = sum * r + 1 / 24.0
    sum = sum * r + 1 / 6.0
    sum = sum * r + 1 / 2.0
    sum = sum * r + 1
    sum = sum * r + 1
    return scale(sum, byPowerOfTwo: Int(k))
  }

  /// Sine of `x` (radians), accurate to about 1e-15 for `|x| < 1e5`.
  public static func sin(_ x: Double) -> Double {
    let (quadrant, r) = reduceQuarterPi(x)
    switch quadrant & 3 {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// Cosine of `x` (radians), accurate to about 1e-15 for `|x| < 1e5`.
  public static func cos(_ x: Double) -> Double {
    let (quadrant, r) = reduceQuarterPi(x)
    switch quadrant & 3 {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  private static let halfPiHi = 1.570_796_326_734_125_614_17e+00
  private static let halfPiLo = 6.077_100_506_506_192_249_3e-11
  private static let twoOverPi = 6.366_197_723_675_813_824_33e-01

  private static func reduceQuarterPi(_ x: Double) -> (Int, Double) {
    let k = (x * twoOverPi).rounded(.toNearestOrAwayFromZero)
    let r = (x - k * halfPiHi) - k * halfPiLo
    return (Int(k), r)
  }

  private static func sinKernel(_ r: Double) -> Double {
    let r2 = r * r
    var term = r
    var sum = r
    for n in stride(from: 3, through: 21, by: 2) {
      term = -term * r2 / Double((n - 1) * n)
      sum += term
    }
    return sum
  }

  private static func cosKernel(_ r: Double) -> Double {
    let r2 = r * r
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 2, through: 20, by: 2) {
      term = -term * r2 / Double((n - 1) * n)
      sum += term
    }
    return sum
  }

  private static func scale(_ value: Double, byPowerOfTwo exponent: Int) -> Double {
    if (-1022...1023).contains(exponent) {
      return value * Double(bitPattern: UInt64(1023 + exponent) << 52)
    }
    // Split the scaling so that neither factor overflows or underflows on its own.
    var result = value
    var remaining = exponent
    while remaining > 1000 {
      result *= Double(sign: .plus, exponent: 1000, significand: 1)
      remaining -= 1000
    }
    while remaining < -1000 {
      result *= Double(sign: .plus, exponent: -1000, significand: 1)
      remaining += 1000
    }
    return result * Double(sign: .plus, exponent: remaining, significand: 1)
  }
}
