import ChoreoCore

/// Finds space reserved for a keyboard that is not docked on screen: a hardware keyboard, an
/// undocked iPad keyboard, or a keyboard that has gone (seed 000: "a hardware keyboard or a
/// floating iPad keyboard can mean no bottom inset at all"; seed 004; domain-facts §7).
///
/// A gap above 1 pt warns, above 2 pt is an error (domain-facts §0, §6.4).
struct PhantomInsetDetector: Detector {
  var id: DetectorID { .phantomInset }

  var definition: String {
    "the layout reserves space for a keyboard that is not docked on screen"
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, over: analysis.restingWithoutKeyboard,
      quantities: [.composerBottom, .restBottom, .keyboardTop],
      message: {
        "the layout keeps \(FixedPoint.format($0, places: 1)) pt for a keyboard that is not docked"
      },
      amount: { frame in frame.restBottom - frame.composerBottom })
  }
}
