import ChoreoCore
import ChoreoTimeline

extension TraceAnalysis {
  /// The runs of consecutive frames where the layout rests, each with the docked keyboard up or
  /// down throughout: a change of the keyboard starts a new run.
  static func restingRuns(in trace: Trace) -> [RestingRun] {
    var runs: [RestingRun] = []
    for index in trace.frames.indices.dropFirst() where trace.isLayoutAtRest(at: index) {
      let up = trace.isDockedKeyboardUp(at: index)
      if let last = runs.last, last.frames.upperBound == index, last.keyboardUp == up {
        runs[runs.count - 1].frames = last.frames.lowerBound..<(index + 1)
      } else {
        runs.append(RestingRun(frames: index..<(index + 1), keyboardUp: up))
      }
    }
    return runs
  }

  /// The docked keyboard's motions that visibly travel, each with the frame after which a
  /// layout's response to it is no longer looked for: the next motion, the person's next action,
  /// or ``ChoreoTimeline/Trace/KeyboardMotion/responseHorizon`` after it, whichever comes first.
  static func keyboardMotions(
    in trace: Trace, pause: Ticks, entries: EntryPass
  ) -> [Trace.KeyboardMotion] {
    let spans = keyboardSpans(in: trace, pause: pause, entries: entries)
    let frames = trace.frames
    return spans.indices.compactMap { number in
      let span = spans[number]
      let (first, last) = (frames[span.lowerBound], frames[span.upperBound - 1])
      let travel = last.dockedKeyboardTop - first.dockedKeyboardTop
      guard abs(travel) > Trace.visibleExtent else { return nil }
      var horizon = number + 1 < spans.count ? spans[number + 1].lowerBound : frames.count
      horizon = min(
        horizon, trace.clampedFrame(last.time + Trace.KeyboardMotion.responseHorizon) + 1)
      if let next = entries.transitionStarts.first(where: { $0.time > first.time }) {
        horizon = min(horizon, max(span.lowerBound + 1, trace.frameIndex(atOrAfter: next.time)))
      }
      return Trace.KeyboardMotion(frames: span, travel: travel, responseEnd: horizon)
    }
  }

  /// The spans of frames in which the docked keyboard's top moves, each from the frame before its
  /// first step to its last step; pauses up to `pause` do not split a span, a new keyboard
  /// animation (a `will` notification: the suggestion bar's second frame change, a reversal)
  /// does.
  private static func keyboardSpans(
    in trace: Trace, pause: Ticks, entries: EntryPass
  ) -> [Range<Int>] {
    let frames = trace.frames
    let animationStarts = Set(
      entries.marks.filter { $0.kinds.contains(.keyboardAnimationStart) }.map {
        trace.clampedFrame($0.time)
      })
    var spans: [Range<Int>] = []
    for index in frames.indices.dropFirst()
    where abs(frames[index].dockedKeyboardTop - frames[index - 1].dockedKeyboardTop)
      > Trace.motionEpsilon
    {
      if let last = spans.last, frames[index].time - frames[last.upperBound - 1].time <= pause,
        !animationStarts.contains(index - 1)
      {
        spans[spans.count - 1] = last.lowerBound..<(index + 1)
      } else {
        spans.append((index - 1)..<(index + 1))
      }
    }
    return spans
  }
}
