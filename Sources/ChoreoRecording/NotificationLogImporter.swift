import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Reads keyboard notifications as apps print them.
///
/// It understands the Objective-C description dialect
/// (`UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";`, quoted or not), the
/// Swift one (`AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}`,
/// also with the debugger's backslash-escaped quotes), with or without an `NSLog` prefix (which
/// carries the time) or an `NSConcreteNotification` wrapper, React Native's `Keyboard` events as
/// `console.log` prints them (`keyboardWillShow {"duration": 250, "endCoordinates": {...}}`), and
/// lines with only a notification's name and a time. A notification's userInfo may span the lines
/// after its name, and may be printed without any name (`print(notification.userInfo)`): such a
/// payload is a notification of unknown name, and its frames tell whether it shows, hides or
/// changes the keyboard. The screen is taken from a frame that docks at the bottom, never from one
/// above the top, off a side or floating. Without times the notifications are kept in order and
/// nothing that depends on timing is judged. From each notification with frames the import draws
/// the keyboard's motion it implies (``ChoreoTimeline/TraceContents/impliedKeyboardMotion``), so that a chart
/// shows the keyboard; that motion is the model's, never fitted or judged.
public struct NotificationLogImporter: Sendable {
  /// The device the log comes from, or `nil` to take its screen from the keyboard's frames.
  public var device: Device?

  /// An importer for a log from `device` (`nil`: the screen the keyboard's frames fit).
  public init(device: Device? = nil) {
    self.device = device
  }

  /// One notification as the log's lines give it.
  struct Record {
    var name: ControllerEvent.Kind?
    var line: Int
    var seconds: Double?
    var info = UserInfo()
    var hasPayload: Bool { info.hasAny }
  }

  /// The run `text` logs; `file` names it in errors.
  public func decode(_ text: String, file: String) throws(RecordingImportError) -> RecordedRun {
    var records: [Record] = []
    var warnings: [ImportWarning] = []
    var otherNotifications: [String] = []
    var bareFrames = 0
    var unusedKeys: Set<String> = []
    var ambiguousPayloads: [Int] = []
    var saidSpacedKeys = false
    let lines = text.logLines
    for (index, raw) in lines.enumerated() {
      let (line, spaced) = Self.joiningSpacedKeys(String(raw))
      if let spaced, !saidSpacedKeys {
        saidSpacedKeys = true
        warnings.append(
          ImportWarning(
            line: index + 1,
            "userInfo keys with spaces typed into them (\(spaced)) are read without the spaces"))
      }
      if Self.isDumpTree(line) { continue }
      let kind = Self.kind(in: line)
      let keys = Self.userInfo(in: line)
      let seconds = Self.time(in: line) ?? Self.reactNativeTimestamp(in: line)
      for key in Self.unusedKeys where line.contains(key) { unusedKeys.insert(key) }
      if let kind {
        records.append(Record(name: kind, line: index + 1, seconds: seconds))
      } else if Self.isBareFrame(line) {
        // One frame a line, or one a React Native object (counted at its `screenY`).
        if line.contains("screenY") || !line.contains("screenX") { bareFrames += 1 }
        continue
      } else if Self.opensPayload(line) || keys.hasAny {
        // A payload with no name on its line: the payload of the name before it, or one of its
        // own after another payload, after several names none of which has one (the log does
        // not say whose it is), or with nothing before it.
        let nameless = Record(name: nil, line: index + 1, seconds: seconds)
        if let current = records.last {
          if current.hasPayload {
            if Self.opensPayload(line) || current.info.overlaps(keys) { records.append(nameless) }
          } else if current.name != nil {
            let namesWithout = records.reversed().prefix { $0.name != nil && !$0.hasPayload }.count
            if namesWithout > 1 {
              ambiguousPayloads.append(index + 1)
              records.append(nameless)
            }
          }
        } else {
          records.append(nameless)
        }
      } else if let other = Self.otherNotification(in: line) {
        otherNotifications.append(other)
        continue
      } else if !Self.isUnderstood(line) {
        warnings.append(
          ImportWarning(line: index + 1, "not part of a keyboard notification; ignored"))
        continue
      }
      if keys.hasAny, !records.isEmpty {
        records[records.count - 1].info.merge(keys)
      }
    }
    records.removeAll { $0.name == nil && !$0.hasPayload }
    guard !records.isEmpty else {
      throw RecordingImportError(
        file: file,
        Self.nothingFound(
          others: otherNotifications, bareFrames: bareFrames, unusedKeys: unusedKeys.sorted()))
    }
    return assemble(
      records, warnings: warnings, ambiguous: ambiguousPayloads, file: file, lines: lines.count)
  }

