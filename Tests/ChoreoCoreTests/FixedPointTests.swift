import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("Fixed-point formatting")
struct FixedPointTests {
  /// One value formatted with a fixed number of decimal places.
  struct FormatRow: CustomTestStringConvertible, Sendable {
    var name: String
    var value: Double
    var places: Int
    var expected: String
    var testDescription: String { name }
  }

  @Test(
    "rounds half away from zero with a fixed number of decimals",
    arguments: [
      FormatRow(name: "rounds down at one place", value: 508.333_333, places: 1, expected: "508.3"),
      FormatRow(name: "half rounds up", value: 0.05, places: 1, expected: "0.1"),
      FormatRow(name: "negative half rounds down", value: -0.05, places: 1, expected: "-0.1"),
      FormatRow(name: "tiny negative loses its sign", value: -0.001, places: 2, expected: "0.00"),
      FormatRow(name: "no decimals", value: 12, places: 0, expected: "12"),
      FormatRow(name: "already at its places", value: 1.005, places: 3, expected: "1.005"),
      FormatRow(name: "carries into a new digit", value: 99.999, places: 2, expected: "100.00"),
      FormatRow(name: "negative half with a whole part", value: -3.25, places: 1, expected: "-3.3"),
    ])
  func format(_ row: FormatRow) {
    #expect(FixedPoint.format(row.value, places: row.places) == row.expected)
  }

  /// One value in compact form.
  struct CompactRow: CustomTestStringConvertible, Sendable {
    var name: String
    var value: Double
    var expected: String
    var testDescription: String { name }
  }

  @Test(
    "compact drops trailing zeros",
    arguments: [
      CompactRow(name: "a trailing zero", value: 12.50, expected: "12.5"),
      CompactRow(name: "a whole number drops the point", value: 12.0, expected: "12"),
      CompactRow(name: "a tiny negative is 0", value: -0.0001, expected: "0"),
      CompactRow(name: "rounds to two places", value: 0.125, expected: "0.13"),
      CompactRow(name: "an integer", value: 336, expected: "336"),
    ])
  func compact(_ row: CompactRow) {
    #expect(FixedPoint.compact(row.value) == row.expected)
  }
}
