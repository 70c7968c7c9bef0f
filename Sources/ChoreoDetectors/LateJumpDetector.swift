import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the layout starting to move well after the keyboard did: it waits for
/// `keyboardDidShow`/`keyboardDidHide` and then jumps (seed 000: "Jumps waits for the keyboard to
/// finish, then snaps the composer up"; domain-facts §8, FB13296535).
///
/// For each motion of the docked keyboard, the delay from the keyboard's first step to the
/// layout's first step the same way (within a second of the keys landing); above 50 ms warns,
/// above 100 ms is an error (domain-facts §6.3).
struct LateJumpDetector: Detector {
  var id: DetectorID { .lateJump }

  var definition: String {
    "the layout starts moving only after the keyboard has moved (and usually landed)"
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
