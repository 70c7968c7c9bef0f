import ChoreoCore
import ChoreoDetectors

/// Reads and writes a scenario file's `expect` list: detector names, or objects that pin a
/// finding's severity, window and magnitude (``ExpectedFinding``).
enum ExpectationCodec {
  static let keys = [
    "detector", "severity", "between", "atLeast", "atMost", "variant", "optional",
  ]

  static let accepted =
    "a list of detector names, or of objects {\"detector\", \"severity\" (error or warning), "
    + "\"between\" [from, to] ms, \"atLeast\", \"atMost\", \"variant\", \"optional\"}"

  static func decode(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> [ExpectedFinding]
  {
    var expected: [ExpectedFinding] = []
    for (index, element) in try at.elements(of: value).enumerated() {
      expected.append(try decodeOne(element, at: at.element(index)))
    }
    return expected
  }

  private static let detectors = DetectorID.allCases.map { ($0.rawValue, $0) }

  private static func decodeOne(_ element: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> ExpectedFinding
  {
    if case .string(let name) = element {
      return ExpectedFinding(try at.choice(name, detectors))
    }
    guard case .object = element else {
      throw at.failure(
        "expected a detector name or an object, found \(element.typeName) \(element.snippet)")
    }
    let members = try at.members(of: element)
    try at.rejectUnknown(members, known: keys)
    let value = { (key: String) in members.first { $0.key == key }?.value }
    guard let name = value("detector") else {
      throw at.failure("missing \"detector\"; accepted: a detector's name, such as \"stagger\"")
    }
    var expected = ExpectedFinding(try at.member("detector").choice(name, detectors))
    if let severity = value("severity") {
      expected.severity = try at.member("severity").choice(
        severity, Severity.allCases.map { ($0.rawValue, $0) })
    }
    if let between = value("between") {
      let location = at.member("between")
      let bounds = try location.elements(of: between)
      guard bounds.count == 2 else {
        throw location.failure(
          "expected [from, to] in ms, found \(bounds.count) value\(bounds.count == 1 ? "" : "s")")
      }
      let from = try location.element(0).milliseconds(bounds[0])
      let to = try location.element(1).milliseconds(bounds[1])
      guard from <= to else {
        throw location.failure("\(from) ms is after \(to) ms; accepted: [from, to] with from <= to")
      }
      expected.window = from...to
    }
    let magnitudes = 0...1_000_000.0
    if let atLeast = value("atLeast") {
      expected.atLeast = try at.member("atLeast").number(
        atLeast, in: magnitudes, unit: "finding's unit")
    }
    if let atMost = value("atMost") {
      expected.atMost = try at.member("atMost").number(
        atMost, in: magnitudes, unit: "finding's unit")
    }
    if let variant = value("variant") {
      expected.variant = try at.member("variant").string(variant)
    }
    if let optional = value("optional") {
      expected.optional = try at.member("optional").boolean(optional)
    }
    if let low = expected.atLeast, let high = expected.atMost, low > high {
      throw at.member("atMost").failure(
        "\(FixedPoint.compact(high)) is below atLeast \(FixedPoint.compact(low))")
    }
    return expected
  }

  static func encode(_ expected: [ExpectedFinding]) -> JSONValue {
    .array(
      expected.map { expectation in
        if expectation.isDetectorOnly { return .string(expectation.detector.rawValue) }
        var members: [(String, JSONValue)] = [("detector", .string(expectation.detector.rawValue))]
        if expectation.severity != .error {
          members.append(("severity", .string(expectation.severity.rawValue)))
        }
        if let window = expectation.window {
          members.append(
            (
              "between",
              .array([
                .number(window.lowerBound.milliseconds), .number(window.upperBound.milliseconds),
              ])
            ))
        }
        if let atLeast = expectation.atLeast { members.append(("atLeast", .number(atLeast))) }
        if let atMost = expectation.atMost { members.append(("atMost", .number(atMost))) }
        if let variant = expectation.variant { members.append(("variant", .string(variant))) }
        if expectation.optional { members.append(("optional", .bool(true))) }
        return .object(members)
      })
  }
}
