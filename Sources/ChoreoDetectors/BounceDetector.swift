import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds an input bar that does not make one monotonic motion within a transition.
///
/// The system's springs never reverse (<doc:PlatformFacts#Keyboard-curve>), so any reversal is
/// app-made.
///
/// Within each window opened by a user action (a dismiss drag's from its release, a cancelled
/// one not at all: motion under the finger is the person's), the top and the bottom edge of the
/// bar are followed while the bar is on screen:
/// - **reversal**: after moving one way, the edge moves back by more than 1 pt (warning) or 2 pt
///   (error), measured from the furthest point it reached (an overshoot that settles back);
/// - **re-lift**: the edge comes to rest (under 60 pt/s for 50 ms) and then moves again the same
///   way by more than the same thresholds (the sheet settles, then the keyboard lifts the bar).
struct BounceDetector: Detector {
  var id: DetectorID { .bounce }

  var definition: String {
    "the input bar reverses, or comes to rest and moves again, within one transition"
  }

  var details: String {
    "Within one transition (from one user action to the next; a dismiss drag from its "
      + "release, a cancelled drag not at all, since motion under the finger is the person's), an"
      + " edge of the input bar, while on screen, reverses by more than the threshold from the "
      + "furthest point it reached, or re-lifts: comes to rest (under 60 pt/s for 50 ms) and "
      + "moves again the same way by more than the threshold. The finding names the variant."
  }

  var needs: TraceContents { [.layoutMotion, .personActions] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.bounceWarning, thresholds.bounceError, unit: "pt")
  }

  var sources: [SourceReference] {
    [
      .doc("PlatformFacts", "Keyboard-curve"),
      .doc("PlatformFacts", "Spatial-acuity"),
      .init(
        "react-native-reanimated issue 6727",
        "https://github.com/software-mansion/react-native-reanimated/issues/6727"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    for window in analysis.windows {
      // Motion under the person's finger is theirs: a drag is judged from its release, and a
      // cancelled sheet drag not at all (the system springs the sheet back with the finger's
      // velocity, which carries it on before it returns).
      var frames = window.frames
      if case .user(let action)? = window.opener?.happening, let opener = window.opener,
        let duration = action.fingerDuration
      {
        if case .dragDismiss(_, _, false) = action { continue }
        let release = trace.frameIndex(atOrAfter: opener.time + duration)
        frames = min(release, frames.upperBound)..<frames.upperBound
      }
      let (bottom, top) = PathAnalysis.bothEdges(of: trace, frames: frames, thresholds: thresholds)
      if let reversal = larger(
        bottom.reversalFinding(id: id, in: trace), top.reversalFinding(id: id, in: trace))
      {
        findings.append(reversal)
      }
      if let relift = larger(
        bottom.reliftFinding(id: id, in: trace), top.reliftFinding(id: id, in: trace))
      {
        findings.append(relift)
      }
    }
    return findings
  }

  /// The larger of two findings by magnitude, the first when they are equal.
  private func larger(_ first: Finding?, _ second: Finding?) -> Finding? {
    guard let second else { return first }
    guard let first else { return second }
    return first.magnitude < second.magnitude ? second : first
  }
}

/// One edge of the bar followed through one window.
///
/// It holds no trace and its state is plain numbers (-1 for a frame not reached yet, 0 for an
/// amount not measured yet): it is made for every window and stepped for every frame, and
/// copying the trace or optional tuples in and out cost more than following the edge.
private struct PathAnalysis {
  let quantity: FrameSample.Quantity
  private let warning: Double
  private let error: Double
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
  /// The largest reversal so far, from its peak frame to the frame it reached back to.
  private var reversal = (magnitude: 0.0, peak: 0, back: 0)
  /// The largest re-lift so far: the frame it came to rest at, resumed at, and reached.
  private var relift = (magnitude: 0.0, rest: 0, resume: 0, end: 0)

  init(quantity: FrameSample.Quantity, thresholds: Thresholds, restStep: Double) {
    self.quantity = quantity
    warning = thresholds.bounceWarning
    error = thresholds.bounceError
    restDuration = thresholds.restDuration
    self.restStep = restStep
  }

  /// Follows the edge from `before` (frame `index - 1`) to `value` (frame `index`).
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
    if step == 0 && slowSince >= 0 && (rested >= 0 || resumeIndex >= 0) { return }
    if (value - extreme) * direction > 0 {
      extreme = value
      peak = index
    }
    let retrace = (extreme - value) * direction
    if retrace > reversal.magnitude { reversal = (retrace, peak, index) }

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
      if travel > relift.magnitude { relift = (travel, rested, resumeIndex, index) }
    }
  }

  func reversalFinding(id: DetectorID, in trace: Trace) -> Finding? {
    guard reversal.magnitude > 0 else { return nil }
    return finding(
      id: id, in: trace, magnitude: reversal.magnitude, at: reversal.peak, variant: "reversal",
      evidence: [reversal.peak, reversal.back]
    ) { amount in "reversed by \(amount) pt and settled back" }
  }

  func reliftFinding(id: DetectorID, in trace: Trace) -> Finding? {
    guard relift.magnitude > 0 else { return nil }
    return finding(
      id: id, in: trace, magnitude: relift.magnitude, at: relift.resume, variant: "re-lift",
      evidence: [relift.rest, relift.resume, relift.end]
    ) { amount in "came to rest, then moved again by \(amount) pt" }
  }

  /// A `variant` finding of `magnitude` points at frame `frame`, graded on the bounce
  /// thresholds, with the edge's value in the `evidence` frames; `what` says what the edge did,
  /// given the amount formatted.
  private func finding(
    id: DetectorID, in trace: Trace, magnitude: Double, at frame: Int, variant: String,
    evidence: [Int], what: (String) -> String
  ) -> Finding? {
    guard let severity = Severity.grading(magnitude, warning: warning, error: error) else {
      return nil
    }
    let amount = FixedPoint.format(magnitude, places: 1)
    return Finding(
      detector: id, severity: severity, time: trace.frames[frame].time, magnitude: magnitude,
      unit: "pt", variant: variant,
      message:
        "the input bar's \(edge) \(what(amount)) (\(variant); \(severity) above "
        + "\(FixedPoint.compact(limit(severity))) pt)",
      evidence: Evidence(samples: evidence.map { trace.sample(quantity, at: $0) }))
  }

  private var edge: String { quantity == .composerTop ? "top" : "bottom" }

  private func limit(_ severity: Severity) -> Double {
    severity == .error ? error : warning
  }
}

