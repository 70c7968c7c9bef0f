import ChoreoCore

/// Escapes text for the places a playback page puts it.
enum HTMLEscaping {
  /// `text` as HTML character data or a quoted attribute value.
  static func text(_ text: String) -> String {
    TextEscaping.map(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

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
