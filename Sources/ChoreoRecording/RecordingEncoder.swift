import ChoreoCore
import ChoreoPlatform
import ChoreoRecorder
import ChoreoTimeline

/// Writes a trace as a recording: a header, a line per trace entry, and a frame line wherever the
/// geometry changed, as a recorder samples only around transitions.
///
/// A simulated run written this way reads back (``RecordingDecoder``) as the same trace, so
/// `choreo analyze` of it finds what `choreo run` finds.
public struct RecordingEncoder: Sendable {
  /// An encoder.
  public init() {}

  /// The recording of `trace`, one line per element, each without its newline.
  public func lines(of trace: Trace, summary: String = "") -> [String] {
    var lines = [header(trace, summary: summary).text]
    var frameIndex = 0
    var previous: FrameSample?
    // Entries and frames interleave in time order; a frame comes after the entries it commits.
    for entry in trace.entries {
      while frameIndex < trace.frames.count, trace.frames[frameIndex].time < entry.time {
        if let line = frame(trace.frames[frameIndex], after: previous) { lines.append(line.text) }
        previous = trace.frames[frameIndex]
        frameIndex += 1
      }
      lines.append(line(for: entry).text)
    }
    while frameIndex < trace.frames.count {
      let sample = trace.frames[frameIndex]
      // The last frame is always written, changed or not: it is where the recording ends.
      if let line = frame(sample, after: previous) {
        lines.append(line.text)
      } else if frameIndex == trace.frames.count - 1 {
        lines.append(RecordingLine(.frame, at: sample.time.seconds).text)
      }
      previous = sample
      frameIndex += 1
    }
    return lines
  }

  /// The recording of `trace` as one text, every line ended by a newline.
  public func text(of trace: Trace, summary: String = "") -> String {
    lines(of: trace, summary: summary).joined(separator: "\n") + "\n"
  }

  private func header(_ trace: Trace, summary: String) -> RecordingLine {
    let device = trace.device
    return RecordingLine(
      .header, at: 0,
      [
        ("format", .string(RecordingFormat.name)),
        ("version", .number(Double(RecordingFormat.version))), ("name", .string(trace.scenario)),
        ("summary", .string(summary)),
        (
          "device",
          .object([
            ("name", .string(device.name)), ("idiom", .string(device.idiom.rawValue)),
            ("width", .number(device.width)), ("height", .number(device.height)),
            ("safeAreaTop", .number(device.safeAreaTop)),
            ("safeAreaBottom", .number(device.safeAreaBottom)),
            ("keyboardHeight", .number(device.keyboardHeight)),
            ("suggestionBarHeight", .number(device.suggestionBarHeight)),
            ("sheetTopGap", .number(device.sheetTopGap)),
            ("mediumDetentFraction", .number(device.mediumDetentFraction)),
          ])
        ),
        ("refreshRate", .number(Double(trace.refreshRate.rawValue))),
        (
          "layout",
          .object([
            ("composerHeight", .number(trace.layout.composerHeight)),
            ("accessoryHeight", .number(trace.layout.accessoryHeight)),
          ])
        ),
        ("records", .array(trace.contents.names.map { .string($0) })),
      ])
  }

  private func line(for entry: TraceEntry) -> RecordingLine {
    let (kind, fields) = HappeningCodec.encode(entry.happening)
    var members: [(key: String, value: JSONValue)] = [("id", .number(Double(entry.id)))]
    if let cause = entry.cause { members.append(("cause", .number(Double(cause)))) }
    return RecordingLine(kind, at: entry.time.seconds, members + fields)
  }

  /// A frame line with the fields that differ from `previous` (every field for the first), or
  /// `nil` when nothing changed.
  private func frame(_ sample: FrameSample, after previous: FrameSample?) -> RecordingLine? {
    var fields: [(key: String, value: JSONValue)] = []
    func number(_ key: String, _ value: Double, _ old: Double?) {
      if old != value { fields.append((key, RecordingLine.number(value))) }
    }
    func optional(_ key: String, _ value: Double?, _ old: Double??) {
      if old.map({ $0 != value }) ?? true {
        fields.append((key, value.map { RecordingLine.number($0) } ?? .null))
      }
    }
    func flag(_ key: String, _ value: Bool, _ old: Bool?) {
      if old != value { fields.append((key, .bool(value))) }
    }
    number("sheetTop", sample.sheetTop, previous?.sheetTop)
    number("keyboardTop", sample.keyboardTop, previous?.keyboardTop)
    number("dockedKeyboardTop", sample.dockedKeyboardTop, previous?.dockedKeyboardTop)
    number("composerTop", sample.composerTop, previous?.composerTop)
    number("composerBottom", sample.composerBottom, previous?.composerBottom)
    number("restBottom", sample.restBottom, previous?.restBottom)
    number("accessoryHeight", sample.accessoryHeight, previous?.accessoryHeight)
    optional("focusedBottom", sample.focusedBottom, previous.map(\.focusedBottom))
    optional("newestMessageBottom", sample.newestMessageBottom, previous.map(\.newestMessageBottom))
    optional("fingerY", sample.fingerY, previous.map(\.fingerY))
    flag("layoutSettled", sample.layoutSettled, previous?.layoutSettled)
    flag("screenVisible", sample.screenVisible, previous?.screenVisible)
    if previous.map({ $0.appKeyboardVisible != sample.appKeyboardVisible }) ?? true {
      fields.append(("appKeyboardVisible", sample.appKeyboardVisible.map { .bool($0) } ?? .null))
    }
    if previous.map({ $0.firstResponder != sample.firstResponder }) ?? true {
      fields.append(("responder", sample.firstResponder.map { .string($0.rawValue) } ?? .null))
    }
    guard !fields.isEmpty else { return nil }
    return RecordingLine(.frame, at: sample.time.seconds, fields)
  }
}
