import ChoreoCore
import ChoreoTimeline

/// Finds the composer hanging still over the space the docked keyboard is leaving
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "on the way down leaves it floating over an
/// empty gap"; an undocked keyboard leaves the same gap).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct FloatingGapDetector: Detector {
  let info = DetectorInfo(
    .floatingGap,
    definition: "on the way down, the layout hangs still over the space the keyboard left",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion, .screenVisibility],
    grades: .metric(.drift),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Drift-tolerance"),
    ]
  ) { thresholds in
    "For at least \(FixedPoint.compact(thresholds.restDuration.milliseconds)) ms of frames where the docked keyboard moves down and the layout does "
      + "not move, the layout hangs above where it belongs by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    return trace.episodes(
      over: fallsUnderStillLayout(in: trace), lasting: thresholds.restDuration
    ) { index in
      let gap = trace.expectedLayoutBottom(at: index) - frames[index].composerBottom
      return gap > thresholds.drift.warning ? gap : nil
    }.compactMap { episode in
      guard
        let severity = thresholds.drift.severity(of: episode.amount)
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

  /// The frames where, with the container settled and the screen on display, the docked keyboard
  /// goes down while the layout's bottom stays put, in order.
  private func fallsUnderStillLayout(in trace: Trace) -> [Int] {
    let frames = trace.frames
    return frames.indices.dropFirst().filter { index in
      let (now, before) = (frames[index], frames[index - 1])
      return now.layoutSettled && now.screenVisible
        && now.dockedKeyboardTop - before.dockedKeyboardTop > Trace.motionEpsilon
        && abs(now.composerBottom - before.composerBottom) <= Trace.motionEpsilon
    }
  }
}
