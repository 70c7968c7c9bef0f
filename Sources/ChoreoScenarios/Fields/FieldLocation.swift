import ChoreoCore

/// Where a value being read from a scenario file sits: the file's label and the field's path, such
/// as `script[2].at`.
///
/// Every error a file can get is made here, so each names both.
struct FieldLocation: Sendable {
  /// The file's name as given, or the label of where the values came from (`--vary`).
  let file: String
  /// The field's path; empty for the top level.
  let path: String

  /// The member `key` of the object here.
  func member(_ key: String) -> FieldLocation {
    FieldLocation(file: file, path: path.isEmpty ? key : "\(path).\(key)")
  }

  /// Element `index` of the array here.
  func element(_ index: Int) -> FieldLocation {
    FieldLocation(file: file, path: "\(path)[\(index)]")
  }

  /// An error here: `file: path: message`.
  func failure(_ message: String) -> ScenarioFileError {
    ScenarioFileError(file: file, location: path.isEmpty ? "top level" : path, message: message)
  }

  /// The members of `value`, which must be an object.
  func members(of value: JSONValue) throws(ScenarioFileError)
    -> [(key: String, value: JSONValue)]
  {
    guard case .object(let members) = value else {
      throw failure("expected an object, found \(value.typeName)")
    }
    return members
  }

  /// The elements of `value`, which must be an array.
  func elements(of value: JSONValue) throws(ScenarioFileError) -> [JSONValue] {
    guard case .array(let values) = value else {
      throw failure("expected an array, found \(value.typeName) \(value.snippet)")
    }
    return values
  }

  /// `value` as a boolean.
  func boolean(_ value: JSONValue) throws(ScenarioFileError) -> Bool {
    guard case .bool(let flag) = value else {
      throw failure("expected true or false, found \(value.typeName) \(value.snippet)")
    }
    return flag
  }

  /// `value` as a string.
  func string(_ value: JSONValue) throws(ScenarioFileError) -> String {
    guard case .string(let text) = value else {
      throw failure("expected a string, found \(value.typeName) \(value.snippet)")
    }
    return text
  }

  /// `value` as a number in `range`, measured in `unit`.
  func number(_ value: JSONValue, in range: ClosedRange<Double>, unit: String)
    throws(ScenarioFileError) -> Double
  {
    guard case .number(let number, _) = value else {
      throw failure("expected a number (\(unit)), found \(value.typeName) \(value.snippet)")
    }
    guard number.isFinite, range.contains(number) else {
      throw failure(
        "\(value.snippet) is out of range; accepted: \(FixedPoint.compact(range.lowerBound, places: 3)) "
          + "to \(FixedPoint.compact(range.upperBound, places: 3)) (\(unit))")
    }
    return number
  }

  /// `value` as a whole number in `range`, measured in `unit`.
  func integer(_ value: JSONValue, in range: ClosedRange<Int>, unit: String)
    throws(ScenarioFileError) -> Int
  {
    let number = try number(
      value, in: Double(range.lowerBound)...Double(range.upperBound), unit: unit)
    guard number == number.rounded() else {
      throw failure("\(value.snippet) is not a whole number (\(unit))")
    }
    return Int(number)
  }

  /// `value` as a time in milliseconds from `minimum` to the file format's limit.
  func milliseconds(_ value: JSONValue, minimum: Double = 0) throws(ScenarioFileError) -> Ticks {
    let written = try number(value, in: minimum...ScenarioFile.maximumMilliseconds, unit: "ms")
    // Seconds written where milliseconds are meant (`0.6`, as iOS code writes a TimeInterval)
    // would round to no time at all on the 1/240 s clock.
    if written > 0, written < 1 {
      throw failure(
        "\(value.snippet) is under a millisecond; times are in milliseconds: did you mean "
          + "\(FixedPoint.compact(written * 1000, places: 3)) ms?")
    }
    let time = Ticks(milliseconds: written)
    // A time that must be positive must stay positive on the 1/240 s clock, or it would be
    // written back as 0 and refused when read again.
    if minimum > 0, time == .zero {
      // The shortest time that rounds to a tick, rounded up to the three places printed.
      let shortest = (Ticks(1).milliseconds / 2 * 1000).rounded(.up) / 1000
      throw failure(
        "\(value.snippet) ms is shorter than half a clock tick (1/240 s) and rounds to no time; "
          + "accepted: \(FixedPoint.compact(shortest, places: 3)) to "
          + "\(FixedPoint.compact(ScenarioFile.maximumMilliseconds, places: 3)) (ms)")
    }
    return time
  }

  /// The option named by the string `value`, from `options`, with a did-you-mean when the name
  /// is close to one.
  func choice<Value>(_ value: JSONValue, _ options: [(String, Value)]) throws(ScenarioFileError)
    -> Value
  {
    try choice(try string(value), options)
  }

  /// The option called `text`, from `options`.
  ///
  /// The error lists what is accepted, or, given `listedBy`, names the command that lists it.
  func choice<Value>(
    _ text: String, _ options: [(String, Value)], listedBy command: String? = nil
  ) throws(ScenarioFileError) -> Value {
    if let match = options.first(where: { $0.0 == text }) { return match.1 }
    let names = options.map(\.0)
    var message = "unknown value \(JSONWriter.quoted(text))"
    if let suggestion = closestMatch(to: text, in: names) {
      message += "; did you mean \(JSONWriter.quoted(suggestion))?"
    } else {
      message += "."
    }
    let accepted = command.map { "one of the \(names.count) that '\($0)' lists" }
    throw failure(message + " Accepted: " + (accepted ?? names.joined(separator: ", ")))
  }

  /// Fails on the first member of `members` whose key is not in `known`, suggesting the nearest.
  func rejectUnknown(
    _ members: [(key: String, value: JSONValue)], known: [String]
  ) throws(ScenarioFileError) {
    for member in members where !known.contains(member.key) {
      var message = "unknown key \(JSONWriter.quoted(member.key))"
      if let suggestion = closestMatch(to: member.key, in: known) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
      } else {
        message += "."
      }
      throw failure(message + " Known keys: " + known.joined(separator: ", "))
    }
  }
}
