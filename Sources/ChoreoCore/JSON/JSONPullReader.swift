/// Reads JSON text token by token, without building a ``JSONValue``: for hot paths that know the
/// shape they expect (a recording's frame lines) and fall back to ``JSONParser`` for anything
/// else.
///
/// Every read returns `nil` (or `false`) when the text does not hold what was asked for, leaving
/// the reader where it was; it never reports why, so a caller that gets `nil` parses the text
/// again with ``JSONParser``, which does.
public struct JSONPullReader {
  private let bytes: [UInt8]
  private var position: Int
  private let end: Int

  /// A reader of `bytes[range]`.
  public init(_ bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    position = range.lowerBound
    end = range.upperBound
  }

  /// Whether only whitespace is left.
  public mutating func isAtEnd() -> Bool {
    skipWhitespace()
    return position == end
  }

  /// Skips spaces, tabs and line breaks.
  public mutating func skipWhitespace() {
    while position < end {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
      position += 1
    }
  }

  /// Consumes `byte` (after whitespace) if it is next.
  public mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard position < end, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// Whether `byte` is next, after whitespace, without consuming it.
  public mutating func peek(_ byte: UInt8) -> Bool {
    skipWhitespace()
    return position < end && bytes[position] == byte
  }

  /// A string without escapes (keys and names); `nil` for anything else.
  public mutating func readPlainString() -> String? {
    skipWhitespace()
    guard position < end, bytes[position] == UInt8(ascii: "\"") else { return nil }
    var cursor = position + 1
    while cursor < end, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\\"),
      bytes[cursor] >= 0x20
    {
      cursor += 1
    }
    guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
    let text = String(decoding: bytes[(position + 1)..<cursor], as: UTF8.self)
    position = cursor + 1
    return text
  }

  /// A number, parsed as ``JSONParser`` parses it; `nil` when the next token is not one.
  public mutating func readNumber() -> Double? {
    skipWhitespace()
    let start = position
    var cursor = position
    while cursor < end {
      let byte = bytes[cursor]
      guard
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
          || byte == UInt8(ascii: "+")
      else { break }
      cursor += 1
    }
    guard cursor > start else { return nil }
    let slice = bytes[start..<cursor]
    guard
      let value = JSONParser.exactDecimal(slice) ?? Double(String(decoding: slice, as: UTF8.self)),
      JSONParser.isNumberSyntax(slice)
    else { return nil }
    position = cursor
    return value
  }

  /// `true`, `false` or `null` (as `nil` inside `.some`); `nil` when the next token is none.
  public mutating func readLiteral() -> Bool?? {
    skipWhitespace()
    for (word, value) in [("true", Bool?.some(true)), ("false", .some(false)), ("null", nil)] {
      let utf8 = Array(word.utf8)
      if end - position >= utf8.count, bytes[position..<position + utf8.count].elementsEqual(utf8) {
        position += utf8.count
        return .some(value)
      }
    }
    return nil
  }
}
