import ChoreoCore
import ChoreoTimeline

/// Finds the layout running ahead of or behind the keyboard while both move
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "a copied 250 ms ease-out drifts away from
/// the keys"; "no extra spring or delay of its own").
///
/// Two motions are right: following the docked keyboard's top edge (`keyboardLayoutGuide`,
/// `imePadding`), and moving along the keyboard's own animation curve (SwiftUI's avoidance and a
/// handler that animates with the payload's curve), which starts the bar as the keys start even
/// though the keys reach it a little later. In each frame where the docked keyboard and the layout
/// both move, the drift is the distance to the nearer of the two: the gap to the keyboard's top,
/// and the difference in progress through the motion measured in points of the keyboard's travel
/// (<doc:PlatformFacts#Derived-keyboard-motion> measures the copied ease-out that way: +29 pt at 33
/// ms). Above 4 pt warns, above 12 pt is an error (<doc:PlatformFacts#Drift-tolerance>).
struct DriftDetector: Detector {
  var id: DetectorID { .drift }

  var definition: String {
    "the layout runs ahead of or behind the keyboard's own animation while both move"
  }

  var details: String {
    "In frames where the docked keyboard and the layout both move (container resting), the "
      + "layout's distance from the nearer of the two right motions: following the keyboard's top"
      + " edge, or moving along the keyboard's own curve (equal progress through the motion, "
      + "measured in points of the keyboard's travel). One finding per keyboard motion, at its "
      + "worst frame, ahead or behind."
  }

  var needs: TraceContents { [.keyboardMotion, .layoutMotion, .screenVisibility] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.driftWarning, thresholds.driftError, unit: "pt")
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Derived-keyboard-motion"),
      .doc("PlatformFacts", "Drift-tolerance"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    var findings: [Finding] = []
    for motion in analysis.keyboardMotions {
      let span = motion.frames
      let first = span.lowerBound
      let keyboardStart = frames[first].dockedKeyboardTop
      let travel = motion.travel
      // The layout's own travel, up to where its container starts to move (a sheet dismissed
      // while the keyboard still leaves carries the layout away on its own).
      let containerMoves =
        frames[first].layoutSettled
        ? (first..<motion.responseEnd).first { !frames[$0].layoutSettled } : nil
      let end = (containerMoves ?? motion.responseEnd) - 1
      let barStart = frames[first].composerBottom
      let barTravel = frames[end].composerBottom - barStart
      guard abs(barTravel) > Trace.visibleExtent else { continue }
      let direction = travel < 0 ? 1.0 : -1.0
      var worst: (index: Int, drift: Double)?
      for index in span.dropFirst() {
        let frame = frames[index]
        guard frame.layoutSettled, frame.screenVisible, trace.moved(.dockedKeyboardTop, at: index),
          trace.moved(.composerBottom, at: index)
        else { continue }
        let toEdge = (trace.expectedLayoutBottom(at: index) - frame.composerBottom) * direction
        let keyboardProgress = (frame.dockedKeyboardTop - keyboardStart) / travel
        let barProgress = (frame.composerBottom - barStart) / barTravel
        let toCurve = (barProgress - keyboardProgress) * abs(travel)
        let drift = toEdge * toCurve <= 0 ? 0 : (abs(toEdge) < abs(toCurve) ? toEdge : toCurve)
        if abs(drift) > abs(worst?.drift ?? 0) { worst = (index, drift) }
      }
      guard let worst,
        let severity = Severity.grading(
          abs(worst.drift), warning: analysis.thresholds.driftWarning,
          error: analysis.thresholds.driftError)
      else { continue }
      let elapsed = frames[worst.index].time - frames[first].time
      let side = worst.drift > 0 ? "ahead of" : "behind"
      findings.append(
        Finding(
          detector: id, severity: severity, time: frames[worst.index].time,
          magnitude: abs(worst.drift), unit: "pt",
          message:
            "the layout ran \(FixedPoint.format(abs(worst.drift), places: 1)) pt \(side) the "
            + "keyboard \(elapsed) ms into its motion (error above "
            + "\(FixedPoint.compact(analysis.thresholds.driftError)) pt)",
          evidence: Evidence(samples: [
            trace.sample(.dockedKeyboardTop, at: first), trace.sample(.composerBottom, at: first),
            trace.sample(.dockedKeyboardTop, at: worst.index),
            trace.sample(.composerBottom, at: worst.index),
          ])))
    }
    return findings
  }
}