  /// Why a log holds no keyboard notification, with what it holds instead.
  private static func nothingFound(others: [String], bareFrames: Int, unusedKeys: [String])
    -> String
  {
    if !unusedKeys.isEmpty {
      return "a userInfo with none of the keys that place the keyboard "
        + "(UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey, "
        + "UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey); it holds "
        + "only \(unusedKeys.joined(separator: ", "))"
    }
    if !others.isEmpty {
      let names = Array(Set(others)).sorted()
      return "no keyboard notification among the \(others.count) notification"
        + "\(others.count == 1 ? "" : "s") printed (\(names.prefix(4).joined(separator: ", "))): "
        + "the keyboard posted nothing the app printed (a hardware keyboard posts none)"
    }
    if bareFrames > 0 {
      return "\(bareFrames) keyboard frame\(bareFrames == 1 ? "" : "s") printed alone, without a "
        + "notification or a userInfo key: whether each is a begin or an end frame is not stated"
    }
    return "no keyboard notification found; expected a notification's name "
      + "(UIKeyboardWillShowNotification, keyboardWillShow) or its userInfo "
      + "(UIKeyboardFrameEndUserInfoKey = ...)"
  }

  private func assemble(
    _ records: [Record], warnings: [ImportWarning], ambiguous: [Int], file: String, lines: Int
  ) -> RecordedRun {
    var warnings = warnings
    var inferences: [String] = []
    var records = records
    let (screen, device) = screen(
      of: records.flatMap { [$0.info.begin, $0.info.end].compactMap { $0 } },
      inferences: &inferences)
    Self.placeHeights(of: &records, on: screen, inferences: &inferences)
    let timed = records.allSatisfy { $0.seconds != nil }
    let framed = records.contains { $0.info.end != nil }
    if !records.contains(where: { $0.info.end != nil || $0.info.endHeight != nil }) {
      inferences.append("no end frame in the log: where the keyboard goes is unknown")
    }
    for line in ambiguous {
      inferences.append(
        "line \(line): a userInfo after several names without their own; whose it is is not "
          + "stated, so it is read as a notification of unknown name")
    }
    let (posts, end) = Self.posts(of: records, timed: timed, warnings: &warnings)
    for post in posts where post.name == nil {
      inferences.append(
        "line \(post.line ?? 0): a userInfo printed without its notification's name; "
          + (post.change(on: screen).map { "its frames show \($0)" }
            ?? "its frames do not tell what it does"))
    }
    var assembler = TraceAssembler()
    assembler.name = file
    assembler.device = device
    assembler.contents = [.keyboardNotifications]
    let hidden = Rect(x: 0, y: device.height, width: device.width, height: device.keyboardHeight)
    for post in posts {
      guard let name = post.name else { continue }
      if post.end == nil, framed {
        warnings.append(
          ImportWarning(line: post.line ?? 0, "no end frame; its frames are unknown"))
      }
      let end = post.end ?? (Self.isHide(name) ? hidden : Self.shown(on: device))
      let note = KeyboardNotification(
        beginFrame: post.begin ?? end, endFrame: end, duration: post.duration ?? 0.25,
        curve: post.curve ?? 7)
      assembler.add(.event(Self.event(name, note)), at: post.time)
    }
    var (trace, built) = assembler.build()
    let implied = ImpliedKeyboardMotion(posts: posts, screen: screen, device: device)
    if implied.drawsAnything {
      trace.frames = implied.frames(over: trace.frames, until: end)
      trace.contents.insert(.impliedKeyboardMotion)
      inferences.append(
        "the keyboard's motion is drawn as the notifications' frames, durations and curves imply "
          + "(the system spring for curve 7): implied, not recorded, so nothing is fitted to it")
    }
    if !timed {
      inferences.append(
        "no times in the log: the notifications are kept in order, each after the animation "
          + "before it, and nothing that depends on timing is judged")
    }
    return RecordedRun(
      trace: trace, summary: "printed keyboard notifications", format: .notifications,
      lines: lines, recordedFrames: 0, hasTimes: timed, inferences: inferences + built,
      warnings: warnings.sorted { $0.line < $1.line }, posts: posts, screen: screen)
  }

