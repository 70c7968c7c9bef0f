import ChoreoCore

extension NotificationLogImporter {
  /// userInfo keys a log prints that the import does not need: the old bounds and centres,
  /// whether the keyboard is the app's, and private keys.
  static let unusedKeys = [
    "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
    "UIKeyboardCenterEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
    "UIKeyboardFrameChangedByUserInteraction",
  ]

  /// Whether a line without a notification's name or a used key is still part of one: blank,
  /// only braces and brackets, the opening of a userInfo, or a key the import does not need.
  static func isUnderstood(_ line: String) -> Bool {
    let trimmed = line.filter { !$0.isWhitespace }
    if trimmed.allSatisfy({ "{}[]();,/*".contains($0) }) { return true }
    if trimmed.hasPrefix("userInfo") || trimmed.hasPrefix("object=") { return true }
    if trimmed.hasPrefix("(lldb)") || trimmed.hasPrefix("po") { return true }
    return unusedKeys.contains { line.contains($0) }
  }

  /// The keyboard's userInfo values a line holds, in either dialect.
  struct UserInfo {
    var begin: Rect?
    var end: Rect?
    var duration: Double?
    var curve: Int?
    /// The height the keyboard ends at, where the log gives a height and no frame (the events of
    /// react-native-keyboard-controller).
    var endHeight: Double?

    var hasAny: Bool {
      begin != nil || end != nil || duration != nil || curve != nil || endHeight != nil
    }

    /// Whether `other` gives a value this one already holds: a second payload.
    func overlaps(_ other: UserInfo) -> Bool {
      (begin != nil && other.begin != nil) || (end != nil && other.end != nil)
        || (duration != nil && other.duration != nil) || (curve != nil && other.curve != nil)
        || (endHeight != nil && other.endHeight != nil)
    }

    /// Takes the values `other` gives.
    mutating func merge(_ other: UserInfo) {
      begin = other.begin ?? begin
      end = other.end ?? end
      duration = other.duration ?? duration
      curve = other.curve ?? curve
      endHeight = other.endHeight ?? endHeight
    }
  }

  static func userInfo(in line: String) -> UserInfo {
    var info = UserInfo()
    info.begin = rect(after: "UIKeyboardFrameBeginUserInfoKey", in: line)
    info.end = rect(after: "UIKeyboardFrameEndUserInfoKey", in: line)
    info.duration = number(after: "UIKeyboardAnimationDurationUserInfoKey", in: line)
    info.curve = number(after: "UIKeyboardAnimationCurveUserInfoKey", in: line).flatMap {
      Int(exactly: $0)
    }
    return info.hasAny ? info : reactNativeUserInfo(in: line)
  }

  /// `line` with the spaces inside a userInfo key's name taken out, and the first key that had
  /// them: a log retyped or copied from some pages reads `UIKeyboard FrameEnd UserInfoKey`.
  static func joiningSpacedKeys(_ line: String) -> (line: String, spaced: String?) {
    guard line.contains("UIKeyboard"), line.contains("UserInfoKey") else { return (line, nil) }
    var result = ""
    var spaced: String?
    var rest = line[...]
    while let start = rest.range(of: "UIKeyboard") {
      result += rest[..<start.lowerBound]
      let tail = rest[start.lowerBound...]
      // A key's words, with nothing but spaces between them; never a notification's name
      // followed by a key.
      if let end = tail.range(of: "UserInfoKey"),
        tail[..<end.lowerBound].allSatisfy({ $0.isLetter || $0 == " " }),
        !tail[..<end.lowerBound].contains("Notification")
      {
        let key = tail[..<end.upperBound]
        if key.contains(" ") { spaced = spaced ?? String(key) }
        result += key.filter { $0 != " " }
        rest = tail[end.upperBound...]
      } else {
        result += "UIKeyboard"
        rest = tail.dropFirst("UIKeyboard".count)
      }
    }
    return (result + rest, spaced)
  }

  /// The text after `key` and its separator (`" = "`, `"): "`, `\": \"`), up to the next key.
  private static func value(after key: String, in line: String) -> Substring? {
    guard let range = line.range(of: key) else { return nil }
    var rest = line[range.upperBound...]
    rest = rest.drop {
      $0 == "\"" || $0 == ")" || $0 == " " || $0 == "=" || $0 == ":" || $0 == "\\"
    }
    return rest
  }

  /// `{{x, y}, {w, h}}` after `key`.
  private static func rect(after key: String, in line: String) -> Rect? {
    guard let rest = value(after: key, in: line), let open = rest.firstIndex(of: "{"),
      let close = rest[open...].range(of: "}}")
    else { return nil }
    let numbers = rest[open..<close.upperBound]
      .split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e") })
      .compactMap { Double($0) }
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The number after `key`, quoted (`"0.25"`) or not.
  private static func number(after key: String, in line: String) -> Double? {
    guard let rest = value(after: key, in: line) else { return nil }
    let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" }
    return Double(digits).flatMap { $0.isFinite ? $0 : nil }
  }
}