extension PathAnalysis {
  /// Both edges of the bar, bottom and top, each followed through `range`.
  fileprivate static func bothEdges(
    of trace: Trace, frames range: Range<Int>, thresholds: Thresholds
  ) -> (bottom: PathAnalysis, top: PathAnalysis) {
    let restStep = thresholds.restSpeed * trace.refreshRate.frameDuration.seconds
    var bottom = PathAnalysis(quantity: .composerBottom, thresholds: thresholds, restStep: restStep)
    var top = PathAnalysis(quantity: .composerTop, thresholds: thresholds, restStep: restStep)
    guard range.count > 1 else { return (bottom, top) }
    let height = trace.device.height
    trace.frames.withUnsafeBufferPointer { buffer in
      guard let frames = buffer.baseAddress else { return }
      bottom.follow(range, frames: frames, screenHeight: height)
      top.follow(range, frames: frames, screenHeight: height)
    }
    return (bottom, top)
  }

  /// Follows the edge through the frames of `range` in which the bar's top is on screen (only
  /// what is on screen is seen), reading them in place.
  ///
  /// One edge at a time: the two edges' state together does not fit in registers.
  private mutating func follow(
    _ range: Range<Int>, frames: UnsafePointer<FrameSample>, screenHeight: Double
  ) {
    let isTop = quantity == .composerTop
    for index in (range.lowerBound + 1)..<range.upperBound {
      let topBefore = frames[index - 1].composerTop
      let topNow = frames[index].composerTop
      guard Trace.isOnScreen(top: topBefore, screenHeight: screenHeight),
        Trace.isOnScreen(top: topNow, screenHeight: screenHeight)
      else { continue }
      if isTop {
        step(index, value: topNow, before: topBefore, frames: frames)
      } else {
        step(
          index, value: frames[index].composerBottom, before: frames[index - 1].composerBottom,
          frames: frames)
      }
    }
  }
}
