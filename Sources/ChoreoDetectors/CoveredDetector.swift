import ChoreoCore

/// Finds the focused control resting under the docked keyboard: the chat's composer (and its Send
/// button) or the form's focused field, with the keyboard and the layout at rest (seed 000:
/// "Covered leaves the composer under the keys"; domain-facts §8, PHFComposeBarView #47).
///
/// An overlap above 1 pt warns, above 2 pt is an error (domain-facts §0, §6.4).
struct CoveredDetector: Detector {
  var id: DetectorID { .covered }

  var definition: String {
    "the focused field or the composer with its action rests under the docked keyboard"
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, over: analysis.restingWithKeyboard, quantities: [.focusedBottom, .dockedKeyboardTop],
      message: {
        "the focused control rests \(FixedPoint.format($0, places: 1)) pt under the keyboard's top"
      },
      amount: { frame in frame.focusedBottom.map { $0 - frame.dockedKeyboardTop } })
  }
}
