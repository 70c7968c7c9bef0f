import ChoreoCore
import ChoreoRecorder

/// The fields of one recording line, read by key: what a line is missing or has wrong is a
/// ``RecordingIssue`` that the reader reports as a warning on that line.
struct LineFields {
  let members: [(key: String, value: JSONValue)]

  subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  func string(_ key: String) throws(RecordingIssue) -> String {
    guard case .string(let text)? = self[key] else { throw missing(key, "a string") }
    return text
  }

  func optionalString(_ key: String) throws(RecordingIssue) -> String? {
    switch self[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw missing(key, "a string or null")
    }
  }

  func number(_ key: String) throws(RecordingIssue) -> Double {
    guard case .number(let value, _)? = self[key], value.isFinite else {
      throw missing(key, "a finite number")
    }
    return value
  }

  /// A span in milliseconds, from 0 to the longest span a recording may cover.
  func milliseconds(_ key: String) throws(RecordingIssue) -> Ticks {
    let limit = RecordingLimits.maximumSpan * 1000
    guard case .number(let value, _)? = self[key], value.isFinite, value >= 0, value <= limit
    else {
      throw missing(key, "milliseconds from 0 to \(FixedPoint.compact(limit))")
    }
    return Ticks(milliseconds: value)
  }

  func optionalNumber(_ key: String) throws(RecordingIssue) -> Double? {
    switch self[key] {
    case nil, .null?: return nil
    case .number(let value, _)? where value.isFinite: return value
    default: throw missing(key, "a finite number or null")
    }
  }

  func integer(_ key: String) throws(RecordingIssue) -> Int {
    let value = try number(key)
    guard value == value.rounded(), abs(value) < 1e9 else { throw missing(key, "a whole number") }
    return Int(value)
  }

  func optionalInteger(_ key: String) throws(RecordingIssue) -> Int? {
    guard let value = try optionalNumber(key) else { return nil }
    guard value == value.rounded(), abs(value) < 1e9 else {
      throw missing(key, "a whole number or null")
    }
    return Int(value)
  }

  func boolean(_ key: String) throws(RecordingIssue) -> Bool {
    guard case .bool(let flag)? = self[key] else { throw missing(key, "true or false") }
    return flag
  }

  func choice<Value: RawRepresentable>(_ key: String, _: Value.Type) throws(RecordingIssue)
    -> Value
  where Value.RawValue == String, Value: CaseIterable {
    let text = try string(key)
    guard let value = Value(rawValue: text) else {
      throw RecordingIssue(
        "\(key): unknown value \(JSONWriter.quoted(text)); accepted: "
          + Value.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return value
  }

  func rect(_ key: String) throws(RecordingIssue) -> Rect {
    guard case .array(let parts)? = self[key], parts.count == 4 else {
      throw missing(key, "a rectangle [x, y, width, height]")
    }
    var numbers: [Double] = []
    for part in parts {
      guard case .number(let value, _) = part, value.isFinite else {
        throw missing(key, "a rectangle [x, y, width, height]")
      }
      numbers.append(value)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  func object(_ key: String) throws(RecordingIssue) -> LineFields {
    guard case .object(let members)? = self[key] else { throw missing(key, "an object") }
    return LineFields(members: members)
  }

  private func missing(_ key: String, _ expected: String) -> RecordingIssue {
    guard let value = self[key] else {
      return RecordingIssue("\(key): missing; expected \(expected)")
    }
    return RecordingIssue("\(key): expected \(expected), found \(value.typeName) \(value.snippet)")
  }
}

/// What is wrong with one line of a recording, as a sentence.
struct RecordingIssue: Error {
  var message: String

  init(_ message: String) { self.message = message }
}

extension RecordingLine {
  /// A rectangle as a recording writes it.
  static func rect(_ rect: Rect) -> JSONValue {
    Self.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
