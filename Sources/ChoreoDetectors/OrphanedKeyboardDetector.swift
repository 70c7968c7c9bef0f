import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds a keyboard left on an invisible field
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>): after the app attempted the handoff,
/// the keyboard is still up at the focus timeout (1 s after the sheet settled) and the first
/// responder is the prewarm, which the person cannot see.
///
/// What they type goes nowhere visible. Presentations closed before the timeout are not judged.
struct OrphanedKeyboardDetector: Detector {
  var id: DetectorID { .orphanedKeyboard }

  var definition: String {
    "after the handoff should have completed, the keyboard is up on the invisible prewarm"
  }

  var details: String {
    "After the app attempted the handoff, the keyboard is still up at the focus timeout and "
      + "the first responder is the invisible prewarm."
  }

  var needs: TraceContents {
    [.responders, .keyboardMotion, .appActions, .sheetEvents, .personActions]
  }

  func grading(_ thresholds: Thresholds) -> Grading {
    Grading(
      warning: nil,
      error: "\(FixedPoint.compact(thresholds.focusTimeout.seconds)) s after the sheet settles")
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Second-order-failures"),
      .doc("PlatformFacts", "Focus-timeout"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for deadline in analysis.focusDeadlines {
      let index = deadline.frame
      guard trace.isKeyboardUp(at: index), trace.frames[index].firstResponder == .prewarm else {
        continue
      }
      let attempt = deadline.request
      let since =
        (deadline.presentation.frames.first { index in
          index >= trace.clampedFrame(attempt.time)
            && trace.frames[index].firstResponder == .prewarm
            && trace.isKeyboardUp(at: index)
        }).map { trace.frames[$0].time } ?? attempt.time
      findings.append(
        Finding(
          detector: id, severity: .error, time: deadline.time,
          magnitude: (deadline.time - attempt.time).milliseconds, unit: "ms",
          message:
            "the keyboard is up on the invisible prewarm \(deadline.time - since) ms after the "
            + "handoff was attempted at \(attempt.time) ms; typing goes nowhere visible",
          evidence: Evidence(
            events: [attempt.id, deadline.settle.id],
            samples: [trace.sample(.keyboardTop, at: index)])))
    }
    return findings
  }
}
