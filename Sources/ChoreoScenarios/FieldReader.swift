import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Reads the members of one JSON object of a scenario file, checking each value's type and range
/// and, when done, that the object held no key it does not know.
struct FieldReader {
  let file: String
  let path: String
  private let members: [(key: String, value: JSONValue)]
  private var known: [String] = []

  /// The limit on any time in a scenario file: 10 minutes of virtual time, in milliseconds.
  static let maximumMilliseconds = 600_000.0

  init(_ value: JSONValue, file: String, path: String) throws(ScenarioFileError) {
    self.file = file
    self.path = path
    guard case .object(let members) = value else {
      throw ScenarioFileError(
        file: file, location: path.isEmpty ? "top level" : path,
        message: "expected an object, found \(value.typeName)")
    }
    self.members = members
  }

  func location(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func failure(_ key: String, _ message: String) -> ScenarioFileError {
    ScenarioFileError(file: file, location: location(key), message: message)
  }

  mutating func value(_ key: String) -> JSONValue? {
    // A key may be read twice (the screen reads its container and framework again once the
    // framework's profile is known); it is listed once.
    if !known.contains(key) { known.append(key) }
    return members.first { $0.key == key }?.value
  }

  mutating func bool(_ key: String) throws(ScenarioFileError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else {
      throw failure(key, "expected true or false, found \(value.typeName) \(value.snippet)")
    }
    return flag
  }

  mutating func string(_ key: String) throws(ScenarioFileError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw failure(key, "expected a string, found \(value.typeName) \(value.snippet)")
    }
    return text
  }

  mutating func number(_ key: String, in range: ClosedRange<Double>, unit: String)
    throws(ScenarioFileError) -> Double?
  {
    guard let value = value(key) else { return nil }
    return try Self.number(value, in: range, unit: unit, failure: { failure(key, $0) })
  }

  static func number(
    _ value: JSONValue, in range: ClosedRange<Double>, unit: String,
    failure: (String) -> ScenarioFileError
  ) throws(ScenarioFileError) -> Double {
    guard case .number(let number) = value else {
      throw failure("expected a number (\(unit)), found \(value.typeName) \(value.snippet)")
    }
    guard range.contains(number) else {
      throw failure(
        "\(value.snippet) is out of range; accepted: \(FixedPoint.compact(range.lowerBound, places: 3)) "
          + "to \(FixedPoint.compact(range.upperBound, places: 3)) (\(unit))")
    }
    return number
  }

  mutating func integer(_ key: String, in range: ClosedRange<Int>, unit: String)
    throws(ScenarioFileError) -> Int?
  {
    guard
      let number = try number(
        key, in: Double(range.lowerBound)...Double(range.upperBound), unit: unit)
    else { return nil }
    guard number == number.rounded() else {
      throw failure(key, "\(FixedPoint.compact(number, places: 3)) is not a whole number (\(unit))")
    }
    return Int(number)
  }

  mutating func milliseconds(_ key: String, minimum: Double = 0) throws(ScenarioFileError)
    -> Ticks?
  {
    guard let number = try number(key, in: minimum...Self.maximumMilliseconds, unit: "ms") else {
      return nil
    }
    return Ticks(milliseconds: number)
  }

  mutating func choice<Value>(_ key: String, _ options: [(String, Value)])
    throws(ScenarioFileError) -> Value?
  {
    guard let text = try string(key) else { return nil }
    return try Self.choice(text, options, failure: { failure(key, $0) })
  }

  /// The case of `Value` whose raw value the string at `key` names.
  mutating func choice<Value: CaseIterable & RawRepresentable>(_ key: String, of type: Value.Type)
    throws(ScenarioFileError) -> Value? where Value.RawValue == String
  {
    try choice(key, Value.allCases.map { ($0.rawValue, $0) })
  }

  static func choice<Value>(
    _ text: String, _ options: [(String, Value)], failure: (String) -> ScenarioFileError
  ) throws(ScenarioFileError) -> Value {
    if let match = options.first(where: { $0.0 == text }) { return match.1 }
    let names = options.map(\.0)
    var message = "unknown value \(JSONWriter.quoted(text))"
    if let suggestion = closestMatch(to: text, in: names) {
      message += "; did you mean \(JSONWriter.quoted(suggestion))?"
    } else {
      message += "."
    }
    message += " Accepted: " + names.joined(separator: ", ")
    throw failure(message)
  }

  /// The cases of `Value` named by the array of strings at `key`.
  mutating func choices<Value: CaseIterable & RawRepresentable>(
    _ key: String, of type: Value.Type
  ) throws(ScenarioFileError) -> [Value]? where Value.RawValue == String {
    guard let values = try array(key) else { return nil }
    let options = Value.allCases.map { ($0.rawValue, $0) }
    var result: [Value] = []
    let file = file
    let location = location(key)
    for (index, value) in values.enumerated() {
      let failure = {
        ScenarioFileError(file: file, location: location + "[\(index)]", message: $0)
      }
      guard case .string(let text) = value else {
        throw failure("expected a string, found \(value.typeName) \(value.snippet)")
      }
      result.append(try Self.choice(text, options, failure: failure))
    }
    return result
  }

  mutating func object(_ key: String) throws(ScenarioFileError) -> FieldReader? {
    guard let value = value(key) else { return nil }
    return try FieldReader(value, file: file, path: location(key))
  }

  mutating func array(_ key: String) throws(ScenarioFileError) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let values) = value else {
      throw failure(key, "expected an array, found \(value.typeName) \(value.snippet)")
    }
    return values
  }

  /// Fails on the first key that no read asked for, suggesting the nearest known key.
  func finish() throws(ScenarioFileError) {
    for member in members where !known.contains(member.key) {
      var message = "unknown key \(JSONWriter.quoted(member.key))"
      if let suggestion = closestMatch(to: member.key, in: known) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
      } else {
        message += "."
      }
      message += " Known keys: " + known.joined(separator: ", ")
      throw ScenarioFileError(
        file: file, location: path.isEmpty ? "top level" : path, message: message)
    }
  }
}
