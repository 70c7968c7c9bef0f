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

  /// `value`, a position on screen in frame `index`, in the frame of the layout's container as
  /// it stood in frame `start`: what the container's own motion since then does not explain.
  ///
  /// A sheet still rising or settling carries the layout and where it belongs alike; in this
  /// frame a layout that keeps its place in the sheet stands still.
  public func inContainer(_ value: Double, at index: Int, since start: Int) -> Double {
    value - (frames[index].restBottom - frames[start].restBottom)
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
    var episodes: [Episode] = []
    var current: Episode?
    var end = 0
    func close() {
      if let episode = current,
        frames[episode.frames.upperBound - 1].time - frames[episode.frames.lowerBound].time
          >= minimum
      {
        episodes.append(episode)
      }
      current = nil
    }
    for index in indices {
      if current != nil, end != index { close() }
      guard let size = amount(index) else {
        close()
        continue
      }
      if var episode = current {
        if size > episode.amount { (episode.amount, episode.peak) = (size, index) }
        episode.frames = episode.frames.lowerBound..<(index + 1)
        current = episode
      } else {
        current = Episode(frames: index..<(index + 1), peak: index, amount: size)
      }
      end = index + 1
    }
    close()
    return episodes
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
  /// when that size is above the settled warning (``Thresholds/settled``); each episode of such
  /// frames lasting at least ``Thresholds/restDuration`` becomes one finding graded on the
  /// settled thresholds.
  ///
  /// Only the resting frames (``restingRuns``) with the docked keyboard up (`keyboardUp` true),
  /// down (false) or either (nil) are looked at.
  func settledFindings(
    _ detector: DetectorID, keyboardUp: Bool?, quantities: [FrameSample.Quantity],
    message: (Double) -> String, amount: (FrameSample) -> Double?
  ) -> [Finding] {
    let warning = thresholds.settled.warning
    let resting = restingRuns.filter { keyboardUp == nil || $0.keyboardUp == keyboardUp }
    let episodes = trace.episodes(
      over: resting.lazy.flatMap(\.frames), lasting: thresholds.restDuration
    ) { index in
      amount(trace.frames[index]).flatMap { $0 > warning ? $0 : nil }
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
    // A handler can count the keyboard once per notification of it appearing or changing: every
    // keyboard animation's start but a hide's.
    let shows =
      positions(of: .keyboardAnimationStart).count - positions(of: .keyboardWillHide).count
    guard
      let cause = LayoutTerm.cause(
        of: symptom, amount: amount, among: trace.layoutTerms, showsHeard: shows)
    else { return message }
    return message + ": " + cause
  }
}
