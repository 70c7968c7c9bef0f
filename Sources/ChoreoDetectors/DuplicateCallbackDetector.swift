import ChoreoTimeline

/// Finds one keyboard notification handled more than once by the same screen's observers: an
/// observer added twice, or added on every appearance and never removed
/// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "Not removing observers:
/// duplicate callbacks can cause jittery animations"; <doc:Detectors>, IQKeyboardManager #1697,
/// TPKeyboardAvoiding #69).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct DuplicateCallbackDetector: Detector {
  let info = DetectorInfo(
    .duplicateCallback,
    definition: "one keyboard notification was handled more than once",
    subject: .inputBar,
    needs: [.handlerRuns, .causes, .keyboardNotifications],
    grades: .always,
    sources: [
      .doc("PlatformFacts", "Keyboard-observers"),
      .init(
        "IQKeyboardManager issue 1697",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/1697"),
    ]
  ) { _ in
    "One keyboard notification ran the screen's handler more than once."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let handlerRuns = analysis.positions(of: .handlerRun).map { trace.entries[$0] }
    return handlerRuns.grouped(inOrderBy: \.cause).compactMap { cause, runs in
      guard runs.count > 1 else { return nil }
      let ids = runs.map(\.id)
      let notification = trace.entries[cause]
      return Finding(
        detector: id, severity: .error, time: notification.time, magnitude: Double(ids.count),
        unit: "runs",
        message:
          "\(notification.happening.name) was handled \(ids.count) times by one screen's "
          + "observers",
        evidence: Evidence(events: [cause] + ids))
    }
  }
}
