/// One line of a value log, read into its time and the numbers it names.
///
/// Apps print per-frame values in many shapes: `LOG  onMove: 12.5`, `onMove 0.13 45.2 false`,
/// `LOG  onMove {"height": 45, "progress": 0.134, "target": 1234}`, `flutter: viewpadding:34.0
/// padding:0.0 inset:123.0`, `insets=310.1 delta=2.3`, or Android's `fraction = 0.89` under a
/// logcat head. Each number is named by the word right before it (`height`, `inset`, `onMove`),
/// or, when something else stands between, by the last word and its place after it
/// (`onMove#2`). A number inside an object printed after a word is named by both
/// (`onMove.height`), so that `onStart`'s height is told from `onMove`'s. The head of a line
/// (`2019-04-30 21:44:27.627646+0800 App[1234:5678]`, `17:56:20.480`, `I/flutter ( 5555):`,
/// `16063-16063`) holds no values: its time is kept as the line's.
struct ValueLogLine: Sendable {
  /// Seconds since midnight, from the line's head, when it has a time.
  var time: Double?
  /// The numbers on the line, each with its name, in order.
  var fields: [(name: String, value: Double)]

  /// Reads `line`.
  init(_ line: Substring) {
    var reader = Reader(Array(line.utf8))
    time = reader.head()
    fields = reader.fields()
  }

  /// A piece of a line.
  private enum Token {
    case word(String)
    case number(Double)
    case mark(UInt8)
  }

  /// Reads a line's UTF-8 bytes; a byte outside ASCII is part of a word (a name in any script).
  private struct Reader {
    let scalars: [UInt8]
    var index = 0

    init(_ scalars: [UInt8]) {
      self.scalars = scalars
    }

    private func scalar(_ at: Int) -> UInt8? { at < scalars.count ? scalars[at] : nil }

    private func isDigit(_ at: Int) -> Bool { scalar(at).map(Self.isDigit) ?? false }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }

    /// How many digits run from `at`.
    private func digits(from at: Int) -> Int {
      var end = at
      while isDigit(end) { end += 1 }
      return end - at
    }

    private func text(_ range: Range<Int>) -> String {
      String(decoding: scalars[range], as: UTF8.self)
    }

