import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Reads keyboard notifications as apps print them.
///
/// It understands the Objective-C description dialect
/// (`UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";`), the Swift one
/// (`AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}`), with or
/// without an `NSLog` prefix (which carries the time) or an `NSConcreteNotification` wrapper, React
/// Native's `Keyboard` events as `console.log` prints them (`keyboardWillShow {"duration": 250,
/// "endCoordinates": {...}}`), and lines with only a notification's name and a time. A
/// notification's userInfo may span the lines after its name. Without times the notifications are
/// kept in order, one frame apart, and the import says so rather than invent times.
public struct NotificationLogImporter: Sendable {
  /// The device the log comes from, or `nil` to take its screen from the keyboard's frames.
  public var device: Device?

  /// An importer for a log from `device` (`nil`: the screen the keyboard's frames fit).
  public init(device: Device? = nil) {
    self.device = device
  }

  private struct Pending {
    var line: Int
    var kind: ControllerEvent.Kind
    var seconds: Double?
    var begin: Rect?
    var end: Rect?
    var duration: Double?
    var curve: Int?
  }

  /// The run `text` logs; `file` names it in errors.
  public func decode(_ text: String, file: String) throws(RecordingImportError) -> RecordedRun {
    var notifications: [Pending] = []
    var warnings: [ImportWarning] = []
    let lines = text.logLines
    for (index, raw) in lines.enumerated() {
      let line = String(raw)
      let kind = Self.kind(in: line)
      if let kind {
        notifications.append(Pending(line: index + 1, kind: kind, seconds: Self.time(in: line)))
      }
      let keys = Self.userInfo(in: line)
      if keys.hasAny {
        guard !notifications.isEmpty else {
          warnings.append(
            ImportWarning(
              line: index + 1, "a userInfo with no notification name before it; ignored"))
          continue
        }
        let last = notifications.count - 1
        notifications[last].begin = keys.begin ?? notifications[last].begin
        notifications[last].end = keys.end ?? notifications[last].end
        notifications[last].duration = keys.duration ?? notifications[last].duration
        notifications[last].curve = keys.curve ?? notifications[last].curve
      } else if kind == nil, !Self.isUnderstood(line) {
        warnings.append(
          ImportWarning(line: index + 1, "not part of a keyboard notification; ignored"))
      }
    }
    guard !notifications.isEmpty else {
      throw RecordingImportError(file: file, "no keyboard notification found")
    }
    return assemble(
      notifications, warnings: warnings, file: file,
      lines: lines.count)
  }

  private func assemble(
    _ notifications: [Pending], warnings: [ImportWarning], file: String, lines: Int
  ) -> RecordedRun {
    var warnings = warnings
    var inferences: [String] = []
    let timed = notifications.allSatisfy { $0.seconds != nil }
    let origin = notifications.compactMap(\.seconds).min() ?? 0
    let device = self.device ?? Self.device(fitting: notifications, inferences: &inferences)
    let hidden = Rect(x: 0, y: device.height, width: device.width, height: device.keyboardHeight)
    let framed = notifications.contains { $0.end != nil }
    if !framed {
      inferences.append("no userInfo in the log: every frame is taken as the keyboard's own")
    }
    var assembler = TraceAssembler()
    assembler.name = file
    assembler.device = device
    assembler.contents = [.keyboardNotifications]
    var last = Ticks.zero
    for (index, pending) in notifications.enumerated() {
      let offset = (pending.seconds ?? origin) - origin
      guard let placed = timed ? RecordingLimits.time(seconds: offset) : Ticks(2 * index) else {
        warnings.append(ImportWarning(line: pending.line, RecordingLimits.outOfBounds(offset)))
        continue
      }
      var time = placed
      if time < last {
        warnings.append(
          ImportWarning(line: pending.line, "the time goes back; taken as the line before's"))
        time = last
      }
      last = time
      if pending.end == nil, framed {
        warnings.append(
          ImportWarning(line: pending.line, "no end frame; taken as the keyboard's own"))
      }
      let end = pending.end ?? (Self.isHide(pending.kind) ? hidden : Self.shown(on: device))
      let note = KeyboardNotification(
        beginFrame: pending.begin ?? end, endFrame: end, duration: pending.duration ?? 0.25,
        curve: pending.curve ?? 7)
      assembler.add(.event(Self.event(pending.kind, note)), at: time)
    }
    let (trace, built) = assembler.build()
    if !timed {
      inferences.append("no times in the log: the notifications are kept in order, one frame apart")
    }
    return RecordedRun(
      trace: trace, summary: "printed keyboard notifications", format: .notifications,
      lines: lines, recordedFrames: 0, hasTimes: timed, inferences: inferences + built,
      warnings: warnings)
  }

  /// The default device with its screen fitted to the log: the width of a docked keyboard's
  /// frame and the bottom it reaches, when the log shows one.
  private static func device(fitting notifications: [Pending], inferences: inout [String])
    -> Device
  {
    var device = Device.iPhone14Pro
    guard
      let docked = notifications.lazy.compactMap(\.end).first(where: {
        $0.x == 0 && $0.width > 0 && $0.height > 0
      })
    else { return device }
    let bottom = docked.y + docked.height
    if docked.width != device.width || bottom != device.height {
      device.name = "screen-\(FixedPoint.compact(docked.width))x\(FixedPoint.compact(bottom))"
      device.width = docked.width
      device.height = bottom
      device.keyboardHeight = docked.height
      inferences.append(
        "the screen is taken as \(FixedPoint.compact(docked.width))x\(FixedPoint.compact(bottom)) pt, "
          + "where the keyboard's frames dock; --device names another")
    }
    return device
  }

