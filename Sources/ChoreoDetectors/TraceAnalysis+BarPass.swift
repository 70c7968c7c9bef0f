import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

extension TraceAnalysis {
  /// The bar's motion through each window the app moves it in (``BarMotion``): its two edges are
  /// followed through the window's judged frames, one edge at a time.
  ///
  /// One edge at a time: the two edges' state together does not fit in registers, and a loop over
  /// one edge reads two numbers a frame.
  static func barMotions(
    of windows: [Trace.TransitionWindow], in trace: Trace, thresholds: Thresholds
  ) -> [BarMotion] {
    var motions: [BarMotion] = []
    motions.reserveCapacity(windows.count)
    let height = trace.device.height
    let repeats = trace.unchangedFrames
    var follower = EdgeFollower(
      thresholds: thresholds, frameDuration: trace.refreshRate.frameDuration)
    trace.frames.withUnsafeBufferPointer { buffer in
      guard let frames = buffer.baseAddress else { return }
      for position in windows.indices {
        guard let range = BarMotion.judgedFrames(of: windows[position], in: trace) else {
          continue
        }
        follower.follow(through: range, of: frames, screenHeight: height, repeats: repeats) {
          $0.pointee.composerBottom
        }
        let bottom = follower.finish()
        follower.follow(through: range, of: frames, screenHeight: height, repeats: repeats) {
          $0.pointee.composerTop
        }
        let top = follower.finish()
        motions.append(BarMotion(window: position, frames: range, bottom: bottom, top: top))
      }
    }
    return motions
  }
}
