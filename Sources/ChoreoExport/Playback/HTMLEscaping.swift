/// Escapes text for the places a playback page puts it.
enum HTMLEscaping {
  /// `text` as HTML character data.
  static func text(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// JSON text made safe inside a `<script>` element: nothing in it can close the element or
  /// start a comment, and the line separators JavaScript once refused are escaped.
  static func scriptData(_ json: String) -> String {
    var output = ""
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": output += "\\u003c"
      case ">": output += "\\u003e"
      case "&": output += "\\u0026"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
