import ChoreoCore
import ChoreoTimeline

/// Finds a chat whose newest message is not just above the composer once the layout rests: hidden
/// behind the composer and the keys, or stranded above a gap
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "the newest message stays just above it"; a
/// list that is not resized or not anchored to its bottom).
///
/// A distance above 1 pt warns, above 2 pt is an error (<doc:PlatformFacts#Spatial-acuity>).
struct HiddenNewestMessageDetector: Detector {
  var id: DetectorID { .hiddenNewestMessage }

  var definition: String {
    "the chat's newest message is not just above the composer once the layout rests"
  }

  var details: String {
    "At rest, the chat's newest message does not end at the composer's top (hidden behind it "
      + "or stranded above it) by more than the threshold."
  }

  var needs: TraceContents { [.newestMessage, .layoutMotion] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.settledWarning, thresholds.settledError, unit: "pt")
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Spatial-acuity"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: nil, quantities: [.newestMessageBottom, .composerTop],
      message: { distance in
        "the newest message ends \(FixedPoint.format(distance, places: 1)) pt from the composer's "
          + "top, out of view"
      },
      amount: { frame in frame.newestMessageBottom.map { abs($0 - frame.composerTop) } })
  }
}
