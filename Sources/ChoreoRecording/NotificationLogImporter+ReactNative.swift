import ChoreoCore

extension NotificationLogImporter {
  /// The keyboard's userInfo as React Native's `Keyboard` module hands it to JavaScript, printed
  /// by `console.log` on one line after the event's name:
  /// `LOG  keyboardWillShow {"duration": 250, "easing": "keyboard", "endCoordinates": {"height":
  /// 336, "screenX": 0, "screenY": 508, "width": 390}, "isEventFromThisApp": true,
  /// "startCoordinates": {...}}`.
  ///
  /// React Native's `RCTKeyboardObserver` builds it from the notification's userInfo: the begin
  /// and end frames as `startCoordinates` and `endCoordinates`, the duration in milliseconds, and
  /// the curve as a name (`easeInEaseOut`, `easeIn`, `easeOut` and `linear` for UIKit's curves 0
  /// to 3, `keyboard` for any other: the keyboard's own curve, 7;
  /// <doc:PlatformFacts#Keyboard-notification-payload>). Keys are read with or without quotes.
  static func reactNativeUserInfo(in line: String) -> UserInfo {
    var info = UserInfo()
    guard line.contains("Coordinates") else { return keyboardControllerUserInfo(in: line) }
    info.begin = coordinates(named: "startCoordinates", in: line)
    info.end = coordinates(named: "endCoordinates", in: line)
    info.duration = field("duration", in: line).flatMap(leadingNumber).map { $0 / 1000 }
    if let easing = field("easing", in: line) {
      let name = easing.drop { $0 == "\"" || $0 == "'" }.prefix { $0.isLetter }
      info.curve = reactNativeCurves[String(name)] ?? (name.isEmpty ? nil : 7)
    }
    return info
  }

  /// The event as react-native-keyboard-controller's `KeyboardEvents` hand it to JavaScript,
  /// printed after its name: `LOG  keyboardWillShow {"appearance": "light", "duration": 383,
  /// "height": 345, "target": 26, "timestamp": 1765385450528, "type": "default"}`.
  ///
  /// It gives the height the keyboard ends at but no frame, the duration in milliseconds (-1 on
  /// Android where none is known), and the time in milliseconds since 1970
  /// (<doc:PlatformFacts#Keyboard-tracker-events>).
  static func keyboardControllerUserInfo(in line: String) -> UserInfo {
    var info = UserInfo()
    guard field("target", in: line) != nil,
      let height = field("height", in: line).flatMap(leadingNumber), height >= 0
    else { return info }
    info.endHeight = height
    info.duration = field("duration", in: line).flatMap(leadingNumber)
      .flatMap { $0 >= 0 ? $0 / 1000 : nil }
    return info
  }

  /// Seconds from react-native-keyboard-controller's `timestamp`, milliseconds since 1970.
  static func reactNativeTimestamp(in line: String) -> Double? {
    guard let milliseconds = field("timestamp", in: line).flatMap(leadingNumber),
      milliseconds >= 0
    else { return nil }
    return milliseconds / 1000
  }

  /// Gives each record that states a height and no frame an end frame, docked at the bottom of
  /// `screen`.
  ///
  /// Only when the screen is known and the height is above 0; otherwise the height is only said:
  /// where the keyboard docks needs the screen, and a height of 0 (a hide) gives no frame.
  static func placeHeights(
    of records: inout [Record], on screen: KeyboardScreen, inferences: inout [String]
  ) {
    for index in records.indices {
      guard records[index].info.end == nil, let height = records[index].info.endHeight,
        height > 0
      else { continue }
      guard let width = screen.width, let bottom = screen.height else {
        inferences.append(
          "line \(records[index].line): the keyboard ends \(FixedPoint.compact(height)) pt tall, "
            + "with no frame: where it docks needs the screen (--device names it)")
        continue
      }
      records[index].info.end = Rect(x: 0, y: bottom - height, width: width, height: height)
    }
  }

  /// React Native's names for UIKit's animation curves; any other curve is `keyboard`.
  private static let reactNativeCurves = [
    "easeInEaseOut": 0, "easeIn": 1, "easeOut": 2, "linear": 3, "keyboard": 7,
  ]

  /// The frame in the object after key `name`: `{"height": h, "screenX": x, "screenY": y,
  /// "width": w}`, its keys in any order.
  private static func coordinates(named name: String, in line: String) -> Rect? {
    guard let value = field(name, in: line), value.first == "{",
      let close = value.firstIndex(of: "}")
    else { return nil }
    let object = String(value[...close])
    guard let x = field("screenX", in: object).flatMap(leadingNumber),
      let y = field("screenY", in: object).flatMap(leadingNumber),
      let width = field("width", in: object).flatMap(leadingNumber),
      let height = field("height", in: object).flatMap(leadingNumber)
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The text after key `name` (quoted or not, and not the end of a longer name) and its colon.
  private static func field(_ name: String, in line: String) -> Substring? {
    var rest = line[...]
    while let range = rest.range(of: name) {
      defer { rest = rest[range.upperBound...] }
      let before =
        range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
      guard !before.isLetter, !before.isNumber else { continue }
      let after = line[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
      guard after.first == ":" else { continue }
      return after.dropFirst().drop { $0 == " " }
    }
    return nil
  }

  /// The number `text` starts with.
  private static func leadingNumber(_ text: Substring) -> Double? {
    let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "+" }
    return Double(digits).flatMap { $0.isFinite ? $0 : nil }
  }
}
