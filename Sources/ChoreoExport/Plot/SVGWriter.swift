import ChoreoCore

/// Writes SVG by hand: elements with attributes in the order given, numbers with one decimal, and
/// every text escaped for XML, so the same input gives the same bytes and any label is well-formed.
public struct SVGWriter: Sendable {
  private var lines: [String] = []
  private var depth = 0

  /// An empty document body.
  public init() {}

  /// `value` with at most one decimal, the same on every machine.
  public static func number(_ value: Double) -> String { FixedPoint.compact(value, places: 1) }

  /// `text` escaped for XML character data and attribute values; characters XML 1.0 cannot hold
  /// are dropped.
  public static func escaped(_ text: String) -> String {
    TextEscaping.map(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\n", "\t": " "
      default:
        // XML 1.0 cannot hold other control characters, surrogates or U+FFFE/U+FFFF.
        scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "" : nil
      }
    }
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
  }

  /// An empty element: `<rect x="1" .../>`.
  public mutating func element(_ name: String, _ attributes: [(String, String)]) {
    lines.append(indent + "<\(name)\(Self.attributes(attributes))/>")
  }

  /// An element holding text: `<text ...>label</text>`.
  public mutating func text(_ content: String, _ attributes: [(String, String)]) {
    lines.append(indent + "<text\(Self.attributes(attributes))>\(Self.escaped(content))</text>")
  }

  /// Opens a group or other container element.
  public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    lines.append(indent + "<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element.
  public mutating func close(_ name: String) {
    depth -= 1
    lines.append(indent + "</\(name)>")
  }

  /// A comment; `--` is not allowed inside XML comments and is replaced.
  public mutating func comment(_ text: String) {
    let safe = Self.escaped(text).split(separator: "-", omittingEmptySubsequences: false)
      .joined(separator: "- ")
    lines.append(indent + "<!-- \(safe) -->")
  }

  private var indent: String { String(repeating: "  ", count: depth) }

  /// The document: an `<svg>` root of `width` x `height` around what was written.
  public func document(width: Double, height: Double, title: String) -> String {
    var output = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
        + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\">",
      "  <title>\(Self.escaped(title))</title>",
    ]
    output += lines.map { "  " + $0 }
    output.append("</svg>")
    return output.joined(separator: "\n") + "\n"
  }
}
