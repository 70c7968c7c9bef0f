import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// A quirk of what a recording shows of the keyboard: not a failure a person sees, but something
/// an app's observers must survive, reported as a warning with where it happened.
///
/// Real streams are messier than one `willShow` and one `didShow`: show cycles posted again and
/// again, a keyboard that changes height while it is up, a begin frame that is not the keyboard's
/// height, frames that do not reach the bottom of the screen, steps with no animation, a tracked
/// height above the keyboard's, and interactive drags that post nothing until the finger lifts.
/// Each check reads only what the recording holds: names and times alone tell repeated cycles,
/// frames tell changes of height, and nothing that needs the screen's size is judged when no
/// frame docks.
public struct StreamCheck: Sendable {
  /// What kind of quirk.
  public enum Kind: String, CaseIterable, Sendable {
    /// A `willShow` while an earlier show cycle has not ended, within 0.6 s.
    case overlappingShows = "overlapping-shows"
    /// Several show cycles with no hide between, none of them a change of height.
    case repeatedShows = "repeated-shows"
    /// The keyboard changes height while it is up (a suggestion bar, an accessory).
    case changedHeight = "changed-height"
    /// A show whose begin frame's height differs from its end frame's.
    case beginHeight = "begin-height"
    /// An end frame that does not reach the bottom of the screen: undocked, split or floating.
    case offBottom = "off-bottom"
    /// A show whose end frame has no height: no software keyboard covers anything.
    case zeroHeight = "zero-height"
    /// A notification with no animation (duration 0): an instant step to follow in one frame.
    case zeroDuration = "zero-duration"
    /// A tracked keyboard height above the notification's, after the keyboard settled.
    case heightAboveKeyboard = "height-above-keyboard"
    /// The keyboard moved under a finger and no notification posted until it lifted.
    case silentDrag = "silent-drag"
    /// A value log's keyboard height above the screen's: not a height in points.
    case heightAboveScreen = "height-above-screen"
    /// A padding that absorbs the safe area frame by frame as the keyboard's inset grows.
    case absorbedSafeArea = "absorbed-safe-area"
  }

  /// The quirk.
  public var kind: Kind
  /// When it happened.
  public var time: Ticks
  /// The 1-based line of the log it was seen on, when it comes from a log.
  public var line: Int?
  /// What was seen, in a sentence.
  public var message: String

  /// A quirk seen at `time` (and on `line` of a log).
  public init(kind: Kind, time: Ticks, line: Int? = nil, message: String) {
    self.kind = kind
    self.time = time
    self.line = line
    self.message = message
  }

  /// Compiler style: `app.log:12: warning: [stream.overlapping-shows] ... (at 508.3 ms)` for a
  /// log's line, `run.jsonl:508.3 ms: warning: ...` for a recording's time, and `app.log:
  /// warning: ...` for neither.
  public func line(file: String, hasTimes: Bool = true) -> String {
    let check = "[stream.\(kind.rawValue)] \(message)"
    switch (line, hasTimes) {
    case (let line?, true): return "\(file):\(line): warning: \(check) (at \(time) ms)"
    case (let line?, false): return "\(file):\(line): warning: \(check)"
    case (nil, true): return "\(file):\(time) ms: warning: \(check)"
    case (nil, false): return "\(file): warning: \(check)"
    }
  }

  /// Every quirk of `posts` (a recording's keyboard notifications, named or not) on `screen`,
  /// and of `trace`'s frames, in time order; checks that need times are skipped when `hasTimes`
  /// is false.
  public static func checks(
    of posts: [KeyboardPost], on screen: KeyboardScreen, trace: Trace, hasTimes: Bool = true
  ) -> [StreamCheck] {
    var found: [StreamCheck] = []
    found += frameQuirks(of: posts, on: screen)
    found += heightChanges(in: posts, on: screen)
    found += repeatedShows(in: posts, on: screen, hasTimes: hasTimes)
    if hasTimes { found += overlappingShows(in: posts) }
    if trace.contents.contains(.keyboardMotion) {
      found += heightAboveKeyboard(in: trace)
      if trace.contents.contains(.finger) { found += silentDrags(in: trace) }
    }
    return found.enumerated().sorted {
      ($0.element.time, $0.element.line ?? 0, $0.offset)
        < ($1.element.time, $1.element.line ?? 0, $1.offset)
    }.map(\.element)
  }

