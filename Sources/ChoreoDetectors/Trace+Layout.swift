import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Layout queries over a trace's frames, shared by the detectors that judge how an app's layout
/// follows the keyboard (<doc:ThePattern#Keeping-the-field-above-the-keys> and
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>).
///
/// One reference line serves them all: with its container at rest, the layout's bottom belongs at
/// its rest position or at the docked keyboard's top, whichever is higher on screen.
extension Trace {
  /// A run of consecutive frames over which a layout condition held, with its largest amount.
  public struct Episode: Sendable, Equatable {
    /// The frames over which the condition held.
    public var frames: Range<Int>
    /// The frame where the amount peaked.
    public var peak: Int
    /// The largest amount.
    public var amount: Double
  }

  /// One motion of the docked keyboard, and how long a layout's response to it is looked for.
  public struct KeyboardMotion: Sendable, Equatable {
    /// From the frame before the keyboard's first step to its last step.
    public var frames: Range<Int>
    /// Signed travel of the docked keyboard's top (negative: up).
    public var travel: Double
    /// The first frame no longer looked at for the layout's response (exclusive).
    public var responseEnd: Int
  }

  /// Where the layout's bottom belongs in frame `index`.
  public func expectedLayoutBottom(at index: Int) -> Double {
    frames[index].expectedLayoutBottom
  }

  /// Whether `quantity` changed visibly from the previous frame to frame `index`.
  public func moved(_ quantity: FrameSample.Quantity, at index: Int) -> Bool {
    index > 0 && abs(frames[index][quantity] - frames[index - 1][quantity]) > Self.motionEpsilon
  }

  /// Whether frame `index` can be judged for a settled layout: the container is at rest, the
  /// app's screen is on display, and neither the docked keyboard nor the layout moved into it.
  public func isLayoutAtRest(at index: Int) -> Bool {
    index > 0 && Self.isLayoutAtRest(frames[index], after: frames[index - 1])
  }

  /// Whether `frame`, following `previous`, can be judged for a settled layout.
  static func isLayoutAtRest(_ frame: FrameSample, after previous: FrameSample) -> Bool {
    frame.layoutSettled && frame.screenVisible && previous.layoutSettled
      && abs(frame.dockedKeyboardTop - previous.dockedKeyboardTop) <= motionEpsilon
      && abs(frame.composerBottom - previous.composerBottom) <= motionEpsilon
  }

  /// Whether a docked keyboard is visibly on screen in frame `index`.
  public func isDockedKeyboardUp(at index: Int) -> Bool {
    Self.isDockedKeyboardUp(frames[index], screenHeight: device.height)
  }

  /// Whether a docked keyboard is visibly on screen in `frame`, on a screen `screenHeight` tall.
  static func isDockedKeyboardUp(_ frame: FrameSample, screenHeight: Double) -> Bool {
    frame.dockedKeyboardTop <= screenHeight - visibleExtent
  }

  /// The runs of frames where `amount` returns a value, each lasting at least `minimum`.
  public func episodes(lasting minimum: Ticks, _ amount: (Int) -> Double?) -> [Episode] {
    episodes(over: frames.indices, lasting: minimum, amount)
  }

  /// The runs of consecutive frames among `indices` (ascending) where `amount` returns a value,
  /// each lasting at least `minimum`; a frame missing from `indices` ends a run.
  public func episodes<Indices: Sequence<Int>>(
    over indices: Indices, lasting minimum: Ticks, _ amount: (Int) -> Double?
  ) -> [Episode] {
    var result: [Episode] = []
    var current: Episode?
    func close() {
      if let episode = current,
        frames[episode.frames.upperBound - 1].time - frames[episode.frames.lowerBound].time
          >= minimum
      {
        result.append(episode)
      }
      current = nil
    }
    for index in indices {
      if let episode = current, episode.frames.upperBound != index { close() }
      guard let value = amount(index) else {
        close()
        continue
      }
      if var episode = current {
        episode.frames = episode.frames.lowerBound..<(index + 1)
        if value > episode.amount {
          episode.amount = value
          episode.peak = index
        }
        current = episode
      } else {
        current = Episode(frames: index..<(index + 1), peak: index, amount: value)
      }
    }
    close()
    return result
  }

