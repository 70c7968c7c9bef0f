import ChoreoTimeline

/// Finds a return key whose label does not say what pressing it did.
///
/// The mismatches are `next` that submits, `done` or `go` that moves to the next field, and a plain
/// `return` that moves on (<doc:ThePattern#Keeping-the-field-above-the-keys>: "Label it for what it
/// does: submitLabel(.next)"). Always an error.
struct ReturnLabelMismatchDetector: Detector {
  var id: DetectorID { .returnLabelMismatch }

  var definition: String { "the return key's label does not say what pressing it did" }

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

  var details: String {
    "The return key's label does not say what pressing it did (`next` that submits, `return` "
      + "or `done` that moves on)."
  }

  var needs: TraceContents { [.returnKeys, .causes] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .always
  }

  var sources: [SourceReference] {
    [
      .doc("ThePattern", "Moving-with-the-return-key")
    ]
  }
}
