import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// How the input bar's two edges moved through one transition: for each, the largest reversal and
/// the largest re-lift, as the analysis followed them (`bounce` grades them).
///
/// An edge is followed through the frames the app moves the bar in (``frames``), while the bar's
/// top is visibly on screen in a frame and the one before it.
public struct BarMotion: Sendable, Equatable {
  /// The position of the transition in ``TraceAnalysis/windows``.
  public var window: Int
  /// The frames followed: the window's, from a drag's release when a finger opened it.
  public var frames: Range<Int>
  /// The bar's bottom edge.
  public var bottom: EdgeMotion
  /// The bar's top edge, its accessories included.
  public var top: EdgeMotion

  /// The frames of `window` in which the app, not a finger, moves the bar: a drag is judged from
  /// its release, and a cancelled dismiss drag not at all (the system springs the sheet back with
  /// the finger's velocity, which carries it on before it returns); `nil` when none are.
  static func judgedFrames(of window: Trace.TransitionWindow, in trace: Trace) -> Range<Int>? {
    guard let opener = window.opener, let duration = opener.action.fingerDuration else {
      return window.frames
    }
    if case .dragDismiss(_, _, false) = opener.action { return nil }
    let release = trace.frameIndex(atOrAfter: opener.entry.time + duration)
    return min(release, window.frames.upperBound)..<window.frames.upperBound
  }
}
