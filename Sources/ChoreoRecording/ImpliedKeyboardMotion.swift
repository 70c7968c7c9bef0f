import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// The keyboard's motion a log's notifications imply: from each notification that announces an
/// animation, the keyboard's docked top moves from where it is to the end frame, along the
/// notification's curve for its duration.
///
/// Curve 7 is the system spring (<doc:PlatformFacts#Keyboard-curve>); curves 0 to 3 are UIKit's
/// ease-in-out, ease-in, ease-out and linear; any other is taken as the keyboard's own curve, as
/// UIKit does; a duration of 0 is an instant step. A notification whose begin frame docks
/// somewhere else than where the motion is puts the keyboard there first: the log says it was
/// there. This is the model's reading of the stream, drawn so that a chart and a page show the
/// keyboard; it is never fitted nor judged as a recording of motion.
struct ImpliedKeyboardMotion {
  /// The posts, in time order.
  let posts: [KeyboardPost]
  /// The screen their frames fit.
  let screen: KeyboardScreen
  /// The device the trace is drawn on.
  let device: Device

  /// Whether any post moves the keyboard on a known screen.
  var drawsAnything: Bool {
    screen.isKnown && posts.contains { $0.announces && target(of: $0) != nil }
  }

  /// Where `post` sends the docked keyboard's top: its end frame's top when it docks, the
  /// screen's bottom when it leaves the screen or the bottom.
  private func target(of post: KeyboardPost) -> Double? {
    guard let end = post.end else { return nil }
    switch screen.place(of: end) {
    case .docked: return end.y
    case .below, .aboveTop, .offSide, .floating, .empty: return device.height
    case .unknown: return nil
    }
  }

  /// `frames` (a trace's samples, 120 Hz from time 0), extended to `end` and with the keyboard
  /// where the posts put it.
  func frames(over frames: [FrameSample], until end: Ticks) -> [FrameSample] {
    var frames = frames
    let rate = RefreshRate.hz120
    if let last = frames.last {
      while frames.count < rate.frame(containing: end) + 1 {
        var next = last
        next.time = rate.time(ofFrame: frames.count)
        frames.append(next)
      }
    }
    let announcing = posts.filter { $0.announces && target(of: $0) != nil }
    var motion = Motion.rest(device.height)
    var next = 0
    let spring = SpringCurve(.systemKeyboard)
    for index in frames.indices {
      let time = frames[index].time
      while next < announcing.count, announcing[next].time <= time {
        let post = announcing[next]
        next += 1
        guard let to = target(of: post) else { continue }
        var from = motion.state(at: post.time)
        if let begin = post.begin, screen.place(of: begin) == .docked,
          abs(begin.y - from.value) > Trace.visibleExtent
        {
          from = (begin.y, 0)
        } else if let begin = post.begin, screen.place(of: begin) == .below, next == 1 {
          from = (device.height, 0)
        }
        let duration = post.duration.flatMap { $0.isFinite ? min(max($0, 0), 10) : nil } ?? 0.25
        if duration == 0 {
          motion = .rest(to)
          continue
        }
        switch post.curve {
        case 0?, 1?, 2?, 3?:
          let curves: [CubicBezier] = [.easeInOut, .easeIn, .easeOut, .linear]
          motion = .eased(
            from: from.value, to: to, start: post.time, duration: Ticks(seconds: duration),
            curve: curves[post.curve ?? 0])
        default:
          motion = .spring(
            from: from.value, to: to, velocity: from.velocity, start: post.time, curve: spring)
        }
      }
      let top = motion.value(at: time)
      frames[index].keyboardTop = top
      frames[index].dockedKeyboardTop = top
    }
    return frames
  }
}
