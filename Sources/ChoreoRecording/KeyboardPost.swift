import ChoreoCore
import ChoreoMachine
import ChoreoTimeline

/// One keyboard notification as a recording or a log shows it: its name when printed, where and
/// when it was printed, and whatever of its userInfo the log holds.
///
/// A printed log can hold a payload without its notification's name (`print(notification
/// .userInfo)`), a name without its payload, and either without a time; the stream's checks
/// read what each post holds and say what it lacks.
public struct KeyboardPost: Hashable, Sendable {
  /// The notification's name, or `nil` when the log prints the payload alone.
  public var name: ControllerEvent.Kind?
  /// The 1-based line the log prints it on, when it comes from a log.
  public var line: Int?
  /// When it was posted.
  public var time: Ticks
  /// Where the keyboard starts.
  public var begin: Rect?
  /// Where the keyboard ends.
  public var end: Rect?
  /// The animation's duration in seconds.
  public var duration: Double?
  /// The animation's raw curve.
  public var curve: Int?

  /// A post with every field given.
  public init(
    name: ControllerEvent.Kind?, line: Int?, time: Ticks, begin: Rect?, end: Rect?,
    duration: Double?, curve: Int?
  ) {
    self.name = name
    self.line = line
    self.time = time
    self.begin = begin
    self.end = end
    self.duration = duration
    self.curve = curve
  }

  /// The keyboard notifications of `trace`, with their payloads: a recording's or a simulated
  /// run's, where every notification has its name and its frames.
  public static func posts(in trace: Trace) -> [KeyboardPost] {
    trace.entries.compactMap { entry in
      guard case .event(let event) = entry.happening, let note = event.keyboardNotification else {
        return nil
      }
      return KeyboardPost(
        name: event.kind, line: nil, time: entry.time, begin: note.beginFrame, end: note.endFrame,
        duration: note.duration, curve: note.curve)
    }
  }

  /// Whether the post announces an animation: a `will` notification, or a payload whose name
  /// the log does not print (most apps print the payloads of the `will` notifications they
  /// observe).
  public var announces: Bool { name.map(\.isWill) ?? true }

  /// The name as a report says it: `keyboardWillShow`, or `a notification (name unknown)`.
  public var title: String { name.map(\.name) ?? "a notification (name unknown)" }

  /// What the post's frames show the keyboard doing on `screen`, when they show it.
  public func change(on screen: KeyboardScreen) -> Change? {
    guard let end else { return nil }
    let endPlace = screen.place(of: end)
    if endPlace == .aboveTop || endPlace == .floating { return .undock }
    guard let begin else {
      return endPlace == .below || endPlace == .offSide ? .hide : nil
    }
    let beginPlace = screen.place(of: begin)
    if beginPlace == .unknown || endPlace == .unknown {
      // Without the screen, the frames still tell a show (the begin frame sits where the end
      // frame's bottom is), a hide, or a change of a docked keyboard's height.
      switch (beginPlace, endPlace) {
      case (.offSide, _): return .show
      case (_, .offSide): return .hide
      default: break
      }
      if abs(begin.y - end.maxY) < 0.5 { return .show }
      if abs(end.y - begin.maxY) < 0.5 { return .hide }
      if abs(begin.maxY - end.maxY) < 0.5 {
        return abs(begin.height - end.height) > Trace.visibleExtent
          ? .height(from: begin.height, to: end.height) : .unchanged
      }
      return nil
    }
    switch (beginPlace, endPlace) {
    case (.below, .docked), (.offSide, .docked): return .show
    case (.docked, .below), (.docked, .offSide): return .hide
    case (.docked, .docked):
      let from = screen.height.map { $0 - begin.y } ?? begin.height
      let to = screen.height.map { $0 - end.y } ?? end.height
      return abs(from - to) > Trace.visibleExtent ? .height(from: from, to: to) : .unchanged
    case (_, .aboveTop), (_, .floating): return .undock
    default: return nil
    }
  }