    /// Skips the head of a log line: spaces, a date, a time (returned, in seconds since
    /// midnight), a time zone after it, `pid-tid`, and a process's name with its `[pid:tid]` or
    /// `( pid)`.
    mutating func head() -> Double? {
      var time: Double?
      while index < scalars.count {
        let start = index
        while scalar(index) == UInt8(ascii: " ") || scalar(index) == UInt8(ascii: "\t") {
          index += 1
        }
        let run = digits(from: index)
        if run == 4, scalar(index + 4) == UInt8(ascii: "-"), digits(from: index + 5) == 2,
          scalar(index + 7) == UInt8(ascii: "-"), digits(from: index + 8) == 2
        {
          index += 10
        } else if (1...2).contains(run), scalar(index + run) == UInt8(ascii: ":"),
          let seconds = clock()
        {
          time = seconds
        } else if run > 0, scalar(index + run) == UInt8(ascii: "-"),
          digits(from: index + run + 1) > 0,
          scalar(index + run + 1 + digits(from: index + run + 1)) == UInt8(ascii: " ")
        {
          index += run + 1 + digits(from: index + run + 1)
        } else if time != nil,
          scalar(index) == UInt8(ascii: "+") || scalar(index) == UInt8(ascii: "-"),
          digits(from: index + 1) == 4
        {
          index += 5
        } else if let end = processID(from: index) {
          index = end
        } else {
          // A process's name and id (`App[504:70421]`, `I/flutter ( 5555):`).
          var word = index
          while let next = scalar(word),
            Self.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "_")
          {
            word += 1
          }
          var paren = word
          while scalar(paren) == UInt8(ascii: " ") { paren += 1 }
          guard word > index, let end = processID(from: paren) else { break }
          index = end
        }
        if index == start { break }
      }
      return time
    }

    /// The end of `[pid:tid]` or `( pid)` starting at `at` (with a colon after it), or `nil`.
    private func processID(from at: Int) -> Int? {
      guard let open = scalar(at), open == UInt8(ascii: "[") || open == UInt8(ascii: "(") else {
        return nil
      }
      let close = open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")")
      var end = at + 1
      var sawDigit = false
      while let next = scalar(end),
        next == UInt8(ascii: " ") || next == UInt8(ascii: ":") || Self.isDigit(next)
      {
        if Self.isDigit(next) { sawDigit = true }
        end += 1
      }
      guard sawDigit, scalar(end) == close else { return nil }
      end += 1
      if scalar(end) == UInt8(ascii: ":") { end += 1 }
      return end
    }

    /// `H:MM:SS(.fff)` at the current place, in seconds since midnight.
    private mutating func clock() -> Double? {
      var at = index
      var parts: [Double] = []
      for part in 0..<3 {
        let run = digits(from: at)
        guard (1...2).contains(run) else { return nil }
        parts.append(Double(text(at..<at + run)) ?? 0)
        at += run
        if part < 2 {
          guard scalar(at) == UInt8(ascii: ":") else { return nil }
          at += 1
        }
      }
      var seconds = parts[0] * 3600 + parts[1] * 60 + parts[2]
      if scalar(at) == UInt8(ascii: "."), digits(from: at + 1) > 0 {
        let run = digits(from: at + 1)
        seconds += (Double("0." + text(at + 1..<at + 1 + run)) ?? 0)
        at += 1 + run
      }
      index = at
      return seconds
    }

    private static func isWordScalar(_ byte: UInt8) -> Bool {
      isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
    }

    /// The tokens from the current place to the end.
    private mutating func tokens() -> [Token] {
      var tokens: [Token] = []
      while let next = scalar(index) {
        let afterWord = index > 0 && Self.isWordScalar(scalars[index - 1])
        if !afterWord,
          Self.isDigit(next)
            || ((next == UInt8(ascii: "-") || next == UInt8(ascii: "+")) && isDigit(index + 1)),
          let value = number()
        {
          tokens.append(.number(value))
        } else if Self.isLetter(next) || next == UInt8(ascii: "_") {
          var end = index
          // A word may carry a call's parentheses: `MediaQuery.of(context).viewInsets.bottom`.
          while let inner = scalar(end),
            Self.isWordScalar(inner)
              || (inner == UInt8(ascii: "(") && scalar(end + 1).map(Self.isLetter) == true)
              || (inner == UInt8(ascii: ")") && end > index
                && scalar(end - 1).map(Self.isLetter) == true)
          {
            end += 1
          }
          var word = text(index..<end)
          while word.hasSuffix(".") { word.removeLast() }
          tokens.append(.word(word))
          index = end
        } else {
          tokens.append(.mark(next))
          index += 1
        }
      }
      return tokens
    }

    /// The number at the current place, with its sign, decimals and exponent, unless it runs
    /// into a word (`0x1af2b0`, `2x`).
    private mutating func number() -> Double? {
      var at = index
      if scalar(at) == UInt8(ascii: "-") || scalar(at) == UInt8(ascii: "+") { at += 1 }
      at += digits(from: at)
      if scalar(at) == UInt8(ascii: "."), digits(from: at + 1) > 0 {
        at += 1 + digits(from: at + 1)
      }
      if scalar(at) == UInt8(ascii: "e") || scalar(at) == UInt8(ascii: "E") {
        var exponent = at + 1
        if scalar(exponent) == UInt8(ascii: "-") || scalar(exponent) == UInt8(ascii: "+") {
          exponent += 1
        }
        if digits(from: exponent) > 0 { at = exponent + digits(from: exponent) }
      }
      if let after = scalar(at), Self.isLetter(after) || after == UInt8(ascii: "_") { return nil }
      guard let value = Double(text(index..<at)), value.isFinite else { return nil }
      index = at
      return value
    }

    /// Every number from the current place on, each with its name.
    mutating func fields() -> [(name: String, value: Double)] {
      var fields: [(scope: String, name: String, value: Double)] = []
      // The last word, whether only joiners stand between it and here, and how many numbers
      // have followed it.
      var word = ""
      var adjacent = false
      var following = 0
      // The words before the objects the place is inside.
      var objects: [String?] = []
      var lastWord: String?
      // An event named inside the line's object (`"eventName": "onKeyboardMove"`), which names
      // the line's numbers as a word before the object would.
      var namedEvent: String?
      for token in tokens() {
        switch token {
        case .word(let text):
          if adjacent, following == 0, Self.eventKeys.contains(word) { namedEvent = text }
          word = text
          lastWord = text
          adjacent = true
          following = 0
        case .number(let value):
          following += 1
          let scope = objects.compactMap { $0 }.joined(separator: ".")
          let name =
            word.isEmpty
            ? "#\(following)" : adjacent && following == 1 ? word : "\(word)#\(following)"
          fields.append((scope, name, value))
          adjacent = false
        case .mark(let mark):
          switch mark {
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            // A console's level (`LOG  {...}`) names no event.
            let named = adjacent && following == 0 ? lastWord : nil
            objects.append(named.flatMap { Self.levelWords.contains($0) ? nil : $0 })
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if !objects.isEmpty { objects.removeLast() }
            adjacent = false
          case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":"), UInt8(ascii: "="),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            break
          default:
            adjacent = false
          }
        }
      }
      return fields.map { field in
        let scope = namedEvent ?? field.scope
        return (scope.isEmpty ? field.name : "\(scope).\(field.name)", field.value)
      }
    }

    /// A console's level words, which name no event.
    private static let levelWords: Set<String> = ["LOG", "WARN", "INFO", "DEBUG", "ERROR", "log"]

    /// The keys an object names its event by.
    private static let eventKeys: Set<String> = ["eventName", "event", "type"]
  }
}
