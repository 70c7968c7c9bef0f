/// What a line of a value log is with its numbers taken out: `LOG  onMove: 12.5` is a line of
/// kind `LOG  onMove: #`.
///
/// An app prints its per-frame heights as lines of one kind, but a console log mixes them with
/// lines of other kinds that also end in a number and are not heights: React Native's
/// `LOG  onStart: 336` (where the keyboard is going, printed before it moves), Metro's
/// `Running "App" with {"rootTag":1}`, the app's own messages. ``ValueLogImporter`` reads the lines
/// of the kind most numbered lines are, and says which it ignored.
struct ValueLineKind: Hashable, Sendable, CustomStringConvertible {
  /// The line without the whitespace around it, each number (its digits and points, with the
  /// minus sign before them) written `#`.
  let pattern: String

  /// The kind of `line`.
  init(_ line: Substring) {
    var start = line.startIndex
    var end = line.endIndex
    while start < end, line[start].isWhitespace { start = line.index(after: start) }
    while end > start, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
    let trimmed = line[start..<end]
    var pattern = ""
    var inNumber = false
    var index = trimmed.startIndex
    while index < trimmed.endIndex {
      let character = trimmed[index]
      let next = trimmed.index(after: index)
      let startsNumber =
        character.isASCIINumber
        || (character == "-" && next < trimmed.endIndex && trimmed[next].isASCIINumber)
      if inNumber && (character.isASCIINumber || character == ".") {
        // Still the same number.
      } else if startsNumber {
        pattern.append("#")
        inNumber = true
      } else {
        pattern.append(character)
        inNumber = false
      }
      index = next
    }
    self.pattern = pattern
  }

  /// The pattern, cut to 60 characters, for messages.
  var description: String {
    pattern.count <= 60 ? pattern : String(pattern.prefix(59)) + "…"
  }

  /// The kind that most of `kinds` are, or `nil` when `kinds` is empty.
  ///
  /// Of kinds as common as each other, the one that comes first is kept.
  static func mostCommon(in kinds: [ValueLineKind]) -> ValueLineKind? {
    var counts: [ValueLineKind: Int] = [:]
    var order: [ValueLineKind] = []
    for kind in kinds {
      if counts[kind] == nil { order.append(kind) }
      counts[kind, default: 0] += 1
    }
    // In the order they first come, so that of equals the first is kept.
    var best: ValueLineKind?
    var bestCount = 0
    for kind in order where counts[kind, default: 0] > bestCount {
      best = kind
      bestCount = counts[kind, default: 0]
    }
    return best
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0 to 9.
  fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
