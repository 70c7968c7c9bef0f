import ChoreoCore
import ChoreoScenarios

/// One field a sweep varies: a path into the scenario file and the values it takes.
///
/// ```swift
/// try SweepAxis(parsing: "world.contentMountDelay=0...1000:50")  // 21 values
/// try SweepAxis(parsing: "refreshRate=60,120")                   // 2 values
/// try SweepAxis(parsing: "device=iphone-se,ipad-11")              // 2 names
/// ```
public struct SweepAxis: Hashable, Sendable, CustomStringConvertible {
  /// Why a `--vary` expression cannot be used.
  public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The expression as given.
    public var expression: String
    /// What is wrong and what would be accepted.
    public var message: String

    /// `'x': expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,...`.
    public var description: String { "'\(expression)': \(message)" }
  }

  /// The field's path, as in a scenario file: `["world", "contentMountDelay"]`.
  public var path: [String]
  /// The values, in order.
  public var values: [SweepValue]

  /// The most values one field may take.
  public static let maximumValues = 100_000

  /// An axis with every field given.
  public init(path: [String], values: [SweepValue]) {
    self.path = path
    self.values = values
  }

  /// Parses `<field>=<from>...<to>:<step>`, `<field>=<a>,<b>,...` or `<field>=<value>`; a list's
  /// values are numbers, `true`/`false` or names, as the field takes them.
  public init(parsing expression: String) throws(SyntaxError) {
    let accepted = "expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."
    func fail(_ message: String) -> SyntaxError {
      SyntaxError(expression: expression, message: message)
    }
    guard let equals = expression.firstIndex(of: "=") else { throw fail(accepted) }
    let field = String(expression[..<equals])
    let spec = String(expression[expression.index(after: equals)...])
    let path = field.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !field.isEmpty,
      path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } })
    else {
      throw fail("'\(field)' is not a field path like world.contentMountDelay; \(accepted)")
    }
    func number(_ text: Substring) throws(SyntaxError) -> Double {
      guard let value = Double(text.trimmingSpaces), value.isFinite else {
        throw fail("'\(text)' is not a number; \(accepted)")
      }
      return value
    }
    var values: [SweepValue] = []
    if let dots = spec.firstRange(of: "...") {
      let from = try number(spec[..<dots.lowerBound])
      let rest = spec[dots.upperBound...]
      guard let colon = rest.firstIndex(of: ":") else {
        throw fail("a range needs a step, as in 0...1000:50")
      }
      let to = try number(rest[..<colon])
      let step = try number(rest[rest.index(after: colon)...])
      guard step > 0 else {
        throw fail("the step must be above 0, not \(FixedPoint.compact(step, places: 3))")
      }
      guard from <= to else {
        throw fail(
          "the range runs backwards: \(FixedPoint.compact(from, places: 3)) is above \(FixedPoint.compact(to, places: 3))"
        )
      }
      // The count is worked out in floating point and checked before it becomes an integer: a
      // tiny step or a huge span gives more values than any integer holds.
      let span = (to - from) / step
      guard span.isFinite, span < Double(Self.maximumValues) else {
        let count =
          span.isFinite
          ? "\(FixedPoint.compact(span.rounded(.down) + 1, places: 0)) values"
          : "too many values to count"
        throw fail("\(count); at most \(Self.maximumValues) per field")
      }
      let count = Int(span + 1e-9) + 1
      // Each value from its index, so steps like 0.1 do not accumulate rounding.
      values = (0..<count).map { .number(from + Double($0) * step) }
    } else {
      for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
        guard let value = SweepValue(parsing: part.trimmingSpaces) else {
          throw fail("'\(part)' is not a number, true, false or a name; \(accepted)")
        }
        values.append(value)
      }
    }
    self.init(path: path, values: values)
  }

  /// `world.contentMountDelay`.
  public var name: String { path.joined(separator: ".") }

  /// `world.contentMountDelay (ms)`: the name and what the field's numbers count, for a label;
  /// the name alone for a field of no unit (a device, a choice).
  public var label: String {
    guard let unit = ScenarioFields.field(name)?.unit else { return name }
    return "\(name) (\(unit))"
  }

  /// Whether every value is a number, so that values have an order and a span.
  public var isNumeric: Bool { values.allSatisfy { $0.number != nil } }

  /// `world.contentMountDelay 0...1000 (21 values)`, or `device iphone-se, ipad-11`.
  public var description: String {
    guard let first = values.first else { return name }
    if values.count == 1 { return "\(name) = \(first)" }
    let all = 0...(values.count - 1)
    return rises(through: all)
      ? "\(name) \(run(all)) (\(values.count) values)" : "\(name) \(run(all))"
  }

  /// How the values at positions `indices` (ascending, not empty) read: the lowest to the highest
  /// for numbers, as `100...400`; every one for names, as `iphone-se, ipad-11`.
  public func span<Indices: Collection<Int>>(of indices: Indices) -> String {
    guard isNumeric else { return indices.map { values[$0].description }.joined(separator: ", ") }
    let numbers = indices.compactMap { values[$0].number }
    let low = SweepValue.number(numbers.min() ?? 0)
    let high = SweepValue.number(numbers.max() ?? 0)
    return low == high ? "\(low)" : "\(low)...\(high)"
  }

  /// How the consecutive values at positions `range` read: `first...last` for numbers that rise
  /// through it (as a `<from>...<to>:<step>` axis does), every one otherwise.
  public func run(_ range: ClosedRange<Int>) -> String {
    guard range.count > 1 else { return values[range.lowerBound].description }
    guard rises(through: range) else {
      return range.map { values[$0].description }.joined(separator: ", ")
    }
    return "\(values[range.lowerBound])...\(values[range.upperBound])"
  }

  /// Whether the values at positions `range` are numbers that rise through it.
  private func rises(through range: ClosedRange<Int>) -> Bool {
    let numbers = range.compactMap { values[$0].number }
    return numbers.count == range.count && zip(numbers, numbers.dropFirst()).allSatisfy(<)
  }
}

extension Substring {
  var trimmingSpaces: String {
    String(self).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
