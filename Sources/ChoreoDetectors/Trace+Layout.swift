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

    /// How long after the keys land a layout's response is still looked for: 1 s, Nielsen's flow
    /// limit (<doc:PlatformFacts#Focus-timeout>), unless the person acts or the keyboard moves
    /// again first.
    public static let responseHorizon = Ticks(milliseconds: 1000)
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
  @inline(__always)
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
  @inline(__always)
  static func isDockedKeyboardUp(_ frame: FrameSample, screenHeight: Double) -> Bool {
    isOnScreen(top: frame.dockedKeyboardTop, screenHeight: screenHeight)
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
    frames.withUnsafeBufferPointer { frames in
      var episodes = EpisodeTracker(frames: frames, lasting: minimum)
      for index in indices { episodes.record(amount(index), at: index) }
      return episodes.finish()
    }
  }
}

/// Builds the episodes of a layout condition from the frames where it is measured, in ascending
/// order: consecutive frames with an amount make one episode, kept if it lasts long enough.
///
/// A detector's loop feeds it frame by frame, so that the amount is worked out in the loop, in
/// place, rather than through a closure that would copy each frame.
struct EpisodeTracker {
  private let frames: UnsafeBufferPointer<FrameSample>
  private let minimum: Ticks
  private var episodes: [Trace.Episode] = []
  // The episode under way, as plain values: `start` is -1 when there is none.
  private var start = -1
  private var end = 0
  private var peak = 0
  private var largest = 0.0

  /// A tracker of episodes in `frames` lasting at least `minimum`.
  init(frames: UnsafeBufferPointer<FrameSample>, lasting minimum: Ticks) {
    self.frames = frames
    self.minimum = minimum
  }

  /// Takes frame `index`, where the condition measures `amount` (nil: it does not hold); a frame
  /// not right after the last one recorded ends the episode under way.
  @inline(__always)
  mutating func record(_ amount: Double?, at index: Int) {
    if start >= 0, end != index { close() }
    guard let amount else {
      if start >= 0 { close() }
      return
    }
    if start < 0 {
      start = index
      peak = index
      largest = amount
    } else if amount > largest {
      largest = amount
      peak = index
    }
    end = index + 1
  }

  /// The episodes, in order, once every frame has been recorded.
  mutating func finish() -> [Trace.Episode] {
    if start >= 0 { close() }
    return episodes
  }

  private mutating func close() {
    if frames[end - 1].time - frames[start].time >= minimum {
      episodes.append(Trace.Episode(frames: start..<end, peak: peak, amount: largest))
    }
    start = -1
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
  /// Only the resting frames (``restingRuns``) with the docked keyboard up (`keyboardUp` true),
  /// down (false) or either (nil) are looked at, in place. It is inlined into each detector, so
  /// that `amount` is too.
  @inline(__always)
  func settledFindings(
    _ detector: DetectorID, keyboardUp: Bool?, quantities: [FrameSample.Quantity],
    message: (Double) -> String, amount: (FrameSample) -> Double?
  ) -> [Finding] {
    guard !restingRuns.isEmpty else { return [] }
    let warning = thresholds.settled.warning
    let episodes = trace.frames.withUnsafeBufferPointer { buffer -> [Trace.Episode] in
      guard let frames = buffer.baseAddress else { return [] }
      let runs = restingRuns.lazy.filter { keyboardUp == nil || $0.keyboardUp == keyboardUp }
      // Most runs have no frame over the warning: a plain scan says so before any episode is
      // followed.
      var over = false
      let repeats = trace.unchangedFrames
      var next = 0
      for run in runs {
        var index = run.frames.lowerBound
        while index < run.frames.upperBound {
          if (amount(frames[index]) ?? warning) > warning {
            over = true
            break
          }
          index += 1
          // The frames that repeat this one measure what it did.
          while next < repeats.count, repeats[next].upperBound <= index { next += 1 }
          if next < repeats.count, repeats[next].lowerBound <= index {
            index = min(repeats[next].upperBound, run.frames.upperBound)
          }
        }
        if over { break }
      }
      guard over else { return [] }
      var episodes = EpisodeTracker(frames: buffer, lasting: thresholds.restDuration)
      for run in runs {
        for index in run.frames {
          let size = amount(frames[index])
          episodes.record(size.flatMap { $0 > warning ? $0 : nil }, at: index)
        }
      }
      return episodes.finish()
    }
    return episodes.compactMap { episode in
      guard let severity = thresholds.settled.severity(of: episode.amount) else { return nil }
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
