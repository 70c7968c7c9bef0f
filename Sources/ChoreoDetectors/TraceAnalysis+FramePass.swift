import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

extension TraceAnalysis {
  /// The analysis's one pass over a trace's frames: each frame is compared with the one before
  /// once, for every detector that reads steps or rests.
  ///
  /// Frames are read in place, field by field: a frame sample is large, and copying two per frame
  /// would cost more than the comparisons.
  struct FramePass {
    /// See ``TraceAnalysis/restingRuns``.
    private(set) var restingRuns: [RestingRun] = []
    /// See ``TraceAnalysis/accessoryChanges``.
    private(set) var accessoryChanges: [Int] = []
    /// See ``TraceAnalysis/keyboardFallsUnderStillLayout``.
    private(set) var keyboardFallsUnderStillLayout: [Int] = []
    /// See ``TraceAnalysis/layoutLeaps``.
    private(set) var layoutLeaps: [Int] = []
    /// See ``TraceAnalysis/recordsAppKeyboardVisibility``.
    private(set) var recordsAppKeyboardVisibility = false
    /// The spans of frames in which the docked keyboard's top moves, each from the frame before its
    /// first step to its last step; pauses up to the rest duration do not split a span, a new
    /// keyboard animation (a `will` notification: the suggestion bar's second frame change, a
    /// reversal) does.
    private(set) var keyboardSpans: [Range<Int>] = []

    init(trace: Trace, thresholds: Thresholds, entries: EntryPass) {
      let epsilon = Trace.motionEpsilon
      let keyboardUpLimit = trace.device.height - Trace.visibleExtent
      let frames120 =
        Double(trace.refreshRate.frameDuration.rawValue)
        / Double(RefreshRate.hz120.frameDuration.rawValue)
      let leap = thresholds.snapWarning * frames120
      var starts = KeyboardAnimationStarts(marks: entries.marks, in: trace)
      let pause = thresholds.restDuration
      var resting: [RestingRun] = []
      var spans: [Range<Int>] = []
      var accessory: [Int] = []
      var falls: [Int] = []
      var leaps: [Int] = []
      var records = false
      // Room for what a run usually holds, so that the lists do not grow step by step: a sheet's
      // presentation and dismissal each take tens of frames of long steps.
      resting.reserveCapacity(4)
      spans.reserveCapacity(4)
      leaps.reserveCapacity(min(trace.frames.count, 64))
      trace.frames.withUnsafeBufferPointer { frames in
        guard let first = frames.baseAddress, !frames.isEmpty else { return }
        records = first.pointee.appKeyboardVisible != nil
        // The resting run and the keyboard span under way: -1 when there is none.
        var run = -1
        var runKeyboardUp = false
        var span = -1
        var spanLast = 0
        for index in 1..<frames.count {
          let now = first + index
          let before = now - 1
          let dockedStep = now.pointee.dockedKeyboardTop - before.pointee.dockedKeyboardTop
          let bottomStep = abs(now.pointee.composerBottom - before.pointee.composerBottom)
          let settled = now.pointee.layoutSettled && now.pointee.screenVisible
          if settled && before.pointee.layoutSettled && abs(dockedStep) <= epsilon
            && bottomStep <= epsilon
          {
            let keyboardUp = now.pointee.dockedKeyboardTop <= keyboardUpLimit
            if run >= 0 && keyboardUp != runKeyboardUp {
              resting.append(RestingRun(frames: run..<index, keyboardUp: runKeyboardUp))
              run = -1
            }
            if run < 0 {
              run = index
              runKeyboardUp = keyboardUp
            }
          } else if run >= 0 {
            resting.append(RestingRun(frames: run..<index, keyboardUp: runKeyboardUp))
            run = -1
          }
          if abs(dockedStep) > epsilon {
            if settled && dockedStep > epsilon && bottomStep <= epsilon { falls.append(index) }
            if span >= 0, now.pointee.time - first[spanLast].time <= pause,
              !starts.begins(at: index - 1)
            {
              spanLast = index
            } else {
              if span >= 0 { spans.append(span..<(spanLast + 1)) }
              span = index - 1
              spanLast = index
            }
          }
          if bottomStep > leap { leaps.append(index) }
          if abs(now.pointee.accessoryHeight - before.pointee.accessoryHeight) > epsilon {
            accessory.append(index)
          }
          if !records { records = now.pointee.appKeyboardVisible != nil }
        }
        if run >= 0 {
          resting.append(RestingRun(frames: run..<frames.count, keyboardUp: runKeyboardUp))
        }
        if span >= 0 { spans.append(span..<(spanLast + 1)) }
      }
      restingRuns = resting
      keyboardSpans = spans
      accessoryChanges = accessory
      keyboardFallsUnderStillLayout = falls
      layoutLeaps = leaps
      recordsAppKeyboardVisibility = records
    }

    /// The keyboard spans that visibly travel, each with the frame after which a layout's
    /// response to it is no longer looked for: the next span, the person's next action, or a
    /// second after the span, whichever comes first.
    func keyboardMotions(in trace: Trace, entries: EntryPass) -> [Trace.KeyboardMotion] {
      let frames = trace.frames
      let limit = Ticks(Ticks.perSecond)
      return keyboardSpans.indices.compactMap { number in
        let span = keyboardSpans[number]
        let travel =
          frames[span.upperBound - 1].dockedKeyboardTop - frames[span.lowerBound].dockedKeyboardTop
        guard abs(travel) > Trace.visibleExtent else { return nil }
        var horizon =
          number + 1 < keyboardSpans.count ? keyboardSpans[number + 1].lowerBound : frames.count
        horizon = min(horizon, trace.clampedFrame(frames[span.upperBound - 1].time + limit) + 1)
        let begun = frames[span.lowerBound].time
        if let next = entries.transitionStarts.first(where: { trace.events[$0].time > begun }) {
          horizon = min(
            horizon, max(span.lowerBound + 1, trace.frameIndex(atOrAfter: trace.events[next].time)))
        }
        return Trace.KeyboardMotion(frames: span, travel: travel, responseEnd: horizon)
      }
    }
  }

  /// The frames where keyboard animations start, read in order by a pass over the frames.
  struct KeyboardAnimationStarts {
    private let marks: [EntryMark]
    private let rate: RefreshRate
    private let lastFrame: Int
    private var cursor = 0
    private var frame: Int?

    init(marks: [EntryMark], in trace: Trace) {
      self.marks = marks
      rate = trace.refreshRate
      lastFrame = trace.frames.count - 1
      advance()
    }

    /// Whether an animation starts at frame `index`; indices must be asked in ascending order.
    mutating func begins(at index: Int) -> Bool {
      while let start = frame, start < index { advance() }
      return frame == index
    }

    private mutating func advance() {
      frame = nil
      while cursor < marks.count {
        let mark = marks[cursor]
        cursor += 1
        if mark.kinds.contains(.keyboardAnimationStart) {
          // The frame at or after the notification, clamped into the trace.
          frame = min(max(0, rate.frame(containing: mark.time)), lastFrame)
          return
        }
      }
    }
  }
}
