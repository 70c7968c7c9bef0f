import ChoreoTimeline

/// Finds a keyboard handler running for a screen that is not on display.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct StaleCallbackDetector: Detector {
  let info = DetectorInfo(
    .staleCallback,
    definition: "a keyboard handler ran for a screen that was not on display",
    subject: .inputBar,
    needs: [.handlerRuns, .screenVisibility, .causes],
    grades: .always,
    sources: [
      .doc("PlatformFacts", "Keyboard-observers"),
      .doc("ThePattern", "Keyboard-notifications-as-the-source-of-truth"),
    ]
  ) { _ in
    "A keyboard handler ran while its screen was not on display; one finding per "
      + "notification."
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
