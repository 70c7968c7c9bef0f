import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the layout starting to move well after the keyboard did: it waits for
/// `keyboardDidShow`/`keyboardDidHide` and then jumps
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "Jumps waits for the keyboard to finish,
/// then snaps the composer up"; <doc:Detectors>, FB13296535).
///
/// For each motion of the docked keyboard, the delay from the keyboard's first step to the layout's
/// first step the same way (within a second of the keys landing); above 50 ms warns, above 100 ms
/// is an error (<doc:PlatformFacts#Timing-perception>).
struct LateJumpDetector: Detector {
  var id: DetectorID { .lateJump }

  var definition: String {
    "the layout starts moving only after the keyboard has moved (and usually landed)"
  }

  var details: String {
    "For each motion of the docked keyboard (a new `will` notification starts a new one), the"
      + " layout's first step the same way comes more than the threshold after the keyboard's "
      + "first step (looked for until the person's next action, the next keyboard motion, or 1 s "
      + "after the keys land)."
  }

  var needs: TraceContents { [.keyboardMotion, .layoutMotion, .screenVisibility] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.layoutDelayWarning, thresholds.layoutDelayError)
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Timing-perception"),
      .init("FB13296535", "https://github.com/feedback-assistant/reports/issues/437"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    var findings: [Finding] = []
    for motion in analysis.keyboardMotions {
      let first = motion.frames.lowerBound
      let travel = motion.travel
      let end = motion.responseEnd
      guard frames[first].layoutSettled,
        let step = (first + 1..<end).first(where: { index in
          let change = frames[index].composerBottom - frames[index - 1].composerBottom
          return change * travel > 0 && abs(change) > Trace.motionEpsilon
            && frames[index].screenVisible
        })
      else { continue }
      let delay = frames[step - 1].time - frames[first].time
      guard let severity = analysis.thresholds.layoutDelaySeverity(delay) else { continue }
      let progress = (frames[step - 1].dockedKeyboardTop - frames[first].dockedKeyboardTop) / travel
      let landed = progress >= 0.99 ? ", after the keys had landed" : ""
      findings.append(
        Finding(
          detector: id, severity: severity, time: frames[step - 1].time,
          magnitude: delay.milliseconds, unit: "ms",
          message:
            "the layout started moving \(delay) ms after the keyboard\(landed) (error above "
            + "\(analysis.thresholds.layoutDelayError) ms)",
          evidence: Evidence(samples: [
            trace.sample(.dockedKeyboardTop, at: first), trace.sample(.composerBottom, at: first),
            trace.sample(.dockedKeyboardTop, at: step), trace.sample(.composerBottom, at: step),
          ])))
    }
    return findings
  }
}
