import ChoreoCore
import ChoreoTimeline

/// Finds the focused control resting under the docked keyboard: the chat's composer (and its Send
/// button) or the form's focused field, with the keyboard and the layout at rest
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "Covered leaves the composer under the
/// keys"; <doc:Detectors>, PHFComposeBarView #47).
///
/// An overlap above 1 pt warns, above 2 pt is an error (<doc:PlatformFacts#Spatial-acuity>).
struct CoveredDetector: Detector {
  var id: DetectorID { .covered }

  var definition: String {
    "the focused field or the composer with its action rests under the docked keyboard"
  }

  var details: String {
    "With the container, the keyboard and the layout at rest for 50 ms, the focused control's"
      + " bottom (the composer, or the form's focused field) is under the docked keyboard's top "
      + "by more than the threshold."
  }

  var needs: TraceContents { [.keyboardMotion, .focusedField, .layoutMotion] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.settledWarning, thresholds.settledError, unit: "pt")
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Spatial-acuity"),
      .init(
        "PHFComposeBarView issue 47", "https://github.com/fphilipe/PHFComposeBarView/issues/47"),
    ]
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
