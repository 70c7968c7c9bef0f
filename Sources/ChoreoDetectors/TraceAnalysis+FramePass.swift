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
      let height = trace.device.height
      let leap = thresholds.snap.warning * trace.framesOf120Hz
      var resting = RestingRuns()
      var spans = KeyboardSpans(
        pause: thresholds.restDuration,
        starts: KeyboardAnimationStarts(marks: entries.marks, in: trace))
      var accessory: [Int] = []
      var falls: [Int] = []
      // Room for what a run usually holds, so that the list does not grow step by step: a sheet's
      // presentation and dismissal each take tens of frames of long steps.
      var leaps: [Int] = []
      leaps.reserveCapacity(min(trace.frames.count, 64))
      var records = false
      trace.frames.withUnsafeBufferPointer { frames in
        guard let first = frames.baseAddress, !frames.isEmpty else { return }
        records = first.pointee.appKeyboardVisible != nil
        // The frames between repeats one by one, then each run of repeats at once.
        let repeats = trace.unchangedFrames
        var next = 0
        var index = 1
        while index < frames.count {
          let stop =
            next < repeats.count ? min(repeats[next].lowerBound, frames.count) : frames.count
          while index < stop {
            let now = first + index
            let before = now - 1
            let dockedStep = now.pointee.dockedKeyboardTop - before.pointee.dockedKeyboardTop
            let bottomStep = abs(now.pointee.composerBottom - before.pointee.composerBottom)
            let settled = now.pointee.layoutSettled && now.pointee.screenVisible
            // A frame whose container moves cannot rest: most frames are turned away on that.
            if settled {
              resting.visit(now, after: before, at: index, screenHeight: height)
            } else {
              resting.end(at: index)
            }
            if abs(dockedStep) > epsilon {
              if settled && dockedStep > epsilon && bottomStep <= epsilon { falls.append(index) }
              spans.step(at: index, in: first)
            }
            if bottomStep > leap && Trace.isBarInView(now.pointee, screenHeight: height)
              && Trace.isBarInView(before.pointee, screenHeight: height)
            {
              leaps.append(index)
            }
            if abs(now.pointee.accessoryHeight - before.pointee.accessoryHeight) > epsilon {
              accessory.append(index)
            }
            if !records { records = now.pointee.appKeyboardVisible != nil }
            index += 1
            guard let up = resting.keyboardUpUnderWay else { continue }
            // At rest, the frames that go on resting with the keyboard as it was, and change
            // nothing else, only lengthen the run.
            while index < stop,
              Self.goesOnResting(
                first + index, keyboardUp: up, epsilon: epsilon, leap: leap, screenHeight: height,
                records: records)
            {
              index += 1
            }
          }
          guard next < repeats.count, index < frames.count else { break }
          // Frames that repeat the one before them step nowhere, and rest where it does.
          let shown = first + index - 1
          resting.visit(shown, after: shown, at: index, screenHeight: height)
          index = max(index, min(repeats[next].upperBound, frames.count))
          next += 1
        }
        resting.end(at: frames.count)
      }
      restingRuns = resting.runs
      keyboardSpans = spans.finish()
      accessoryChanges = accessory
      keyboardFallsUnderStillLayout = falls
      layoutLeaps = leaps
      recordsAppKeyboardVisibility = records
    }

    /// Whether `frame`, the frame after one at rest with the docked keyboard up or not
    /// (`keyboardUp`), rests with the keyboard as it was and changes nothing else the pass looks
    /// for: no leap of the layout (over `leap`), no step of the accessory (over `epsilon`), and no
    /// app keyboard visibility unless it is already `records`.
    @inline(__always)
    private static func goesOnResting(
      _ frame: UnsafePointer<FrameSample>, keyboardUp up: Bool, epsilon: Double, leap: Double,
      screenHeight: Double, records: Bool
    ) -> Bool {
      let before = frame - 1
      // At rest, the keyboard and the layout step no farther than `epsilon`: no fall, no span.
      return Trace.isLayoutAtRest(frame.pointee, after: before.pointee)
        && abs(frame.pointee.composerBottom - before.pointee.composerBottom) <= leap
        && abs(frame.pointee.accessoryHeight - before.pointee.accessoryHeight) <= epsilon
        && Trace.isDockedKeyboardUp(frame.pointee, screenHeight: screenHeight) == up
        && (records || frame.pointee.appKeyboardVisible == nil)
    }

    /// The keyboard spans that visibly travel, each with the frame after which a layout's
    /// response to it is no longer looked for: the next span, the person's next action, or a
    /// second after the span, whichever comes first.
    func keyboardMotions(in trace: Trace, entries: EntryPass) -> [Trace.KeyboardMotion] {
      guard !keyboardSpans.isEmpty else { return [] }
      let limit = Trace.KeyboardMotion.responseHorizon
      var motions: [Trace.KeyboardMotion] = []
      motions.reserveCapacity(keyboardSpans.count)
      trace.frames.withUnsafeBufferPointer { frames in
        for (number, span) in keyboardSpans.enumerated() {
          let (first, last) = (frames[span.lowerBound], frames[span.upperBound - 1])
          let travel = last.dockedKeyboardTop - first.dockedKeyboardTop
          guard abs(travel) > Trace.visibleExtent else { continue }
          var horizon =
            number + 1 < keyboardSpans.count ? keyboardSpans[number + 1].lowerBound : frames.count
          horizon = min(horizon, trace.clampedFrame(last.time + limit) + 1)
          if let next = entries.transitionStarts.first(where: { $0.time > first.time }) {
            horizon = min(horizon, max(span.lowerBound + 1, trace.frameIndex(atOrAfter: next.time)))
          }
          motions.append(Trace.KeyboardMotion(frames: span, travel: travel, responseEnd: horizon))
        }
      }
      return motions
    }
  }

  /// The runs of resting frames, built frame by frame in ascending order.
  struct RestingRuns {
    private(set) var runs: [RestingRun] = []
    /// The first frame of the run under way, or -1.
    private var start = -1
    private var keyboardUp = false

    init() { runs.reserveCapacity(4) }

    /// Whether a docked keyboard is up in the run under way; `nil` when no run is under way.
    var keyboardUpUnderWay: Bool? { start >= 0 ? keyboardUp : nil }

    /// Frame `index`, read in place (`frame`, after `previous`), rests or not
    /// (``ChoreoTimeline/Trace/isLayoutAtRest(at:)``).
    @inline(__always)
    mutating func visit(
      _ frame: UnsafePointer<FrameSample>, after previous: UnsafePointer<FrameSample>,
      at index: Int, screenHeight: Double
    ) {
      if Trace.isLayoutAtRest(frame.pointee, after: previous.pointee) {
        rest(
          at: index, keyboardUp: Trace.isDockedKeyboardUp(frame.pointee, screenHeight: screenHeight)
        )
      } else {
        end(at: index)
      }
    }

    /// Frame `index` rests, with the docked keyboard up or not: it extends the run under way, or
    /// starts one when there is none or the keyboard changed.
    @inline(__always)
    mutating func rest(at index: Int, keyboardUp up: Bool) {
      if start >= 0 && up != keyboardUp { end(at: index) }
      if start < 0 {
        start = index
        keyboardUp = up
      }
    }

    /// Frame `index` does not rest (or the frames end there): the run under way ends before it.
    @inline(__always)
    mutating func end(at index: Int) {
      guard start >= 0 else { return }
      runs.append(RestingRun(frames: start..<index, keyboardUp: keyboardUp))
      start = -1
    }
  }

  /// The docked keyboard's motions, built from the frames where it steps, in ascending order.
  struct KeyboardSpans {
    private var spans: [Range<Int>] = []
    private let pause: Ticks
    private var starts: KeyboardAnimationStarts
    /// The frame before the span's first step, or -1 when no span is under way.
    private var first = -1
    private var last = 0

    init(pause: Ticks, starts: KeyboardAnimationStarts) {
      self.pause = pause
      self.starts = starts
      spans.reserveCapacity(4)
    }

    /// The keyboard steps into frame `index` of `frames`: the span under way goes on through a
    /// pause up to ``pause``, unless a keyboard animation starts; otherwise a new one begins.
    @inline(__always)
    mutating func step(at index: Int, in frames: UnsafePointer<FrameSample>) {
      if first >= 0, frames[index].time - frames[last].time <= pause,
        !starts.begins(at: index - 1)
      {
        last = index
      } else {
        if first >= 0 { spans.append(first..<(last + 1)) }
        first = index - 1
        last = index
      }
    }

    /// The spans, once every frame has been stepped.
    mutating func finish() -> [Range<Int>] {
      if first >= 0 { spans.append(first..<(last + 1)) }
      first = -1
      return spans
    }
  }

  /// The frames where keyboard animations start, read in order by a pass over the frames.
  struct KeyboardAnimationStarts {
    private let marks: [EntryMark]
    // The trace's rate and length, not the trace: a copy of it retains all it holds.
    private let rate: RefreshRate
    private let frameCount: Int
    private var cursor = 0
    private var frame: Int?

    init(marks: [EntryMark], in trace: Trace) {
      self.marks = marks
      rate = trace.refreshRate
      frameCount = trace.frames.count
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
          frame = Trace.clampedFrame(mark.time, rate: rate, count: frameCount)
          return
        }
      }
    }
  }
}
