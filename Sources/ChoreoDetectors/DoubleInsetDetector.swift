import ChoreoCore
import ChoreoTimeline

/// Finds extra space resting between the layout and the docked keyboard: the keyboard's height or
/// the safe area counted twice (<doc:ThePattern#Keeping-the-field-above-the-keys>: an own offset on
/// top of SwiftUI's avoidance "shifts twice";
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "bottom inset can be applied
/// twice"; <doc:Detectors>, MessageKit #1923, IQKeyboardManager #2027).
///
/// A gap above 1 pt warns, above 2 pt is an error (<doc:PlatformFacts#Spatial-acuity>).
struct DoubleInsetDetector: Detector {
  var id: DetectorID { .doubleInset }

  var definition: String {
    "extra space rests between the layout and the docked keyboard (an inset counted twice)"
  }

  var details: String {
    "At rest with a docked keyboard up, the layout's bottom is above the keyboard's top by "
      + "more than the threshold: the keyboard or the safe area counted twice."
  }

  var needs: TraceContents { [.keyboardMotion, .layoutMotion] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.settledWarning, thresholds.settledError, unit: "pt")
  }

  var sources: [SourceReference] {
    [
      .doc("PlatformFacts", "Safe-areas"),
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .init("MessageKit PR 1923", "https://github.com/MessageKit/MessageKit/pull/1923"),
      .init(
        "IQKeyboardManager issue 2027",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/2027"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: true, quantities: [.composerBottom, .dockedKeyboardTop],
      message: {
        analysis.explaining(
          .tooHigh, amount: $0,
          "the layout rests \(FixedPoint.format($0, places: 1)) pt above the keyboard's top")
      },
      amount: { frame in frame.expectedLayoutBottom - frame.composerBottom })
  }
}
