/// Writes JSON by hand: keys in the order given, numbers with at most three decimals, strings
/// escaped per RFC 8259.
///
/// The same value always gives the same bytes.
public struct JSONWriter: Sendable {
  /// Layout of the output.
  public enum Style: Sendable {
    /// One line, no spaces.
    case compact
    /// One line, a space after each colon and comma: a record in a streamed listing.
    case line
    /// Two-space indentation; arrays of scalars stay on one line.
    case pretty
  }

  /// How the text is laid out: on one line, a line per element, or indented.
  public var style: Style

  /// A writer with `style`.
  public init(style: Style = .pretty) {
    self.style = style
  }

  /// `value` as JSON text, with a trailing newline in the pretty style.
  public func string(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    if style == .pretty { output += "\n" }
    return output
  }

  private func write(_ value: JSONValue, indent: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    // A number carries its literal when one was given (as written, or at a chosen precision).
    case .number(let number, let literal): output += literal ?? Self.number(number)
    case .string(let text): output += Self.quoted(text)
    case .array(let values):
      if values.isEmpty {
        output += "[]"
      } else if style != .pretty || values.allSatisfy(\.isScalar) {
        output += "["
        for (index, element) in values.enumerated() {
          if index > 0 { output += style == .compact ? "," : ", " }
          write(element, indent: indent, into: &output)
        }
        output += "]"
      } else {
        output += "[\n"
        for (index, element) in values.enumerated() {
          output += String(repeating: "  ", count: indent + 1)
          write(element, indent: indent + 1, into: &output)
          output += index == values.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: "  ", count: indent) + "]"
      }
    case .object(let members):
      if members.isEmpty {
        output += "{}"
      } else if style != .pretty {
        let spacing = style == .line ? " " : ""
        output += "{"
        for (index, member) in members.enumerated() {
          if index > 0 { output += "," + spacing }
          output += Self.quoted(member.key) + ":" + spacing
          write(member.value, indent: indent, into: &output)
        }
        output += "}"
      } else {
        output += "{\n"
        for (index, member) in members.enumerated() {
          output += String(repeating: "  ", count: indent + 1) + Self.quoted(member.key) + ": "
          write(member.value, indent: indent + 1, into: &output)
          output += index == members.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: "  ", count: indent) + "}"
      }
    }
  }

  /// A number with at most three decimals and no trailing zeros; non-finite numbers, which JSON
  /// cannot hold, are written as `null`.
  public static func number(_ value: Double) -> String {
    value.isFinite ? FixedPoint.compact(value, places: 3) : "null"
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
  public static func quoted(_ text: String) -> String {
    let body = TextEscaping.map(text) { scalar -> String? in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case "\u{08}": return "\\b"
      case "\u{0C}": return "\\f"
      default:
        guard scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 else {
          return nil
        }
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return "\"" + body + "\""
  }
}

extension JSONValue {
  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}