  /// The screen `frames` fit (or the device given), and the device the trace is drawn on.
  private func screen(of frames: [Rect], inferences: inout [String]) -> (KeyboardScreen, Device) {
    if let given = device {
      return (KeyboardScreen(width: given.width, height: given.height), given)
    }
    let screen = KeyboardScreen.inferred(from: frames)
    var fitted = Device.iPhone14Pro
    if let width = screen.width, let height = screen.height {
      if width != fitted.width || height != fitted.height {
        fitted.name = "screen-\(FixedPoint.compact(width))x\(FixedPoint.compact(height))"
        fitted.width = width
        fitted.height = height
      }
      inferences.append(
        "the screen is taken as \(FixedPoint.compact(width))x\(FixedPoint.compact(height)) pt, "
          + "where the keyboard's frames dock (a device named overrides it)")
    } else if !frames.isEmpty {
      inferences.append(
        "the screen is unknown: no frame docks at the bottom (frames above the top, off a side "
          + "or floating decide nothing): name the device to judge what needs it")
    }
    return (screen, fitted)
  }

  /// The posts `records` make, at their times, or without times one after another, each after
  /// the animation before it; and when the last animation ends.
  private static func posts(
    of records: [Record], timed: Bool, warnings: inout [ImportWarning]
  ) -> (posts: [KeyboardPost], end: Ticks) {
    let origin = records.compactMap(\.seconds).min() ?? 0
    var posts: [KeyboardPost] = []
    var last = Ticks.zero
    var next = Ticks.zero
    for record in records {
      let time: Ticks
      if timed {
        let offset = (record.seconds ?? origin) - origin
        guard let placed = RecordingLimits.time(seconds: offset) else {
          warnings.append(ImportWarning(line: record.line, RecordingLimits.outOfBounds(offset)))
          continue
        }
        if placed < last {
          warnings.append(
            ImportWarning(line: record.line, "the time goes back; taken as the line before's"))
        }
        time = max(placed, last)
      } else {
        time = next
      }
      last = time
      let duration = record.info.duration.flatMap { $0.isFinite ? min(max($0, 0), 10) : nil }
      next = max(next, time + Ticks(seconds: duration ?? 0) + Ticks(milliseconds: 1000.0 / 120))
      posts.append(
        KeyboardPost(
          name: record.name, line: record.line, time: time, begin: record.info.begin,
          end: record.info.end, duration: record.info.duration, curve: record.info.curve))
    }
    return (posts, next)
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

  /// The name of a notification a line prints that is not the keyboard's
  /// (`UITextFieldTextDidBeginEditingNotification`).
  private static func otherNotification(in line: String) -> String? {
    guard let range = line.range(of: "name = ") ?? line.range(of: "name: ") else { return nil }
    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
    return name.hasSuffix("Notification") ? String(name) : nil
  }

  /// Whether a line is a frame alone, `{{0, -64}, {0, 0}}` or React Native's `{screenX: 0,
  /// screenY: 540, width: 411, height: 292}` (or one of its lines), with no key or name to say
  /// whether it is a begin or an end frame.
  static func isBareFrame(_ line: String) -> Bool {
    let trimmed = line.trimmingWhitespace
    if trimmed.contains("screenY") || trimmed.contains("screenX") {
      return !trimmed.contains("Coordinates")
    }
    return trimmed.hasPrefix("{{") && trimmed.hasSuffix("}}")
      && !trimmed.contains { $0.isLetter && $0 != "e" && $0 != "E" }
  }

  /// Whether a line is part of the tree lldb's `po` prints after a notification's description
  /// (`▿ userInfo : 8 elements`, `- value : NSRect: ...`), which repeats the description.
  private static func isDumpTree(_ line: String) -> Bool {
    let trimmed = line.trimmingWhitespace
    guard trimmed.hasPrefix("▿ ") || trimmed.hasPrefix("- "),
      let colon = trimmed.range(of: " : ")
    else { return false }
    // `▿ name = UIKeyboardWillChangeFrameNotification,` is the description, not the tree.
    return !trimmed[..<colon.lowerBound].contains("=")
  }

  /// Whether a line opens a userInfo printed without a name on the same line: `{`,
  /// `userInfo = {`, `[AnyHashable(...`, `Optional([...`, after any time or prefix.
  private static func opensPayload(_ line: String) -> Bool {
    var trimmed = line.trimmingWhitespace
    for prefix in ["//", "/*", "*"] where trimmed.hasPrefix(prefix) {
      trimmed = String(trimmed.dropFirst(prefix.count)).trimmingWhitespace
    }
    if trimmed.hasSuffix("{") || trimmed.hasSuffix("[") { return true }
    for opener in ["{", "[", "([", "Optional([", "userInfo", "Optional(["]
    where trimmed.hasPrefix(opener) {
      return true
    }
    return false
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
}

extension String {
  /// The string without the spaces and tabs around it.
  var trimmingWhitespace: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
