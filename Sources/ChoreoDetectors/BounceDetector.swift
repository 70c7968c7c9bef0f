import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds an input bar that does not make one monotonic motion within a transition.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct BounceDetector: Detector {
  let info = DetectorInfo(
    .bounce,
    definition: "the input bar reverses, or comes to rest and moves again, within one transition",
    needs: [.layoutMotion, .personActions],
    grades: .metric(.bounce),
    sources: [
      .doc("PlatformFacts", "Keyboard-curve"),
      .doc("PlatformFacts", "Spatial-acuity"),
      .init(
        "react-native-reanimated issue 6727",
        "https://github.com/software-mansion/react-native-reanimated/issues/6727"),
    ]
  ) { thresholds in
    "Within one transition (from one user action to the next; a dismiss drag from its "
      + "release, a cancelled drag not at all, since motion under the finger is the person's), an"
      + " edge of the input bar, while on screen, reverses by more than the threshold from the "
      + "furthest point it reached, or re-lifts: comes to rest (\(thresholds.restDescription)) and "
      + "moves again the same way by more than the threshold. The finding names the variant."
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
    let metric = analysis.thresholds.bounce
    guard let severity = metric.severity(of: magnitude) else { return nil }
    let amount = FixedPoint.format(magnitude, places: 1)
    let limit = metric.limit(for: severity)
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
