import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the app's own `isKeyboardVisible` disagreeing with the screen while the keyboard rests
/// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "confirm your isKeyboardVisible
/// state always matches the visual result").
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct VisibilityMismatchDetector: Detector {
  let info = DetectorInfo(
    .visibilityMismatch,
    definition: "the app's isKeyboardVisible disagrees with whether a keyboard is on screen",
    subject: .inputBar,
    needs: [.visibilityFlag, .keyboardMotion, .screenVisibility],
    grades: .metric(.layoutDelay),
    sources: [
      .doc("PlatformFacts", "Keyboard-observers"),
      .doc("PlatformFacts", "Timing-perception"),
    ]
  ) { _ in
    "While the screen is on display and the keyboard rests, the app's `isKeyboardVisible` "
      + "disagrees with whether a keyboard is on screen, for longer than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    return trace.episodes(lasting: .zero) { index in
      let frame = frames[index]
      guard let believed = frame.appKeyboardVisible, frame.screenVisible,
        !trace.moved(.keyboardTop, at: index), believed != trace.isKeyboardUp(at: index)
      else { return nil }
      return 1
    }.compactMap { episode in
      let start = frames[episode.frames.lowerBound]
      let length =
        frames[episode.frames.upperBound - 1].time - start.time + trace.refreshRate.frameDuration
      guard let severity = analysis.thresholds.layoutDelay.severity(of: length) else { return nil }
      let believed = start.appKeyboardVisible == true
      return Finding(
        detector: id, severity: severity, time: start.time, magnitude: length.milliseconds,
        unit: "ms",
        message:
          "isKeyboardVisible was \(believed) for \(length) ms while the keyboard was "
          + (believed ? "not on screen" : "on screen"),
        evidence: Evidence(samples: [trace.sample(.keyboardTop, at: episode.frames.lowerBound)]))
    }
  }
}
