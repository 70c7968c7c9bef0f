extension String {
  /// The lines of a log as people save and paste them: split at every line end, whether `\n`,
  /// `\r\n` (a log saved on Windows or copied from a web page) or a lone `\r`, without the empty
  /// line after a last line end.
  ///
  /// Splitting at the character `"\n"` alone finds no line end in a `\r\n` text: Swift reads
  /// `\r\n` as one character, so a whole log would be one line.
  var logLines: [Substring] { logLines(first: .max) }

  /// The first `count` of ``logLines``, without splitting the rest of the text.
  func logLines(first count: Int) -> [Substring] {
    var lines = split(
      maxSplits: count, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if lines.count > count {
      lines.removeLast()
    } else if last?.isNewline == true {
      lines.removeLast()
    }
    return lines
  }
}
