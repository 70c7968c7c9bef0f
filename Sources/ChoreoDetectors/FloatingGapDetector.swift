import ChoreoCore
import ChoreoTimeline

/// Finds the composer hanging still over the space the docked keyboard is leaving
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "on the way down leaves it floating over an
/// empty gap"; an undocked keyboard leaves the same gap).
///
/// In frames where the docked keyboard moves down and the layout does not move, for at least 50 ms
/// (a reader a frame late is `drift`, not a hang), the gap between the layout's bottom and where it
/// belongs; above 4 pt warns, above 12 pt is an error (the drift tolerances,
/// <doc:PlatformFacts#Drift-tolerance>).
struct FloatingGapDetector: Detector {
  var id: DetectorID { .floatingGap }

  var definition: String {
    "on the way down, the layout hangs still over the space the keyboard left"
  }

  var details: String {
    "For at least 50 ms of frames where the docked keyboard moves down and the layout does "
      + "not move, the layout hangs above where it belongs by more than the threshold."
  }

  var needs: TraceContents { [.keyboardMotion, .layoutMotion, .screenVisibility] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.driftWarning, thresholds.driftError, unit: "pt")
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Drift-tolerance"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    return trace.episodes(
      over: analysis.keyboardFallsUnderStillLayout, lasting: thresholds.restDuration
    ) { index in
      let gap = trace.expectedLayoutBottom(at: index) - frames[index].composerBottom
      return gap > thresholds.driftWarning ? gap : nil
    }.compactMap { episode in
      guard
        let severity = Severity.grading(
          episode.amount, warning: thresholds.driftWarning, error: thresholds.driftError)
      else { return nil }
      let start = frames[episode.frames.lowerBound].time
      let length = frames[episode.frames.upperBound - 1].time - start
      return Finding(
        detector: id, severity: severity, time: start, magnitude: episode.amount, unit: "pt",
        message:
          "the layout hung over a gap of up to \(FixedPoint.format(episode.amount, places: 1)) pt "
          + "for \(length) ms as the keyboard went down",
        evidence: Evidence(samples: [
          trace.sample(.dockedKeyboardTop, at: episode.peak),
          trace.sample(.composerBottom, at: episode.peak),
        ]))
    }
  }
}
