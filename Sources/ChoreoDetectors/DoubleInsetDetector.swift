import ChoreoCore
import ChoreoTimeline

/// Finds extra space resting between the layout and the docked keyboard: the keyboard's height or
/// the safe area counted twice (<doc:ThePattern#Keeping-the-field-above-the-keys>: an own offset on
/// top of SwiftUI's avoidance "shifts twice";
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "bottom inset can be applied
/// twice"; <doc:Detectors>, MessageKit #1923, IQKeyboardManager #2027).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct DoubleInsetDetector: Detector {
  let info = DetectorInfo(
    .doubleInset,
    definition:
      "extra space rests between the layout and the docked keyboard (an inset counted twice)",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("PlatformFacts", "Safe-areas"),
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .init("MessageKit PR 1923", "https://github.com/MessageKit/MessageKit/pull/1923"),
      .init(
        "IQKeyboardManager issue 2027",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/2027"),
    ]
  ) { _ in
    "At rest with a docked keyboard up, the layout's bottom is above the keyboard's top by "
      + "more than the threshold: the keyboard or the safe area counted twice."
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