  /// What a post's frames show.
  public enum Change: Hashable, Sendable, CustomStringConvertible {
    /// The keyboard comes onto the screen.
    case show
    /// It leaves the screen.
    case hide
    /// It stays docked and changes height, in points.
    case height(from: Double, to: Double)
    /// It stays where it is.
    case unchanged
    /// It leaves the bottom: undocked, split or floating.
    case undock

    /// `a show`, `a change of height, 216 to 258 pt (+42 pt)`.
    public var description: String {
      switch self {
      case .show: "a show"
      case .hide: "a hide"
      case .height(let from, let to):
        "a change of height, \(FixedPoint.compact(from)) to \(FixedPoint.compact(to)) pt "
          + "(\(to > from ? "+" : "")\(FixedPoint.compact(to - from)) pt)"
      case .unchanged: "no change"
      case .undock: "an undock, split or float"
      }
    }
  }
}

/// The screen a log's keyboard frames fit, as far as they tell it.
///
/// Only a frame that docks at the bottom tells the screen: one that reaches from somewhere on the
/// screen down to its bottom edge, across its whole width from the left. A frame above the top
/// (a split or undocked iPad keyboard, `y < 0`), off a side (an iPad in landscape reports
/// unrotated frames), or in the middle (a floating keyboard) decides nothing.
public struct KeyboardScreen: Hashable, Sendable {
  /// The screen's width, when a docked frame tells it.
  public var width: Double?
  /// The screen's height, when a docked frame tells it.
  public var height: Double?

  /// A screen of known size.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Whether a docked frame told the screen's size.
  public var isKnown: Bool { width != nil && height != nil }

  /// The screen `frames` tell: the bottom edge most frames either reach (docked) or start at
  /// (just below the screen, where a show begins and a hide ends; a frame of no height, as a
  /// hardware keyboard's, lies there too), among frames that start at the left edge, below the
  /// top; known only when at least one frame with a height docks there.
  public static func inferred(from frames: [Rect]) -> KeyboardScreen {
    let placed = frames.filter { $0.x == 0 && $0.y > 0 && $0.height >= 0 && $0.width > 0 }
    let candidates = placed.filter { $0.height > 0 }
    var votes: [Double: Int] = [:]
    for frame in candidates {
      votes[frame.maxY, default: 0] += 1
    }
    for frame in placed {
      votes[frame.y, default: 0] += 1
    }
    // Of bottoms as common as each other, the larger (a frame below the screen starts where a
    // docked one ends). One frame alone cannot tell a docked keyboard from one below the screen:
    // a bottom needs two frames.
    let ranked = votes.filter { $0.value >= 2 }.sorted { ($0.value, $0.key) > ($1.value, $1.key) }
    for (bottom, _) in ranked {
      if let docked = candidates.first(where: { abs($0.maxY - bottom) < 0.5 && $0.y < bottom }) {
        return KeyboardScreen(width: docked.width, height: bottom)
      }
    }
    return KeyboardScreen(width: nil, height: nil)
  }

  /// Where a frame is on this screen.
  public enum Place: Hashable, Sendable {
    /// From somewhere on the screen down to its bottom edge.
    case docked
    /// At or below the bottom edge: off screen.
    case below
    /// Above the top edge.
    case aboveTop
    /// Off the left or right side.
    case offSide
    /// On the screen, but not reaching its bottom.
    case floating
    /// The frame has no height.
    case empty
    /// The screen is not known well enough to say.
    case unknown
  }

  /// Where `frame` is on this screen.
  public func place(of frame: Rect) -> Place {
    if frame.maxY <= 0 || frame.y < 0 { return .aboveTop }
    if frame.maxX <= 0 || width.map({ frame.x >= $0 }) == true { return .offSide }
    guard let height else { return frame.height <= 0 ? .empty : .unknown }
    if frame.y >= height - Trace.visibleExtent { return .below }
    if frame.height <= 0 { return .empty }
    return abs(frame.maxY - height) <= Trace.visibleExtent ? .docked : .floating
  }
}
