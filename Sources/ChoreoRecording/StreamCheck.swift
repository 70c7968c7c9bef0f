import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// A quirk of the keyboard notification stream a recording shows: not a failure a person sees,
/// but something an app's observers must survive, reported as a warning with where it happened.
///
/// Real streams are messier than one `willShow` and one `didShow`: several show cycles at once,
/// a second `willShow` with another height, a begin frame that is not the keyboard's height,
/// frames that do not reach the bottom of the screen, steps with no animation, a tracked height
/// above the keyboard's, and interactive drags that post nothing until the finger lifts.
public struct StreamCheck: Sendable {
  /// What kind of quirk.
  public enum Kind: String, CaseIterable, Sendable {
    /// A `willShow` while an earlier show cycle has not ended, within 0.6 s.
    case overlappingShows = "overlapping-shows"
    /// Two `willShow` with different end heights and no hide between.
    case changedHeight = "changed-height"
    /// A first show whose begin frame's height differs from its end frame's.
    case beginHeight = "begin-height"
    /// An end frame that does not reach the bottom of the screen: undocked, split or floating.
    case offBottom = "off-bottom"
    /// A notification with no animation (duration 0): an instant step to follow in one frame.
    case zeroDuration = "zero-duration"
    /// A tracked keyboard height above the notification's, after the keyboard settled.
    case heightAboveKeyboard = "height-above-keyboard"
    /// The keyboard moved under a finger and no notification posted until it lifted.
    case silentDrag = "silent-drag"
  }

  /// The quirk.
  public var kind: Kind
  /// When it happened.
  public var time: Ticks
  /// What was seen, in a sentence.
  public var message: String

  /// `run.jsonl:508.3 ms: warning: [stream.overlapping-shows] ...`.
  public func line(file: String) -> String {
    "\(file):\(time) ms: warning: [stream.\(kind.rawValue)] \(message)"
  }

  /// Every quirk of `trace`'s keyboard notifications, in time order; checks that need times
  /// are skipped when `hasTimes` is false.
  public static func checks(of trace: Trace, hasTimes: Bool = true) -> [StreamCheck] {
    var found: [StreamCheck] = []
    let height = trace.device.height
    var lastShowHeight: Double?
    var openShow: Ticks?
    var firstShow = true
    for entry in trace.events {
      guard case .event(let event) = entry.happening, let note = event.keyboardNotification else {
        continue
      }
      let endHeight = max(0, min(height, note.endFrame.maxY) - note.endFrame.y)
      if note.duration == 0,
        event.kind == .keyboardWillShow || event.kind == .keyboardWillHide
          || event.kind == .keyboardWillChangeFrame
      {
        found.append(
          StreamCheck(
            kind: .zeroDuration, time: entry.time,
            message:
              "\(event.kind) with duration 0: an instant step to \(FixedPoint.compact(endHeight)) pt"
          ))
      }
      if event.kind != .keyboardWillHide, event.kind != .keyboardDidHide,
        note.endFrame.maxY < height - Trace.visibleExtent
      {
        found.append(
          StreamCheck(
            kind: .offBottom, time: entry.time,
            message:
              "\(event.kind) ends at \(note.endFrame), \(FixedPoint.compact(height - note.endFrame.maxY)) pt above the screen's bottom: undocked, split or floating; only its overlap with the view counts"
          ))
      }
      switch event.kind {
      case .keyboardWillShow:
        if hasTimes, let open = openShow, entry.time - open <= Ticks(milliseconds: 600) {
          found.append(
            StreamCheck(
              kind: .overlappingShows, time: entry.time,
              message:
                "keyboardWillShow \(entry.time - open) ms into a show that has not ended: handlers that add a delta per notification drift"
            ))
        }
        if let last = lastShowHeight, abs(last - endHeight) > Trace.visibleExtent {
          found.append(
            StreamCheck(
              kind: .changedHeight, time: entry.time,
              message:
                "keyboardWillShow again with \(FixedPoint.compact(endHeight)) pt after \(FixedPoint.compact(last)) pt, with no hide between"
            ))
        }
        if firstShow, abs(note.beginFrame.height - note.endFrame.height) > Trace.visibleExtent {
          found.append(
            StreamCheck(
              kind: .beginHeight, time: entry.time,
              message:
                "the first show's begin frame is \(FixedPoint.compact(note.beginFrame.height)) pt tall and its end frame \(FixedPoint.compact(note.endFrame.height)) pt: take the height from the end frame"
            ))
        }
        firstShow = false
        lastShowHeight = endHeight
        openShow = entry.time
      case .keyboardDidShow: openShow = nil
      case .keyboardWillHide, .keyboardDidHide:
        lastShowHeight = nil
        openShow = nil
      default: break
      }
    }
    if trace.contents.contains(.keyboardMotion) {
      found += heightAboveKeyboard(in: trace)
      if trace.contents.contains(.finger) { found += silentDrags(in: trace) }
    }
    return found.sorted { $0.time < $1.time }
  }

