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

  /// The text's UTF-8 bytes: JSON's structure is ASCII, so the parser walks bytes and decodes
  /// only string contents and the text around an error.
  private let bytes: [UInt8]
  private var position = 0

  /// Parses `text`.
  ///
  /// - Throws: ``SyntaxError`` when `text` is not one JSON value.
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    // A byte-order mark may start the text (RFC 8259 lets a parser ignore it); it is not part of
    // the value, and columns count from after it.
    if parser.bytes.starts(with: Self.byteOrderMark) { parser.position = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `scalar` for a message: quoted when it prints, `U+FEFF` when it is invisible or a control.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let visible =
      scalar.properties.isWhitespace == false && scalar.properties.generalCategory != .format
      && !TextEscaping.isControl(scalar) && scalar.value < 0xE000
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return visible
      ? "'\(scalar)'" : "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// The scalar that starts at byte `offset`.
  private func scalar(at offset: Int) -> Unicode.Scalar {
    var iterator = bytes[offset..<min(bytes.count, offset + 4)].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }

  private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let end = min(offset ?? position, bytes.count)
    var line = 1
    var column = 1
    let prefix = String(decoding: bytes[..<end], as: UTF8.self)
    for (index, scalar) in prefix.unicodeScalars.enumerated()
    where index > 0 || scalar != "\u{FEFF}" {
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
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
      position += 1
    }
  }

  private static func isDigit(_ byte: UInt8?) -> Bool {
    byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth < 256 else { throw error("nesting deeper than 256 levels") }
    guard let byte = current else { throw error("unexpected end of input, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw error("unexpected character \(Self.describe(scalar(at: position))), expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let start = position
    for expected in word.utf8 {
      guard current == expected else {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
      position += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    guard Self.isDigit(current) else { throw error("invalid number") }
    if current == UInt8(ascii: "0") {
      position += 1
    } else {
      while Self.isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard Self.isDigit(current) else {
        throw error("invalid number: expected a digit after '.'")
      }
      while Self.isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard Self.isDigit(current) else {
        throw error("invalid number: expected a digit in the exponent")
      }
      while Self.isDigit(current) { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if let value = Self.exactDecimal(bytes[start..<position]) {
      return .number(value, literal: text)
    }
    // A number too large for a double reads as infinite; the field it is for refuses it with
    // the number as written.
    guard let value = Double(text) else { throw error("invalid number '\(text)'", at: start) }
    return .number(value, literal: text)
  }

  /// The value of a plain decimal (`-12.375`, no exponent) with at most 15 significant digits and
  /// 22 decimals, computed exactly: the digits are an integer a double holds exactly, and one
  /// division by an exact power of ten rounds correctly (Clinger's fast path), so the result is the
  /// one `Double(text)` gives, at a fraction of the cost.
  ///
  /// `nil` for anything else.
  static func exactDecimal(_ digits: ArraySlice<UInt8>) -> Double? {
    var mantissa: Int64 = 0
    var significant = 0
    var decimals = 0
    var negative = false
    var afterPoint = false
    for byte in digits {
      switch byte {
      case UInt8(ascii: "-"): negative = true
      case UInt8(ascii: "."): afterPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if mantissa > 0 || byte != UInt8(ascii: "0") { significant += 1 }
        guard significant <= 15 else { return nil }
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        if afterPoint { decimals += 1 }
      default: return nil
      }
    }
    guard decimals <= 22 else { return nil }
    let value = Double(mantissa) / powersOfTen[decimals]
    // -0 keeps its sign, as Double("-0") does.
    return negative ? -value : value
  }

  /// Whether `bytes` is one JSON number exactly: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isNumberSyntax(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    func digits() -> Int {
      let start = index
      while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.endIndex else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.endIndex,
      bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
    {
      index += 1
      if index < bytes.endIndex,
        bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    position += 1
    var text: [UInt8] = []
    while true {
      // A run of plain bytes is copied at once; multi-byte scalars are plain bytes too.
      let run = position
      while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
        byte >= 0x20
      {
        position += 1
      }
      text.append(contentsOf: bytes[run..<position])
      guard let byte = current else { throw error("unterminated string") }
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escape = current else { throw error("unterminated escape") }
        position += 1
        switch escape {
        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): text.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          text.append(contentsOf: Array(String(try parseUnicodeEscape()).utf8))
        default:
          throw error(
            "invalid escape '\\\(scalar(at: position - 1))'", at: position - 1)
        }
      default:
        throw error("control character in string; escape it", at: position - 1)
      }
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else {
        throw error("invalid \\u escape: expected four hex digits")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func parseUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
    let high = try parseHex4()
    if (0xD800...0xDBFF).contains(high) {
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else {
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
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
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
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let keyStart = position
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw error("duplicate key \"\(key)\"", at: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
      position += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw error("expected ',' or '}' in object")
      }
    }
  }
}
