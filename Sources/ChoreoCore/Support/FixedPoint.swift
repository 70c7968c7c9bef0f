/// Formats numbers with a fixed number of decimals, the same way on every machine.
///
/// Foundation's `String(format:)` depends on the C library's `printf`; this formatter rounds with
/// integer arithmetic so that traces, JSON and SVG are byte-identical everywhere.
public enum FixedPoint {
  /// `value` rounded half away from zero to `places` decimals (0 to 6), without exponent notation.
  ///
  /// ```swift
  /// FixedPoint.format(508.333, places: 1)  // "508.3"
  /// FixedPoint.format(-0.001, places: 2)   // "0.00"
  /// ```
  public static func format(_ value: Double, places: Int) -> String {
    precondition((0...6).contains(places), "places must be 0...6")
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let scaled = (value * factor).rounded(.toNearestOrAwayFromZero)
    // Beyond what 64-bit integers hold exactly, the shortest round-tripping form, which is the
    // same on every machine.
    guard abs(scaled) < 9.0e15 else { return "\(value)" }
    let units = Int64(scaled)
    let negative = units < 0
    let magnitude = negative ? -units : units
    let divisor = Int64(factor)
    let whole = magnitude / divisor
    var text = (negative ? "-" : "") + String(whole)
    if places > 0 {
      let fraction = String(magnitude % divisor)
      text += "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
    return text
  }

  /// `value` with up to `places` decimals and trailing zeros removed: `12.50` prints as `12.5`.
  public static func compact(_ value: Double, places: Int = 2) -> String {
    var text = format(value, places: places)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
