import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds a keyboard that does not leave with the sheet
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>, "exit symmetry"): after a close or a
/// dismiss drag, the keyboard starts moving down more than the stagger thresholds apart from the
/// sheet, or stays on screen for longer than them after the sheet is gone.
struct ExitAsymmetryDetector: Detector {
  var id: DetectorID { .exitAsymmetry }

  var definition: String {
    "on close, the keyboard and the sheet do not leave together (onset gap or keyboard left behind)"
  }

  var details: String {
    "After a close or a dismiss drag, the keyboard started leaving more than the threshold "
      + "after the sheet, or stayed on screen that long after the sheet was gone."
  }

  var needs: TraceContents { [.sheetMotion, .keyboardMotion, .personActions] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.staggerWarning, thresholds.staggerError)
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Exit-symmetry"),
      .doc("PlatformFacts", "Timing-perception"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    for window in analysis.windows {
      guard let opener = window.opener, case .user(let action) = opener.happening,
        action == .close || isDismissDrag(action),
        trace.isKeyboardUp(at: window.frames.lowerBound),
        let sheetStart = trace.onset(of: .sheetTop, direction: .down, in: window.frames)
      else { continue }
      let sheetGone =
        window.frames.first { $0 > sheetStart && !trace.isSheetUp(at: $0) }
        ?? window.frames.upperBound
      let keyboardStart =
        trace.onset(of: .keyboardTop, direction: .down, in: window.frames)
        ?? window.frames.upperBound
      let keyboardGone =
        window.frames.first { $0 > keyboardStart && !trace.isKeyboardUp(at: $0) }
        ?? window.frames.upperBound
      let onsetGap = time(of: keyboardStart, in: trace) - time(of: sheetStart, in: trace)
      let lingering = max(.zero, time(of: keyboardGone, in: trace) - time(of: sheetGone, in: trace))
      let worst = max(onsetGap, lingering)
      guard let severity = thresholds.staggerSeverity(worst) else { continue }
      findings.append(
        Finding(
          detector: id, severity: severity, time: time(of: sheetStart, in: trace),
          magnitude: worst.milliseconds, unit: "ms",
          message:
            "on \(action == .close ? "close" : "drag-dismiss") the keyboard started \(onsetGap) ms "
            + "after the sheet and stayed \(lingering) ms after the sheet was gone",
          evidence: Evidence(
            events: [opener.id],
            samples: [
              trace.sample(.sheetTop, at: sheetStart),
              trace.sample(.keyboardTop, at: min(keyboardStart, trace.frames.count - 1)),
            ])))
    }
    return findings
  }

  private func isDismissDrag(_ action: UserAction) -> Bool {
    if case .dragDismiss(_, _, true) = action { true } else { false }
  }

  private func time(of index: Int, in trace: Trace) -> Ticks {
    index < trace.frames.count
      ? trace.frames[index].time : trace.endTime + trace.refreshRate.frameDuration
  }
}
