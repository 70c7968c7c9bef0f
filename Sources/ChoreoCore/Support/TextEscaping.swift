/// Rewrites text one Unicode scalar at a time: the shared loop behind every exporter's escaping
/// (JSON strings, DOT strings, Mermaid labels, SVG text), each of which supplies only its rules.
public enum TextEscaping {
  /// `text` with each scalar replaced by `replacement(scalar)` when that is not nil.
  public static func map(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        output += replaced
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether `scalar` is a control character (C0 or DEL).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
