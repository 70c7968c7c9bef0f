import ChoreoCore
import ChoreoTimeline

/// Finds the keyboard changing under the person's fingers at the handoff
/// (<doc:PlatformFacts#Focus-in-a-presentation>,
/// <doc:ThePattern#The-sheet-with-an-auto-focused-composer>): the prewarm and the real field ask
/// for different keyboard types, appearances or input accessory views, so the keys change, or the
/// keyboard's height jumps, when first responder moves.
///
/// A change of type or appearance is an error (the whole key layout changes); a change of height
/// alone is graded like a bounce (above 1 pt warns, above 2 pt is an error).
struct KeyboardMorphDetector: Detector {
  var id: DetectorID { .keyboardMorph }

  var definition: String {
    "the keyboard's type, appearance or height changes at the handoff"
  }

  var details: String {
    "At the handoff the keyboard's type or appearance changes (error), or its height changes "
      + "(graded like a bounce)."
  }

  var needs: TraceContents { [.traits, .keyboardMotion, .accessoryMotion, .causes] }

  func grading(_ thresholds: Thresholds) -> Grading {
    Grading(
      warning: "> \(FixedPoint.compact(thresholds.bounceWarning)) pt",
      error:
        "> \(FixedPoint.compact(thresholds.bounceError)) pt, or any change of type or appearance")
  }

  var sources: [SourceReference] {
    [
      .doc("PlatformFacts", "Matching-traits"),
      .init("naan/FocusOnAppear", "https://github.com/naan/FocusOnAppear"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for position in analysis.positions(of: .traitsChangeAtHandoff) {
      let entry = trace.entries[position]
      guard case .note(.keyboardTraitsChanged(let from, let to, true)) = entry.happening else {
        continue
      }
      let heightChange = abs(to.accessoryHeight - from.accessoryHeight)
      let layoutChanged = from.type != to.type || from.appearance != to.appearance
      let severity: Severity? =
        layoutChanged
        ? .error
        : Severity.grading(
          heightChange, warning: analysis.thresholds.bounceWarning,
          error: analysis.thresholds.bounceError)
      guard let severity else { continue }
      var changes: [String] = []
      if from.type != to.type {
        changes.append("type \(from.type.rawValue) -> \(to.type.rawValue)")
      }
      if from.appearance != to.appearance {
        changes.append("appearance \(from.appearance.rawValue) -> \(to.appearance.rawValue)")
      }
      if heightChange > 0 {
        changes.append("height \(FixedPoint.compact(heightChange)) pt")
      }
      let index = trace.clampedFrame(entry.time)
      findings.append(
        Finding(
          detector: id, severity: severity, time: entry.time, magnitude: heightChange, unit: "pt",
          message:
            "the keyboard changed at the handoff (\(changes.joined(separator: ", "))): match the "
            + "prewarm's traits to the real field's",
          evidence: Evidence(
            events: trace.causalChain(of: entry.id).map(\.id).reversed(),
            samples: [trace.sample(.keyboardTop, at: index)])))
    }
    return findings
  }
}
