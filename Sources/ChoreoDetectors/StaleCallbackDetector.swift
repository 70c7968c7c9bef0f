import ChoreoTimeline

/// Finds a keyboard handler running for a screen that is not on display.
///
/// Observers that outlive `viewWillDisappear` run for a screen nobody sees
/// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "register observers in
/// viewWillAppear and remove them in viewWillDisappear ... This avoids stale callbacks hitting
/// inactive controllers"). Always an error, one finding per notification.
struct StaleCallbackDetector: Detector {
  var id: DetectorID { .staleCallback }

  var definition: String {
    "a keyboard handler ran for a screen that was not on display"
  }

  var details: String {
    "A keyboard handler ran while its screen was not on display; one finding per "
      + "notification."
  }

  var needs: TraceContents { [.handlerRuns, .screenVisibility, .causes] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .always
  }

  var sources: [SourceReference] {
    [
      .doc("PlatformFacts", "Keyboard-observers"),
      .doc("ThePattern", "Keyboard-notifications-as-the-source-of-truth"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var seen: Set<Int> = []
    var findings: [Finding] = []
    for position in analysis.positions(of: .handlerRun) {
      let entry = trace.entries[position]
      guard case .handler(let run) = entry.happening, !run.screenVisible,
        let cause = entry.cause, seen.insert(cause).inserted
      else { continue }
      findings.append(
        Finding(
          detector: id, severity: .error, time: entry.time, magnitude: 1, unit: "runs",
          message:
            "the screen's \(run.notification) handler ran while another screen was on display",
          evidence: Evidence(events: [cause, entry.id])))
    }
    return findings
  }
}
