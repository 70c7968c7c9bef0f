import ChoreoCore

/// Escapes JSON for the `<script>` element a playback page embeds its runs in; the page's text
/// is escaped as XML (`SVGWriter.escaped`).
enum HTMLEscaping {
  /// JSON text made safe inside a `<script>` element: nothing in it can close the element or
  /// start a comment, and the line separators JavaScript once refused are escaped.
  static func scriptData(_ json: String) -> String {
    TextEscaping.map(json) { scalar in
      switch scalar {
      case "<": "\\u003c"
      case ">": "\\u003e"
      case "&": "\\u0026"
      case "\u{2028}": "\\u2028"
      case "\u{2029}": "\\u2029"
      default: nil
      }
    }
  }
}
