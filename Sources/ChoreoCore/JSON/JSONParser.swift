/// Parses JSON text (RFC 8259) into a ``JSONValue``, reporting errors by line and column and
/// refusing duplicate keys.
public struct JSONParser {
  /// Why the text is not JSON, and where.
  public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// What was wrong.
    public var message: String

    /// `line 3, column 7: expected ',' or '}'`.
    public var description: String { "line \(line), column \(column): \(message)" }
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0

  /// Parses `text`.
  ///
  /// - Throws: ``SyntaxError`` when `text` is not one JSON value.
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(scalars: Array(text.unicodeScalars))
    // A byte-order mark may start the text (RFC 8259 lets a parser ignore it); it is not part of
    // the value, and columns count from after it.
    if parser.current == "\u{FEFF}" { parser.position += 1 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == parser.scalars.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  /// `scalar` for a message: quoted when it prints, `U+FEFF` when it is invisible or a control.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let visible =
      scalar.properties.isWhitespace == false && scalar.properties.generalCategory != .format
      && !TextEscaping.isControl(scalar) && scalar.value < 0xE000
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return visible
      ? "'\(scalar)'" : "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let end = min(offset ?? position, scalars.count)
    var line = 1
    var column = 1
    for (offset, scalar) in scalars[..<end].enumerated() where offset > 0 || scalar != "\u{FEFF}" {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, message: message)
  }

  private mutating func skipWhitespace() {
    while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
    {
      position += 1
    }
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth < 256 else { throw error("nesting deeper than 256 levels") }
    guard let scalar = current else { throw error("unexpected end of input, expected a value") }
    switch scalar {
    case "{": return try parseObject(depth: depth)
    case "[": return try parseArray(depth: depth)
    case "\"": return .string(try parseString())
    case "t": return try parseLiteral("true", .bool(true))
    case "f": return try parseLiteral("false", .bool(false))
    case "n": return try parseLiteral("null", .null)
    case "-", "0"..."9": return try parseNumber()
    default: throw error("unexpected character \(Self.describe(scalar)), expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let start = position
    for expected in word.unicodeScalars {
      guard current == expected else {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
      position += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = position
    if current == "-" { position += 1 }
    guard let first = current, ("0"..."9").contains(first) else {
      throw error("invalid number")
    }
    if first == "0" {
      position += 1
    } else {
      while let digit = current, ("0"..."9").contains(digit) { position += 1 }
    }
    if current == "." {
      position += 1
      guard let digit = current, ("0"..."9").contains(digit) else {
        throw error("invalid number: expected a digit after '.'")
      }
      while let digit = current, ("0"..."9").contains(digit) { position += 1 }
    }
    if current == "e" || current == "E" {
      position += 1
      if current == "+" || current == "-" { position += 1 }
      guard let digit = current, ("0"..."9").contains(digit) else {
        throw error("invalid number: expected a digit in the exponent")
      }
      while let digit = current, ("0"..."9").contains(digit) { position += 1 }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<position])
    // A number too large for a double reads as infinite; the field it is for refuses it with
    // the number as written.
    guard let value = Double(text) else { throw error("invalid number '\(text)'", at: start) }
    return .number(value, literal: text)
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    position += 1
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = current else { throw error("unterminated string") }
      position += 1
      switch scalar {
      case "\"":
        return String(text)
      case "\\":
        guard let escape = current else { throw error("unterminated escape") }
        position += 1
        switch escape {
        case "\"": text.append("\"")
        case "\\": text.append("\\")
        case "/": text.append("/")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        case "u": text.append(try parseUnicodeEscape())
        default: throw error("invalid escape '\\\(escape)'", at: position - 1)
        }
      default:
        guard scalar.value >= 0x20 else {
          throw error("control character in string; escape it", at: position - 1)
        }
        text.append(scalar)
      }
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = UInt32(String(scalar), radix: 16) else {
        throw error("invalid \\u escape: expected four hex digits")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  private mutating func parseUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
    let high = try parseHex4()
    if (0xD800...0xDBFF).contains(high) {
      guard current == "\\", position + 1 < scalars.count, scalars[position + 1] == "u" else {
        throw error("unpaired surrogate in \\u escape")
      }
      position += 2
      let low = try parseHex4()
      guard (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else { throw error("invalid surrogate pair in \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
    return scalar
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    position += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if current == "]" {
      position += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      switch current {
      case ",": position += 1
      case "]":
        position += 1
        return .array(values)
      default: throw error("expected ',' or ']' in array")
      }
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if current == "}" {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == "\"" else { throw error("expected a quoted key") }
      let keyStart = position
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw error("duplicate key \"\(key)\"", at: keyStart)
      }
      skipWhitespace()
      guard current == ":" else { throw error("expected ':' after key \"\(key)\"") }
      position += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      switch current {
      case ",": position += 1
      case "}":
        position += 1
        return .object(members)
      default: throw error("expected ',' or '}' in object")
      }
    }
  }
}
