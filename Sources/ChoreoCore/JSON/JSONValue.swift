/// A JSON value that keeps its objects' key order, so that what is written is byte-for-byte the
/// same on every run and what is read can be reported by position.
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, and the text it was written as when it was read from a file (`1e309`, `-0`),
  /// which error messages quote; values compare and hash by the number alone.
  case number(Double, literal: String? = nil)
  /// A string, its escapes already decoded.
  case string(String)
  /// An array, its elements in order.
  case array([JSONValue])
  /// An object, keys in order.
  case object([(key: String, value: JSONValue)])

  /// Two values are equal when they have the same structure, keys in the same order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Hashes the value's structure.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value, _): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The JSON type's name, as error messages use it: `a number`, `an object`.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The member called `key`, for objects.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The element at `index`, for arrays; `nil` past the end.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let values) = self, values.indices.contains(index) else { return nil }
    return values[index]
  }

  /// A short rendering of the value for error messages (strings quoted, numbers as written,
  /// long values cut).
  public var snippet: String {
    var text = JSONWriter(style: .compact).string(self)
    if case .number(_, let literal?) = self { text = literal }
    return text.count > 40 ? String(text.prefix(37)) + "..." : text
  }
}
