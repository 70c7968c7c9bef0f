/// Rewrites text one Unicode scalar at a time: the shared loop behind every exporter's escaping
/// (JSON strings, DOT strings, Mermaid labels, SVG text), each of which supplies only its rules.
public enum TextEscaping {
  /// `text` with each scalar replaced by `replacement(scalar)` when that is not nil.
  ///
  /// Runs of scalars kept as they are are copied whole, and text with nothing to replace is
  /// returned as it is: most labels and names need no escaping.
  public static func map(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    let scalars = text.unicodeScalars
    var output: String?
    var kept = scalars.startIndex
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let next = scalars.index(after: index)
      if let replaced = replacement(scalars[index]) {
        if output == nil {
          output = ""
          output?.reserveCapacity(text.utf8.count + 16)
        }
        output?.unicodeScalars.append(contentsOf: scalars[kept..<index])
        output? += replaced
        kept = next
      }
      index = next
    }
    guard var result = output else { return text }
    result.unicodeScalars.append(contentsOf: scalars[kept..<scalars.endIndex])
    return result
  }

  /// `text` with each ASCII byte replaced by `replacement(byte)` when that is not nil; bytes of
  /// other characters are kept.
  ///
  /// For escapers whose every rule is about ASCII characters (control characters included), this
  /// is ``map(_:_:)`` byte by byte: an ASCII byte is never part of another character's UTF-8.
  public static func mapASCII(_ text: String, _ replacement: (UInt8) -> String?) -> String {
    let bytes = text.utf8
    var output: [UInt8]?
    for index in bytes.indices {
      let byte = bytes[index]
      if byte < 0x80, let replaced = replacement(byte) {
        if output == nil {
          output = Array(bytes[..<index])
          output?.reserveCapacity(bytes.count + 16)
        }
        output? += replaced.utf8
      } else {
        output?.append(byte)
      }
    }
    return output.map { String(decoding: $0, as: UTF8.self) } ?? text
  }

  /// Whether `scalar` is a control character (C0 or DEL).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
