import ChoreoTimeline

/// Finds a return key whose label does not say what pressing it did.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct ReturnLabelMismatchDetector: Detector {
  let info = DetectorInfo(
    .returnLabelMismatch,
    definition: "the return key's label does not say what pressing it did",
    subject: .focus,
    needs: [.returnKeys, .causes],
    grades: .always,
    sources: [
      .doc("ThePattern", "Moving-with-the-return-key")
    ]
  ) { _ in
    "The return key's label does not say what pressing it did (`next` that submits, `return` "
      + "or `done` that moves on)."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    return analysis.positions(of: .returnKeyPress).compactMap { position in
      let entry = trace.entries[position]
      guard case .note(.returnKeyPressed(let field, let label, let result)) = entry.happening,
        !label.describes(result)
      else { return nil }
      return Finding(
        detector: id, severity: .error, time: entry.time, magnitude: 1, unit: "presses",
        message: "return on field \(field) is labelled \(label) but \(result)",
        evidence: Evidence(events: [entry.cause, entry.id].compactMap { $0 }))
    }
  }
}
