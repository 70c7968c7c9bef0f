import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds focus that was asked for and never came, with nothing on screen to say so (seed 002,
/// domain-facts §4.2, §8): the app set focus, and by the focus timeout (1 s after the sheet
/// settled, domain-facts §0) no focus landed, no keyboard is up and no error was surfaced.
///
/// A keyboard held by an invisible responder is not silent; that is `orphaned-keyboard`'s.
/// Presentations that end (a close or a drag) before the timeout are not judged.
struct SilentFocusFailureDetector: Detector {
  var id: DetectorID { .silentFocusFailure }

  var definition: String {
    "focus was requested and none landed by the timeout, with no keyboard and no error surfaced"
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    for deadline in analysis.focusDeadlines {
      let entries = trace.events[deadline.presentation.entries].prefix { $0.time <= deadline.time }
      let landed = entries.contains { $0.controllerEvent == .focusDidLand }
      let surfaced = entries.contains { $0.happening == .effect(.surfaceFocusFailure) }
      guard !landed, !surfaced, !trace.isKeyboardUp(at: deadline.frame) else { continue }
      findings.append(
        Finding(
          detector: id, severity: .error, time: deadline.time,
          magnitude: (deadline.time - deadline.request.time).milliseconds, unit: "ms",
          message:
            "focus was set at \(deadline.request.time) ms and never landed: no keyboard "
            + "\(thresholds.focusTimeout) ms after the sheet settled, and no error was surfaced",
          evidence: Evidence(
            events: [deadline.request.id, deadline.settle.id],
            samples: [trace.sample(.keyboardTop, at: deadline.frame)])))
    }
    return findings
  }
}