  /// Frames where the tracked keyboard stands taller than the last notification said, once
  /// that notification's animation is over.
  private static func heightAboveKeyboard(in trace: Trace) -> [StreamCheck] {
    let height = trace.device.height
    var found: [StreamCheck] = []
    var announced: (height: Double, settles: Ticks)?
    var next = 0
    for frame in trace.frames {
      while next < trace.events.count, trace.events[next].time <= frame.time {
        if case .event(let event) = trace.events[next].happening,
          let note = event.keyboardNotification, event.kind.isWill
        {
          // A recorded duration can be any number: past a day, the animation outlasts any
          // recording, and a day's ticks cannot overflow.
          let duration = note.duration.isFinite ? min(max(note.duration, 0.5), 86_400) : 0.5
          announced = (
            max(0, height - note.endFrame.y),
            trace.events[next].time + Ticks(seconds: duration)
          )
        }
        next += 1
      }
      guard let announced, frame.time > announced.settles else { continue }
      let tracked = height - frame.dockedKeyboardTop
      if tracked > announced.height + Trace.visibleExtent {
        found.append(
          StreamCheck(
            kind: .heightAboveKeyboard, time: frame.time,
            message:
              "the tracked keyboard is \(FixedPoint.compact(tracked)) pt tall, above the \(FixedPoint.compact(announced.height)) pt the last notification gave"
          ))
        break
      }
    }
    return found
  }

  /// Finger drags during which the docked keyboard moved and no notification posted.
  private static func silentDrags(in trace: Trace) -> [StreamCheck] {
    var found: [StreamCheck] = []
    var start: Int?
    for index in trace.frames.indices {
      let down = trace.frames[index].fingerY != nil
      if down, start == nil { start = index }
      guard !down || index == trace.frames.count - 1, let first = start else { continue }
      start = nil
      let frames = trace.frames[first...index]
      let tops = frames.map(\.dockedKeyboardTop)
      guard let low = tops.min(), let high = tops.max(), high - low > Trace.visibleExtent else {
        continue
      }
      let from = frames.first?.time ?? .zero
      let to = frames.last?.time ?? .zero
      let posted = trace.events.contains { entry in
        entry.time >= from && entry.time < to
          && (entry.happening.controllerEvent?.keyboardNotification != nil)
      }
      if !posted {
        found.append(
          StreamCheck(
            kind: .silentDrag, time: from,
            message:
              "the keyboard moved \(FixedPoint.compact(high - low)) pt under the finger and no notification posted until it lifted: only per-frame tracking follows it"
          ))
      }
    }
    return found
  }
}

extension ControllerEvent.Kind {
  /// Whether this is one of the `will` keyboard notifications.
  var isWill: Bool {
    self == .keyboardWillShow || self == .keyboardWillHide || self == .keyboardWillChangeFrame
  }
}
