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
      let paths = PathAnalysis.bothEdges(of: trace, frames: frames, thresholds: thresholds)
      let largest = { (lhs: Finding, rhs: Finding) in lhs.magnitude < rhs.magnitude }
      if let reversal = paths.compactMap({ $0.reversalFinding(id: id, in: trace) }).max(
        by: largest)
      {
        findings.append(reversal)
      }
      if let relift = paths.compactMap({ $0.reliftFinding(id: id, in: trace) }).max(by: largest) {
        findings.append(relift)
      }
    }
    return findings
  }
}

/// One edge of the bar followed through one window.
///
/// It holds no trace: it is made for every window, and copying the trace into it cost more than
/// following the edge.
private struct PathAnalysis {
  let quantity: FrameSample.Quantity
  let thresholds: Thresholds
  private(set) var reversal: (magnitude: Double, peak: Int, back: Int)?
  private(set) var relift: (magnitude: Double, rest: Int, resume: Int, end: Int)?
  private var direction = 0.0
  private var start = 0.0
  private var extreme = 0.0
  private var peak = 0
  private var slowSince: Int?
  private var rested: Int?
  private var resume: (index: Int, value: Double)?

  init(quantity: FrameSample.Quantity, thresholds: Thresholds) {
    self.quantity = quantity
    self.thresholds = thresholds
  }

  /// Follows the edge from `before` (frame `index - 1`) to `value` (frame `index`).
  @inline(__always)
  mutating func step(
    _ index: Int, value: Double, before: Double, restStep: Double,
    frames: UnsafeBufferPointer<FrameSample>
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
    if step == 0 && slowSince != nil && (rested != nil || resume != nil) { return }
    if (value - extreme) * direction > 0 {
      extreme = value
      peak = index
    }
    let retrace = (extreme - value) * direction
    if retrace > reversal?.magnitude ?? 0 {
      reversal = (retrace, peak, index)
    }

    if abs(step) < restStep {
      if slowSince == nil { slowSince = index - 1 }
      if rested == nil, resume == nil, let since = slowSince,
        frames[index].time - frames[since].time >= thresholds.restDuration,
        abs(extreme - start) > thresholds.bounceWarning
      {
        rested = index
      }
    } else {
      slowSince = nil
      if rested != nil, resume == nil, step * direction > 0 {
        resume = (index - 1, before)
      }
    }
    if let rest = rested, let resumed = resume {
      let travel = (value - resumed.value) * direction
      if travel > relift?.magnitude ?? 0 {
        relift = (travel, rest, resumed.index, index)
      }
    }
  }

  func reversalFinding(id: DetectorID, in trace: Trace) -> Finding? {
    guard let reversal else { return nil }
    return finding(
      id: id, in: trace, magnitude: reversal.magnitude, at: reversal.peak, variant: "reversal",
      evidence: [reversal.peak, reversal.back]
    ) { amount in "reversed by \(amount) pt and settled back" }
  }

  func reliftFinding(id: DetectorID, in trace: Trace) -> Finding? {
    guard let relift else { return nil }
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
    guard
      let severity = Severity.grading(
        magnitude, warning: thresholds.bounceWarning, error: thresholds.bounceError)
    else { return nil }
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
    severity == .error ? thresholds.bounceError : thresholds.bounceWarning
  }
}

extension PathAnalysis {
  /// Both edges of the bar, bottom then top, followed through `range` in one pass over its
  /// frames.
  fileprivate static func bothEdges(
    of trace: Trace, frames range: Range<Int>, thresholds: Thresholds
  ) -> [PathAnalysis] {
    var bottom = PathAnalysis(quantity: .composerBottom, thresholds: thresholds)
    var top = PathAnalysis(quantity: .composerTop, thresholds: thresholds)
    guard range.count > 1 else { return [bottom, top] }
    // At rest: under `restSpeed`, i.e. less than this many points between two frames.
    let restStep = thresholds.restSpeed * trace.refreshRate.frameDuration.seconds
    let visibleLimit = trace.device.height - Trace.visibleExtent
    trace.frames.withUnsafeBufferPointer { frames in
      // Fields are read in place: a frame sample is large, and copying two per frame would cost
      // more than the analysis.
      for index in (range.lowerBound + 1)..<range.upperBound {
        // Only what is on screen is seen.
        let topBefore = frames[index - 1].composerTop
        let topNow = frames[index].composerTop
        guard topBefore <= visibleLimit, topNow <= visibleLimit else { continue }
        bottom.step(
          index, value: frames[index].composerBottom, before: frames[index - 1].composerBottom,
          restStep: restStep, frames: frames)
        top.step(index, value: topNow, before: topBefore, restStep: restStep, frames: frames)
      }
    }
    return [bottom, top]
  }
}
