import ChoreoCore
import ChoreoTimeline

/// Finds a chat whose newest message is not just above the composer once the layout rests: hidden
/// behind the composer and the keys, or stranded above a gap
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "the newest message stays just above it"; a
/// list that is not resized or not anchored to its bottom).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct HiddenNewestMessageDetector: Detector {
  let info = DetectorInfo(
    .hiddenNewestMessage,
    definition: "the chat's newest message is not just above the composer once the layout rests",
    subject: .inputBar,
    needs: [.newestMessage, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Spatial-acuity"),
    ]
  ) { _ in
    "At rest, the chat's newest message does not end at the composer's top (hidden behind it "
      + "or stranded above it) by more than the threshold."
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
