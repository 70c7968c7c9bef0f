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
    var findings: [Finding] = []
    for motion in analysis.barMotions {
      let bottom = Edge(quantity: .composerBottom, motion: motion.bottom)
      let top = Edge(quantity: .composerTop, motion: motion.top)
      if let reversal = larger(
        bottom.reversalFinding(id: id, in: analysis), top.reversalFinding(id: id, in: analysis))
      {
        findings.append(reversal)
      }
      if let relift = larger(
        bottom.reliftFinding(id: id, in: analysis), top.reliftFinding(id: id, in: analysis))
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

/// One edge of the bar and how it moved through a transition, graded into findings.
private struct Edge {
  let quantity: FrameSample.Quantity
  let motion: EdgeMotion

  func reversalFinding(id: DetectorID, in analysis: TraceAnalysis) -> Finding? {
    guard let reversal = motion.reversal else { return nil }
    return finding(
      id: id, in: analysis, magnitude: reversal.magnitude, at: reversal.peak, variant: "reversal",
      evidence: [reversal.peak, reversal.back]
    ) { amount in "reversed by \(amount) pt and settled back" }
  }

  func reliftFinding(id: DetectorID, in analysis: TraceAnalysis) -> Finding? {
    guard let relift = motion.relift else { return nil }
    return finding(
      id: id, in: analysis, magnitude: relift.magnitude, at: relift.resume, variant: "re-lift",
      evidence: [relift.rest, relift.resume, relift.end]
    ) { amount in "came to rest, then moved again by \(amount) pt" }
  }

  /// A `variant` finding of `magnitude` points at frame `frame`, graded on the bounce
  /// thresholds, with the edge's value in the `evidence` frames; `what` says what the edge did,
  /// given the amount formatted.
  private func finding(
    id: DetectorID, in analysis: TraceAnalysis, magnitude: Double, at frame: Int, variant: String,
    evidence: [Int], what: (String) -> String
  ) -> Finding? {
    let trace = analysis.trace
    let (warning, error) = (analysis.thresholds.bounceWarning, analysis.thresholds.bounceError)
    guard let severity = Severity.grading(magnitude, warning: warning, error: error) else {
      return nil
    }
    let amount = FixedPoint.format(magnitude, places: 1)
    let limit = severity == .error ? error : warning
    return Finding(
      detector: id, severity: severity, time: trace.frames[frame].time, magnitude: magnitude,
      unit: "pt", variant: variant,
      message:
        "the input bar's \(edge) \(what(amount)) (\(variant); \(severity) above "
        + "\(FixedPoint.compact(limit)) pt)",
      evidence: Evidence(samples: evidence.map { trace.sample(quantity, at: $0) }))
  }

  private var edge: String { quantity == .composerTop ? "top" : "bottom" }
}