  /// The keyboard's height an end frame gives: what it covers of a known screen, or its own.
  private static func height(of frame: Rect, on screen: KeyboardScreen) -> Double {
    guard let bottom = screen.height else { return frame.height }
    return max(0, min(bottom, frame.maxY) - frame.y)
  }

  /// Quirks each post shows alone: no animation, frames that do not dock, a show with no
  /// height, a begin frame whose height is not the keyboard's.
  private static func frameQuirks(of posts: [KeyboardPost], on screen: KeyboardScreen)
    -> [StreamCheck]
  {
    var found: [StreamCheck] = []
    for post in posts {
      let change = post.change(on: screen)
      if let end = post.end, post.duration == 0, post.announces {
        found.append(
          StreamCheck(
            kind: .zeroDuration, time: post.time, line: post.line,
            message:
              "\(post.title) with duration 0: an instant step to "
              + "\(FixedPoint.compact(height(of: end, on: screen))) pt"))
      }
      if let end = post.end, change != .hide, post.name != .keyboardWillHide,
        post.name != .keyboardDidHide
      {
        let place = screen.place(of: end)
        let whereTo: String?
        switch place {
        case .aboveTop: whereTo = "above the screen's top"
        case .offSide where change != .show: whereTo = "off the screen's side"
        case .floating:
          whereTo =
            "\(FixedPoint.compact((screen.height ?? end.maxY) - end.maxY)) pt above the "
            + "screen's bottom"
        default: whereTo = nil
        }
        if let whereTo {
          found.append(
            StreamCheck(
              kind: .offBottom, time: post.time, line: post.line,
              message:
                "\(post.title) ends at \(end), \(whereTo): undocked, split or floating; it covers "
                + "nothing at the bottom, and only its overlap with the view counts"))
        } else if end.height <= 0 {
          found.append(
            StreamCheck(
              kind: .zeroHeight, time: post.time, line: post.line,
              message:
                "\(post.title) ends at \(end), 0 pt tall: no software keyboard covers anything (a "
                + "hardware keyboard, or none); inset by the frame's overlap, which is 0"))
        }
      }
      if change == .show, let begin = post.begin, let end = post.end,
        abs(begin.height - end.height) > Trace.visibleExtent
      {
        found.append(
          StreamCheck(
            kind: .beginHeight, time: post.time, line: post.line,
            message:
              "\(post.title) shows the keyboard with a begin frame "
              + "\(FixedPoint.compact(begin.height)) pt tall and an end frame "
              + "\(FixedPoint.compact(end.height)) pt tall: take the height from the end frame"))
      }
    }
    return found
  }

  /// Changes of height of a keyboard already up.
  ///
  /// A post whose begin frame docks and whose end frame docks with another height, or a
  /// `willShow` with another end height than the last one and no hide between. The same change posted again under the same name is said once, with
  /// how often it came.
  private static func heightChanges(in posts: [KeyboardPost], on screen: KeyboardScreen)
    -> [StreamCheck]
  {
    var found: [StreamCheck] = []
    var lastShownHeight: Double?
    var last: (change: KeyboardPost.Change, name: ControllerEvent.Kind?, index: Int)?
    for post in posts where post.announces {
      let change = post.change(on: screen)
      var heightChange: KeyboardPost.Change?
      if case .height = change {
        heightChange = change
      } else if change == nil, post.name == .keyboardWillShow, let end = post.end,
        let before = lastShownHeight
      {
        let now = height(of: end, on: screen)
        if abs(now - before) > Trace.visibleExtent { heightChange = .height(from: before, to: now) }
      }
      if change == .hide || post.name == .keyboardWillHide {
        lastShownHeight = nil
        last = nil
      } else if let end = post.end {
        lastShownHeight = height(of: end, on: screen)
      }
      guard let heightChange, case .height(let from, let to) = heightChange else { continue }
      if let previous = last, previous.change == heightChange {
        if previous.name == post.name {
          found[previous.index].message +=
            "; posted again\(post.line.map { " on line \($0)" } ?? "")"
            + (post.duration == 0 ? ", with duration 0" : "")
            + ": a handler that adds the difference per notification adds it twice"
        }
        continue
      }
      found.append(
        StreamCheck(
          kind: .changedHeight, time: post.time, line: post.line,
          message:
            "\(post.title): the keyboard, already up at \(FixedPoint.compact(from)) pt, changes to "
            + "\(FixedPoint.compact(to)) pt (\(to > from ? "+" : "")\(FixedPoint.compact(to - from)) "
            + "pt: a suggestion bar or an accessory); take the height from each end frame"))
      last = (heightChange, post.name, found.count - 1)
    }
    return found
  }

