import ChoreoCore
import ChoreoTimeline

/// Finds the focused control resting under the docked keyboard: the chat's composer (and its Send
/// button) or the form's focused field, with the keyboard and the layout at rest
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "Covered leaves the composer under the
/// keys"; <doc:Detectors>, PHFComposeBarView #47).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct CoveredDetector: Detector {
  let info = DetectorInfo(
    .covered,
    definition: "the focused field or the composer with its action rests under the docked keyboard",
    subject: .inputBar,
    needs: [.keyboardMotion, .focusedField, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Spatial-acuity"),
      .init(
        "PHFComposeBarView issue 47", "https://github.com/fphilipe/PHFComposeBarView/issues/47"),
    ]
  ) { thresholds in
    "With the container, the keyboard and the layout at rest for "
      + "\(FixedPoint.compact(thresholds.restDuration.milliseconds)) ms, the focused control's"
      + " bottom (the composer, or the form's focused field) is under the docked keyboard's top "
      + "by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: true, quantities: [.focusedBottom, .dockedKeyboardTop],
      message: {
        analysis.explaining(
          .covered, amount: $0,
          "the focused control rests \(FixedPoint.format($0, places: 1)) pt under the keyboard's top"
        )
      },
      amount: { frame in frame.focusedBottom.map { $0 - frame.dockedKeyboardTop } })
  }
}
