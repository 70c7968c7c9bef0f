import ChoreoCore

/// Finds extra space resting between the layout and the docked keyboard: the keyboard's height or
/// the safe area counted twice (seed 000: an own offset on top of SwiftUI's avoidance "shifts
/// twice"; seed 004: "bottom inset can be applied twice"; domain-facts §8, MessageKit #1923,
/// IQKeyboardManager #2027).
///
/// A gap above 1 pt warns, above 2 pt is an error (domain-facts §0, §6.4).
struct DoubleInsetDetector: Detector {
  var id: DetectorID { .doubleInset }

  var definition: String {
    "extra space rests between the layout and the docked keyboard (an inset counted twice)"
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, over: analysis.restingWithKeyboard, quantities: [.composerBottom, .dockedKeyboardTop],
      message: {
        "the layout rests \(FixedPoint.format($0, places: 1)) pt above the keyboard's top"
      },
      amount: { frame in frame.expectedLayoutBottom - frame.composerBottom })
  }
}