  /// The spans of frames in which the docked keyboard's top moves, each from the frame before its
  /// first step to its last step.
  ///
  /// Pauses shorter than `pause` do not split a span; a new keyboard animation (a `will`
  /// notification: the suggestion bar's second frame change, a reversal) does.
  public func dockedKeyboardMotions(pause: Ticks) -> [Range<Int>] {
    // The frames where a keyboard animation starts, ascending (events are in time order).
    let starts = positions {
      switch $0.happening {
      case .event(.keyboardWillShow), .event(.keyboardWillChangeFrame),
        .event(.keyboardWillHide):
        true
      default: false
      }
    }.map { clampedFrame(events[$0].time) }
    var nextStart = 0
    var spans: [Range<Int>] = []
    var start: Int?
    var last = 0
    // Frames are read in place: a frame sample is large, and most frames are only compared.
    frames.withUnsafeBufferPointer { frames in
      for index in frames.indices.dropFirst()
      where abs(frames[index].dockedKeyboardTop - frames[index - 1].dockedKeyboardTop)
        > Self.motionEpsilon
      {
        while nextStart < starts.count && starts[nextStart] < index - 1 { nextStart += 1 }
        let animationStarts = nextStart < starts.count && starts[nextStart] == index - 1
        if let begun = start, frames[index].time - frames[last].time <= pause, !animationStarts {
          last = index
          start = begun
        } else {
          if let begun = start { spans.append(begun..<(last + 1)) }
          start = index - 1
          last = index
        }
      }
    }
    if let begun = start { spans.append(begun..<(last + 1)) }
    return spans
  }

  /// The frame after which a layout's response to the keyboard motion `span` is no longer looked
  /// for: the next keyboard motion, the person's next action, or `limit` after the span, whichever
  /// comes first.
  ///
  /// `motions` are the trace's keyboard motions, `number` the span's.
  func responseHorizon(of number: Int, in motions: [Range<Int>], limit: Ticks) -> Int {
    let span = motions[number]
    var horizon = number + 1 < motions.count ? motions[number + 1].lowerBound : frames.count
    horizon = min(horizon, clampedFrame(frames[span.upperBound - 1].time + limit) + 1)
    let begun = frames[span.lowerBound].time
    if let next = events.first(where: { entry in
      guard case .user(let action) = entry.happening else { return false }
      return action.startsTransition && entry.time > begun && !isIgnored(entry.id)
    }) {
      horizon = min(horizon, max(span.lowerBound + 1, frameIndex(atOrAfter: next.time)))
    }
    return horizon
  }
}

extension FrameSample {
  /// Where the layout's bottom belongs in this frame: at its rest position or at the docked
  /// keyboard's top, whichever is higher on screen.
  public var expectedLayoutBottom: Double { min(restBottom, dockedKeyboardTop) }
}

extension TraceAnalysis {
  /// Findings for a layout condition judged on settled frames: `amount` gives the size of the
  /// problem in a frame (nil when the condition does not apply), and a frame has the problem
  /// when that size is above ``Thresholds/settledWarning``; each episode of such frames lasting
  /// at least ``Thresholds/restDuration`` becomes one finding graded on the settled thresholds.
  ///
  /// Only the frames in `indices` (resting frames, from ``TraceAnalysis``) are looked at, in
  /// place. It is inlined into each detector, so that `amount` is too.
  @inline(__always)
  func settledFindings(
    _ detector: DetectorID, over indices: [Int], quantities: [FrameSample.Quantity],
    message: (Double) -> String, amount: (FrameSample) -> Double?
  ) -> [Finding] {
    let warning = thresholds.settledWarning
    let episodes = trace.frames.withUnsafeBufferPointer { frames in
      trace.episodes(over: indices, lasting: thresholds.restDuration) { index in
        guard let size = amount(frames[index]), size > warning else { return nil }
        return size
      }
    }
    return episodes.compactMap { episode in
      guard let severity = thresholds.settledSeverity(episode.amount) else { return nil }
      return Finding(
        detector: detector, severity: severity, time: trace.frames[episode.frames.lowerBound].time,
        magnitude: episode.amount, unit: "pt", message: message(episode.amount),
        evidence: Evidence(samples: quantities.map { trace.sample($0, at: episode.peak) }))
    }
  }
}

extension TraceAnalysis {
  /// `message`, followed by what made a `symptom` of `amount` points when the trace's layout
  /// terms explain it: `…: the tab bar's 49 pt and the bottom safe area's 34 pt, already below
  /// this view, counted again`.
  func explaining(_ symptom: LayoutTerm.Symptom, amount: Double, _ message: String) -> String {
    guard let cause = LayoutTerm.cause(of: symptom, amount: amount, among: trace.layoutTerms)
    else { return message }
    return message + ": " + cause
  }
}
