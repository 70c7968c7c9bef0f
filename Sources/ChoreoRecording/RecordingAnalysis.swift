import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoTimeline

/// Everything `choreo analyze` says about one recording: the findings of every detector the
/// recording can feed, the detectors it cannot and what they lack, the notification stream's
/// quirks, and, when asked, how each keyboard motion fits the system's spring.
public struct RecordingAnalysis: Sendable {
  /// One keyboard motion and its fit.
  public struct MotionFit: Sendable {
    /// The frames the motion spans.
    public var frames: Range<Int>
    /// When it starts.
    public var start: Ticks
    /// How far the keyboard's top travels, in points; negative upward.
    public var travel: Double
    /// The fit.
    public var fit: KeyboardFit
  }

  /// The recording as read.
  public var run: RecordedRun
  /// The findings of the detectors that could run, in time order.
  public var findings: [Finding]
  /// The detectors that could not run, with what the recording lacks for each.
  public var notChecked: [(detector: DetectorID, lacking: TraceContents)]
  /// The notification stream's quirks.
  public var stream: [StreamCheck]
  /// Each keyboard motion's fit, when fits were asked for.
  public var fits: [MotionFit]

  /// Analyses `run` against `thresholds`, fitting keyboard motions when `fitting`.
  public init(_ run: RecordedRun, thresholds: Thresholds = .standard, fitting: Bool = false) {
    self.run = run
    let trace = run.trace
    findings = Detectors.findings(in: trace, thresholds: thresholds)
    notChecked = Detectors.unrunnable(on: trace)
    stream = StreamCheck.checks(of: trace, hasTimes: run.hasTimes)
    fits = fitting ? Self.fits(of: run, thresholds: thresholds) : []
  }

  /// Whether any finding is an error: what makes `choreo analyze` exit 1.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  private static func fits(of run: RecordedRun, thresholds: Thresholds) -> [MotionFit] {
    let trace = run.trace
    guard trace.contents.contains(.keyboardMotion) else { return [] }
    let frames = trace.frames
    return motions(in: frames, pause: thresholds.restDuration).compactMap { span in
      // From the frame before the motion, where the keyboard rested, to its last frame.
      let indices = (max(0, span.lowerBound - 1)..<span.upperBound).filter {
        !run.missingFrames.contains($0)
      }
      guard let first = indices.first, let last = indices.last else { return nil }
      let times = indices.map { frames[$0].time.milliseconds - frames[first].time.milliseconds }
      let samples = indices.map { frames[$0].dockedKeyboardTop }
      guard let fit = KeyboardFit(times: times, samples: samples) else { return nil }
      return MotionFit(
        frames: first..<last + 1, start: frames[first].time,
        travel: samples[samples.count - 1] - samples[0], fit: fit)
    }
  }

  /// The spans of frames in which the docked keyboard moves, a pause shorter than `pause`
  /// joining two into one.
  static func motions(in frames: [FrameSample], pause: Ticks) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var start: Int?
    var lastMoving = 0
    for index in frames.indices.dropFirst() {
      let moving =
        abs(frames[index].dockedKeyboardTop - frames[index - 1].dockedKeyboardTop)
        > Trace.motionEpsilon
      if moving {
        if let open = start, frames[index].time - frames[lastMoving].time > pause {
          spans.append(open..<lastMoving + 1)
          start = index
        } else if start == nil {
          start = index
        }
        lastMoving = index
      }
    }
    if let open = start { spans.append(open..<lastMoving + 1) }
    return spans
  }
}
