import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoCore

@Suite("Fixed-point formatting")
struct FixedPointTests {
  @Test(
    "rounds half away from zero with a fixed number of decimals",
    arguments: [
      (508.333_333, 1, "508.3"), (0.05, 1, "0.1"), (-0.05, 1, "-0.1"), (-0.001, 2, "0.00"),
      (12, 0, "12"), (1.005, 3, "1.005"), (99.999, 2, "100.00"), (-3.25, 1, "-3.3"),
    ])
  func format(value: Double, places: Int, expected: String) {
    #expect(FixedPoint.format(value, places: places) == expected)
  }

  @Test(
    "compact drops trailing zeros",
    arguments: [(12.50, "12.5"), (12.0, "12"), (-0.0001, "0"), (0.125, "0.13"), (336, "336")])
  func compact(value: Double, expected: String) {
    #expect(FixedPoint.compact(value) == expected)
  }
}
