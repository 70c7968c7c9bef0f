import ChoreoCore
import ChoreoTimeline

/// A simulated recording cut down to what `ChoreoRecorder` writes from a real app.
///
/// The header's device, refresh rate and the records it can make; the keyboard notifications,
/// focus changes and the sheet's appearance; the person's touches; and the frames. No scenario name, summary,
/// layout section, app actions or notes, and no record the recorder cannot make (keystrokes,
/// handler runs, causes, the app's visibility flag, return keys, keyboard traits).
public enum RecorderView {
  /// The events a real app's recording holds.
  static let events: Set<String> = [
    "keyboardWillShow", "keyboardDidShow", "keyboardWillHide", "keyboardDidHide",
    "keyboardWillChangeFrame", "keyboardDidChangeFrame", "focusDidLand", "focusDidLeave",
    "contentDidAppear", "sheetDidDismiss",
  ]
  /// The records a real app's recording can make.
  static let records: Set<String> = [
    "keyboard notifications", "keyboard motion", "sheet motion", "sheet events", "layout motion",
    "accessory motion", "focused field", "newest message", "responders", "person's actions",
    "finger", "screen visibility",
  ]

  /// `text`, a recording `choreo run --format recording` wrote, as `ChoreoRecorder` would have
  /// written it.
  public static func reduce(_ text: String) throws -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n") {
      guard case .object(var members) = try JSONParser.parse(String(line)),
        case .string(let kind)? = members.first(where: { $0.key == "kind" })?.value
      else { continue }
      switch kind {
      case "header":
        members.removeAll { ["name", "summary", "layout"].contains($0.key) }
        if let index = members.firstIndex(where: { $0.key == "records" }),
          case .array(let kept) = members[index].value
        {
          members[index].value = .array(
            kept.filter { if case .string(let name) = $0 { records.contains(name) } else { false } }
          )
        }
      case "app", "note":
        continue
      case "frame":
        // The app's own keyboard-visible flag reaches a real recording only through the app's
        // own marks, which a recording of an app that does not make them lacks.
        members.removeAll { $0.key == "appKeyboardVisible" }
      case "event":
        guard case .string(let name)? = members.first(where: { $0.key == "name" })?.value,
          events.contains(name)
        else { continue }
      default:
        break
      }
      lines.append(JSONWriter(style: .compact).string(.object(members)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension RecorderView {
  /// What a real recorder adds to a clean recording.
  public enum Noise: String, CaseIterable, Sendable {
    /// Frame timestamps off by up to 1 ms either way.
    case jitter
    /// One frame in fifty missing (a frame the next one follows at once). A simulated recording
    /// writes a frame's fields only when they change, a recorder all of them every frame, so
    /// what changed in the dropped frame shows in the next one.
    case droppedFrames
    /// Positions rounded to a 3x screen's pixel, 1/3 pt.
    case pixelRounding
    /// The keyboard's edge a frame behind where it was, applied to the imported trace by
    /// ``RecorderView/late(_:)``.
    case keyboardFrameLate
    /// The recorder started ``RecorderView/lateStart`` after the person presented the sheet:
    /// what came before is not in the recording, whose times count from its own first frame.
    /// Only a recording that presents a sheet changes.
    case startsMidPresentation
  }

  /// How far into a presentation ``Noise/startsMidPresentation`` starts the recording: 150 ms,
  /// with a sheet's 500 ms rise under way.
  public static let lateStart = 0.150

  /// The fields of a frame line that are positions on screen.
  static let positions: Set<String> = [
    "sheetTop", "keyboardTop", "dockedKeyboardTop", "composerTop", "composerBottom", "restBottom",
    "accessoryHeight", "focusedBottom", "newestMessageBottom",
  ]

  /// `text`, a recording, with `noise` added, the same for the same text.
  public static func noisy(_ text: String, _ noise: Noise) throws -> String {
    if noise == .startsMidPresentation { return try startedLate(text) }
    var random = SplitMix64(seed: 42)
    var lines: [String] = []
    var frame = 0
    var carried: [(key: String, value: JSONValue)] = []
    let all = text.split(separator: "\n")
    // Each frame line's time, to tell whether the next frame follows at once.
    let times: [Double?] = try all.map { line in
      guard case .object(let members) = try JSONParser.parse(String(line)),
        members.first(where: { $0.key == "kind" })?.value == .string("frame"),
        case .number(let time, _)? = members.first(where: { $0.key == "t" })?.value
      else { return nil }
      return time
    }
    for (position, line) in all.enumerated() {
      guard case .object(var members) = try JSONParser.parse(String(line)) else { continue }
      guard members.first(where: { $0.key == "kind" })?.value == .string("frame") else {
        lines.append(String(line))
        continue
      }
      frame += 1
      members += carried.filter { old in !members.contains { $0.key == old.key } }
      carried = []
      switch noise {
      case .jitter:
        if let index = members.firstIndex(where: { $0.key == "t" }),
          case .number(let time, _) = members[index].value, time > 0.001
        {
          let offset = Double(random.next() % 2001) / 1_000_000 - 0.001
          members[index].value = .number(time + offset)
        }
      case .droppedFrames:
        let next = times[(position + 1)...].lazy.compactMap { $0 }.first
        if frame % 50 == 0, let next, let time = times[position], next - time < 0.0125 {
          carried = members.filter { $0.key != "kind" && $0.key != "t" }
          continue
        }
      case .pixelRounding:
        for index in members.indices where positions.contains(members[index].key) {
          if case .number(let value, _) = members[index].value {
            members[index].value = .number((value * 3).rounded() / 3)
          }
        }
      case .keyboardFrameLate, .startsMidPresentation:
        // Applied to the imported trace (``late(_:)``): the text writes a field only where it
        // cannot be drawn from its neighbours, so a frame's edge is not one line's value.
        break
      }
      lines.append(JSONWriter(style: .compact).string(.object(members)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension RecorderView {
  /// `trace` with the keyboard's edges one frame behind where they were: each frame shows the
  /// keyboard of the frame before.
  public static func late(_ trace: Trace) -> Trace {
    var late = trace
    for index in late.frames.indices.dropFirst() {
      late.frames[index].dockedKeyboardTop = trace.frames[index - 1].dockedKeyboardTop
      late.frames[index].keyboardTop = trace.frames[index - 1].keyboardTop
    }
    return late
  }
}

extension RecorderView {
  /// `text` as a recorder started ``lateStart`` after its first `present` would have written it.
  ///
  /// The first frame kept carries every field, a cause that was not recorded is dropped, and
  /// times count from the cut. A recording with no `present` is returned as it is.
  static func startedLate(_ text: String) throws -> String {
    let lines = try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    let present = lines.first { line in
      guard case .object(let members) = line else { return false }
      return members.first { $0.key == "kind" }?.value == .string("user")
        && members.first { $0.key == "action" }?.value == .string("present")
    }
    guard case .object(let presentMembers)? = present,
      case .number(let presented, _)? = presentMembers.first(where: { $0.key == "t" })?.value
    else { return text }
    let cut = presented + lateStart
    var state: [(key: String, value: JSONValue)] = []
    var dropped: Set<JSONValue> = []
    var started = false
    var kept: [String] = []
    for line in lines {
      guard case .object(var members) = line,
        case .string(let kind)? = members.first(where: { $0.key == "kind" })?.value
      else { continue }
      guard kind != "header",
        case .number(let time, _)? = members.first(where: { $0.key == "t" })?.value
      else {
        kept.append(JSONWriter(style: .compact).string(line))
        continue
      }
      let fields = members.filter { $0.key != "kind" && $0.key != "t" }
      if time < cut - 1e-9 {
        if kind == "frame" {
          state.removeAll { old in fields.contains { $0.key == old.key } }
          state += fields
        }
        if let id = members.first(where: { $0.key == "id" })?.value { dropped.insert(id) }
        continue
      }
      if kind == "frame" && !started {
        started = true
        members =
          [("kind", .string("frame")), ("t", .number(time))]
          + state.filter { old in !fields.contains { $0.key == old.key } } + fields
      }
      members.removeAll { $0.key == "cause" && dropped.contains($0.value) }
      if let index = members.firstIndex(where: { $0.key == "t" }) {
        members[index].value = .number(((time - cut) * 1_000_000).rounded() / 1_000_000)
      }
      kept.append(JSONWriter(style: .compact).string(.object(members)))
    }
    return kept.joined(separator: "\n") + "\n"
  }
}
