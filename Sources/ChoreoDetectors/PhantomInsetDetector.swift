import ChoreoCore
import ChoreoTimeline

/// Finds space reserved for a keyboard that is not docked on screen: a hardware keyboard, an
/// undocked iPad keyboard, or a keyboard that has gone
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "a hardware keyboard or a floating iPad
/// keyboard can mean no bottom inset at all";
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>;
/// <doc:PlatformFacts#Undocked-keyboard>).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct PhantomInsetDetector: Detector {
  let info = DetectorInfo(
    .phantomInset,
    definition: "the layout reserves space for a keyboard that is not docked on screen",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("PlatformFacts", "Hardware-keyboard"),
      .doc("PlatformFacts", "Undocked-keyboard"),
    ]
  ) { _ in
    "At rest with no docked keyboard (hidden, hardware or floating), the layout's bottom is "
      + "above its rest position by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: false,
      quantities: [.composerBottom, .restBottom, .keyboardTop],
      message: {
        analysis.explaining(
          .phantom, amount: $0,
          "the layout keeps \(FixedPoint.format($0, places: 1)) pt for a keyboard that is not docked"
        )
      },
      amount: { frame in frame.restBottom - frame.composerBottom })
  }
}
