import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Follows one edge of the input bar through one transition, frame by frame, for ``EdgeMotion``:
/// the analysis follows each edge of the bar through each transition with one
/// (``TraceAnalysis/barMotions``).
///
/// Its state is plain numbers (-1 for a frame not reached yet, 0 for an amount not measured yet):
/// it is stepped for every frame of every transition, and optionals or tuples in and out cost
/// more than following the edge.
struct EdgeFollower {
  private let warning: Double
  private let restDuration: Ticks
  /// The longest step between two frames that is still at rest (under the rest speed).
  private let restStep: Double
  private var direction = 0.0
  private var start = 0.0
  private var extreme = 0.0
  private var peak = 0
  private var slowSince = -1
  private var rested = -1
  private var resumeIndex = -1
  private var resumeValue = 0.0
  // The largest reversal so far, from its peak frame to the frame it reached back to.
  private var reversal = 0.0
  private var reversalPeak = 0
  private var reversalBack = 0
  // The largest re-lift so far: the frame it came to rest at, resumed at, and reached.
  private var relift = 0.0
  private var reliftRest = 0
  private var reliftResume = 0
  private var reliftEnd = 0

  /// A follower judging against `thresholds`, for frames `frameDuration` apart.
  init(thresholds: Thresholds, frameDuration: Ticks) {
    warning = thresholds.bounce.warning
    restDuration = thresholds.restDuration
    restStep = thresholds.restSpeed * frameDuration.seconds
  }

  /// Follows the edge from `before` (frame `index - 1`) to `value` (frame `index`) of `frames`.
  ///
  /// - Moving back from the furthest point reached makes a reversal.
  /// - Steps under the rest step for the rest duration, after a travel above the warning, make a
  ///   rest; moving on the same way after it makes a re-lift.
  @inline(__always)
  mutating func step(
    _ index: Int, value: Double, before: Double, frames: UnsafePointer<FrameSample>
  ) {
    let step = value - before
    if direction == 0 {
      if abs(step) > Trace.motionEpsilon {
        direction = step > 0 ? 1 : -1
        start = before
        extreme = value
        peak = index
      }
      return
    }
    // An edge that has not moved since the last frame changes nothing once its slow stretch
    // has begun and its rest has been decided: its retrace and travel are what they were.
    if step == 0 && standingStillChangesNothing { return }
    if (value - extreme) * direction > 0 {
      extreme = value
      peak = index
    }
    let retrace = (extreme - value) * direction
    if retrace > reversal {
      reversal = retrace
      reversalPeak = peak
      reversalBack = index
    }
    if abs(step) < restStep {
      if slowSince < 0 { slowSince = index - 1 }
      if rested < 0, resumeIndex < 0,
        frames[index].time - frames[slowSince].time >= restDuration,
        abs(extreme - start) > warning
      {
        rested = index
      }
    } else {
      slowSince = -1
      if rested >= 0, resumeIndex < 0, step * direction > 0 {
        resumeIndex = index - 1
        resumeValue = before
      }
    }
    if rested >= 0, resumeIndex >= 0 {
      let travel = (value - resumeValue) * direction
      if travel > relift {
        relift = travel
        reliftRest = rested
        reliftResume = resumeIndex
        reliftEnd = index
      }
    }
  }

  /// Follows an edge, whose value in a frame `edge` reads, through `range` of `frames`, in the
  /// frames where the bar's top is visibly on screen in the frame and the one before (only what is
  /// on screen is seen): what ``step(_:value:before:frames:)`` for each of those frames does.
  ///
  /// Most frames need only a glance, and are taken in tight loops instead of a full step: while
  /// the edge moves on beyond its furthest point before any resumption, a step changes only where
  /// that point is and whether the edge is slow (and so, after long enough, at rest); once its
  /// rest is decided, a frame where it stands still changes nothing. Frames that repeat the one
  /// before them (`repeats`, ascending ranges as ``ChoreoTimeline/Trace/unchangedFrames`` names
  /// them) step nowhere: once standing still changes nothing, they are skipped whole.
  @inline(__always)
  mutating func follow(
    through range: Range<Int>, of frames: UnsafePointer<FrameSample>, screenHeight: Double,
    repeats: [Range<Int>], _ edge: (UnsafePointer<FrameSample>) -> Double
  ) {
    var index = range.lowerBound + 1
    let end = range.upperBound
    let limit = screenHeight - Trace.visibleExtent
    var next = 0
    while next < repeats.count && repeats[next].upperBound <= index { next += 1 }
    while index < end {
      let stop = next < repeats.count ? min(max(repeats[next].lowerBound, index), end) : end
      walk(&index, to: stop, of: frames, limit: limit, edge)
      guard index < end, next < repeats.count else { break }
      let repeated = min(repeats[next].upperBound, end)
      while index < repeated && !standingStillChangesNothing {
        walk(&index, to: index + 1, of: frames, limit: limit, edge)
      }
      index = max(index, repeated)
      next += 1
    }
  }

  /// Follows the edge from frame `index` up to `stop`, leaving `index` at `stop`; a frame's bar is
  /// on screen when its top is no lower than `limit`.
  @inline(__always)
  private mutating func walk(
    _ index: inout Int, to stop: Int, of frames: UnsafePointer<FrameSample>, limit: Double,
    _ edge: (UnsafePointer<FrameSample>) -> Double
  ) {
    while index < stop {
      guard frames[index - 1].composerTop <= limit, frames[index].composerTop <= limit else {
        index += 1
        continue
      }
      var value = edge(frames + index)
      step(index, value: value, before: edge(frames + index - 1), frames: frames)
      index += 1
      if direction != 0 && resumeIndex < 0 && value == extreme {
        // Moving on from the furthest point: each such frame is the new furthest point.
        while index < stop, frames[index].composerTop <= limit {
          let next = edge(frames + index)
          let step = next - value
          guard step * direction > 0 else { break }
          if abs(step) >= restStep {
            // A fast step after a rest resumes: the full step measures the re-lift.
            guard rested < 0 else { break }
            slowSince = -1
          } else {
            if slowSince < 0 { slowSince = index - 1 }
            if rested < 0, frames[index].time - frames[slowSince].time >= restDuration,
              abs(next - start) > warning
            {
              rested = index
            }
          }
          value = next
          extreme = next
          peak = index
          index += 1
        }
      }
      if standingStillChangesNothing {
        // Standing still once the rest is decided changes nothing.
        while index < stop, frames[index].composerTop <= limit, edge(frames + index) == value {
          index += 1
        }
      }
    }
  }

  /// Whether a frame in which the edge stands still changes nothing: it has not moved yet, or its
  /// slow stretch has begun and its rest has been decided.
  private var standingStillChangesNothing: Bool {
    direction == 0 || (slowSince >= 0 && (rested >= 0 || resumeIndex >= 0))
  }

  /// What the edge did, and a follower of the same thresholds ready for the next transition.
  mutating func finish() -> EdgeMotion {
    let motion = EdgeMotion(
      reversal: reversal > 0
        ? EdgeMotion.Reversal(magnitude: reversal, peak: reversalPeak, back: reversalBack) : nil,
      relift: relift > 0
        ? EdgeMotion.Relift(
          magnitude: relift, rest: reliftRest, resume: reliftResume, end: reliftEnd) : nil)
    self = EdgeFollower(warning: warning, restDuration: restDuration, restStep: restStep)
    return motion
  }

  private init(warning: Double, restDuration: Ticks, restStep: Double) {
    self.warning = warning
    self.restDuration = restDuration
    self.restStep = restStep
  }
}
