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
    /// The frames the fit spans, the resting ones around the motion left out.
    public var frames: Range<Int>
    /// The first fitted frame's time.
    public var start: Ticks
    /// How far the keyboard's top travels, in points; negative upward: from the stated or
    /// fitted origin to the stated or fitted end.
    public var travel: Double
    /// The motion's samples, its rests and the ends the recording states.
    public var motion: RecordedMotion
    /// The frame each of the fit's samples is, in order.
    public var sampleFrames: [Int]
    /// Frames inside the motion that the recording skipped, left out of the fit.
    public var missingFrames: [Int]
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
    stream =
      run.observations
      + StreamCheck.checks(
        of: run.posts ?? KeyboardPost.posts(in: trace),
        on: run.screen ?? KeyboardScreen(width: trace.device.width, height: trace.device.height),
        trace: trace, hasTimes: run.hasTimes)
    fits = fitting ? Self.fits(of: run, thresholds: thresholds) : []
  }

  /// Whether any finding is an error: what makes `choreo analyze` exit 1.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  private static func fits(of run: RecordedRun, thresholds: Thresholds) -> [MotionFit] {
    let trace = run.trace
    // A motion the notifications only imply is the model's own curve: nothing to fit.
    guard trace.contents.contains(.keyboardMotion) else { return [] }
    let frames = trace.frames
    let recorded = frames.indices.filter { !run.missingFrames.contains($0) }
    let values = recorded.map { frames[$0].dockedKeyboardTop }
    let times = recorded.map { frames[$0].time.milliseconds }
    let motions = RecordedMotion.motions(in: values)
    var previousEnd = -1
    return motions.compactMap { found in
      var motion = found
      let first = recorded[motion.samples.lowerBound]
      let last = recorded[motion.samples.upperBound - 1]
      defer { previousEnd = last }
      let indices = Array(motion.samples)
      // A full height stated beside the motion is where it ends when the keyboard rises, and
      // where it began when it falls.
      motion.end = motion.end ?? run.statedEnd(after: previousEnd, through: last)
      let rising =
        (motion.end?.top ?? values[indices[indices.count - 1]])
        < (motion.origin?.top ?? values[indices[0]])
      let full = run.statedFullHeight(after: previousEnd, through: last)
      if rising { motion.end = motion.end ?? full } else { motion.origin = motion.origin ?? full }
      guard
        let fit = KeyboardFit(
          times: indices.map { times[$0] - times[indices[0]] }, samples: indices.map { values[$0] },
          origin: motion.origin?.top, end: motion.end?.top, bounds: 0...trace.device.height)
      else { return nil }
      let fitted = fit.follows ?? fit.spring
      return MotionFit(
        frames: first..<last + 1, start: frames[first].time,
        travel: fit.fitsACurve
          ? fitted.travel
          : (motion.end?.top ?? values[indices[indices.count - 1]])
            - (motion.origin?.top ?? values[indices[0]]),
        motion: motion, sampleFrames: indices.map { recorded[$0] },
        missingFrames: (first..<last + 1).filter { run.missingFrames.contains($0) },
        fit: fit)
    }
  }
}