  private static func isHide(_ kind: ControllerEvent.Kind) -> Bool {
    kind == .keyboardWillHide || kind == .keyboardDidHide
  }

  private static func shown(on device: Device) -> Rect {
    Rect(
      x: 0, y: device.height - device.keyboardHeight, width: device.width,
      height: device.keyboardHeight)
  }

  private static func event(_ kind: ControllerEvent.Kind, _ note: KeyboardNotification)
    -> ControllerEvent
  {
    switch kind {
    case .keyboardWillShow: .keyboardWillShow(note)
    case .keyboardDidShow: .keyboardDidShow(note)
    case .keyboardWillChangeFrame: .keyboardWillChangeFrame(note)
    case .keyboardDidChangeFrame: .keyboardDidChangeFrame(note)
    case .keyboardWillHide: .keyboardWillHide(note)
    default: .keyboardDidHide(note)
    }
  }

  /// The names a log may spell each notification with, most specific first.
  private static let names: [(String, ControllerEvent.Kind)] = [
    ("WillChangeFrame", .keyboardWillChangeFrame), ("DidChangeFrame", .keyboardDidChangeFrame),
    ("WillShow", .keyboardWillShow), ("DidShow", .keyboardDidShow),
    ("WillHide", .keyboardWillHide), ("DidHide", .keyboardDidHide),
  ]

  /// The notification a line names: `UIKeyboardWillShowNotification`,
  /// `keyboardWillShowNotification` or `keyboardWillShow`, but not a userInfo key.
  static func kind(in line: String) -> ControllerEvent.Kind? {
    for (suffix, kind) in names {
      for prefix in ["UIKeyboard", "keyboard"] where line.contains(prefix + suffix) {
        guard let range = line.range(of: prefix + suffix) else { continue }
        let after = line[range.upperBound...]
        // `UIKeyboardFrameEndUserInfoKey` never matches: the names all end here.
        if after.first.map({ $0.isLetter && !after.hasPrefix("Notification") }) ?? false {
          continue
        }
        return kind
      }
    }
    return nil
  }

  /// Seconds since midnight from an `NSLog` prefix (`2019-04-30 21:44:27.627646+0800`) or a
  /// bare `21:44:27.627` at the start of the line, after any indentation (a log pasted into a
  /// Markdown code block is indented by four spaces).
  static func time(in line: String) -> Double? {
    let characters = Array(line.drop { $0 == " " || $0 == "\t" }.prefix(40))
    var index = 0
    // Skip a date.
    if characters.count > 11, characters[4] == "-", characters[7] == "-" { index = 11 }
    func number(_ count: Int) -> Double? {
      guard index + count <= characters.count else { return nil }
      let digits = characters[index..<index + count]
      guard digits.allSatisfy(\.isNumber) else { return nil }
      index += count
      return Double(String(digits))
    }
    guard let hours = number(2), index < characters.count, characters[index] == ":" else {
      return nil
    }
    index += 1
    guard let minutes = number(2), index < characters.count, characters[index] == ":" else {
      return nil
    }
    index += 1
    guard let seconds = number(2) else { return nil }
    var fraction = 0.0
    if index < characters.count, characters[index] == "." {
      index += 1
      var scale = 0.1
      while index < characters.count, let digit = characters[index].wholeNumberValue {
        fraction += Double(digit) * scale
        scale /= 10
        index += 1
      }
    }
    return hours * 3600 + minutes * 60 + seconds + fraction
  }

  /// userInfo keys a log prints that the import does not need: the old bounds and centres,
  /// whether the keyboard is the app's, and private keys.
  private static let unusedKeys = [
    "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
    "UIKeyboardCenterEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
    "UIKeyboardFrameChangedByUserInteraction",
  ]

  /// Whether a line without a notification's name or a used key is still part of one: blank,
  /// only braces and brackets, the opening of a userInfo, or a key the import does not need.
  private static func isUnderstood(_ line: String) -> Bool {
    let trimmed = line.filter { !$0.isWhitespace }
    if trimmed.allSatisfy({ "{}[]();,".contains($0) }) { return true }
    if trimmed.hasPrefix("userInfo") || trimmed.hasPrefix("object=") { return true }
    return unusedKeys.contains { line.contains($0) }
  }

  /// The keyboard's userInfo values a line holds, in either dialect.
  struct UserInfo {
    var begin: Rect?
    var end: Rect?
    var duration: Double?
    var curve: Int?

    var hasAny: Bool { begin != nil || end != nil || duration != nil || curve != nil }
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

  /// The text after `key` and its separator (`" = "`, `"): "`), up to the next key.
  private static func value(after key: String, in line: String) -> Substring? {
    guard let range = line.range(of: key) else { return nil }
    var rest = line[range.upperBound...]
    rest = rest.drop { $0 == "\"" || $0 == ")" || $0 == " " || $0 == "=" || $0 == ":" }
    return rest
  }

  /// `{{x, y}, {w, h}}` after `key`.
  private static func rect(after key: String, in line: String) -> Rect? {
    guard let rest = value(after: key, in: line), let open = rest.firstIndex(of: "{"),
      let close = rest[open...].range(of: "}}")
    else { return nil }
    let numbers = rest[open..<close.upperBound]
      .split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") })
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The number after `key`, quoted (`"0.25"`) or not.
  private static func number(after key: String, in line: String) -> Double? {
    guard let rest = value(after: key, in: line) else { return nil }
    let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" }
    return Double(digits)
  }
}