  /// Show cycles (each ended by a `didShow`) posted again with no hide between and no change of
  /// height to explain them, told from names (and times) alone.
  private static func repeatedShows(
    in posts: [KeyboardPost], on screen: KeyboardScreen, hasTimes: Bool
  ) -> [StreamCheck] {
    var found: [StreamCheck] = []
    var cycles: [KeyboardPost] = []
    var explained = false
    // The first post since the last hide, where the show began.
    var opening: KeyboardPost?
    func close() {
      defer {
        cycles = []
        explained = false
        opening = nil
      }
      guard cycles.count > 1, !explained, let first = opening ?? cycles.first,
        let last = cycles.last
      else {
        return
      }
      let span = hasTimes ? " within \(last.time - first.time) ms" : ""
      found.append(
        StreamCheck(
          kind: .repeatedShows, time: last.time, line: last.line,
          message:
            "\(cycles.count) show cycles (keyboardDidShow ×\(cycles.count))\(span) with no hide "
            + "between and no change of height: a handler that adds the keyboard's height per "
            + "notification drifts by \(cycles.count - 1) height\(cycles.count == 2 ? "" : "s")"))
    }
    for post in posts {
      if opening == nil { opening = post }
      switch post.name {
      case .keyboardDidShow: cycles.append(post)
      case .keyboardWillHide, .keyboardDidHide: close()
      default:
        if case .height = post.change(on: screen) { explained = true }
        if post.change(on: screen) == .hide { close() }
      }
    }
    close()
    return found
  }

  /// A `willShow` while an earlier show cycle has not ended, within 0.6 s.
  private static func overlappingShows(in posts: [KeyboardPost]) -> [StreamCheck] {
    var found: [StreamCheck] = []
    var openShow: Ticks?
    for post in posts {
      switch post.name {
      case .keyboardWillShow:
        if let open = openShow, post.time - open <= Ticks(milliseconds: 600) {
          found.append(
            StreamCheck(
              kind: .overlappingShows, time: post.time, line: post.line,
              message:
                "keyboardWillShow \(post.time - open) ms into a show that has not ended: handlers "
                + "that add a delta per notification drift"))
        }
        openShow = post.time
      case .keyboardDidShow, .keyboardWillHide, .keyboardDidHide: openShow = nil
      default: break
      }
    }
    return found
  }

  /// Frames where the tracked keyboard stands taller than the last notification said, once
  /// that notification's animation is over.
  private static func heightAboveKeyboard(in trace: Trace) -> [StreamCheck] {
    let height = trace.device.height
    var found: [StreamCheck] = []
    var announced: (height: Double, settles: Ticks)?
    var next = 0
    for frame in trace.frames {
      while next < trace.entries.count, trace.entries[next].time <= frame.time {
        if case .event(let event) = trace.entries[next].happening,
          let note = event.keyboardNotification, event.kind.isWill
        {
          // A recorded duration can be any number: past a day, the animation outlasts any
          // recording, and a day's ticks cannot overflow.
          let duration = note.duration.isFinite ? min(max(note.duration, 0.5), 86_400) : 0.5
          announced = (
            max(0, height - note.endFrame.y),
            trace.entries[next].time + Ticks(seconds: duration)
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
              "the tracked keyboard is \(FixedPoint.compact(tracked)) pt tall, above the "
              + "\(FixedPoint.compact(announced.height)) pt the last notification gave"))
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
      let posted = trace.entries.contains { entry in
        entry.time >= from && entry.time < to
          && (entry.happening.controllerEvent?.keyboardNotification != nil)
      }
      if !posted {
        found.append(
          StreamCheck(
            kind: .silentDrag, time: from,
            message:
              "the keyboard moved \(FixedPoint.compact(high - low)) pt under the finger and no "
              + "notification posted until it lifted: only per-frame tracking follows it"))
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
