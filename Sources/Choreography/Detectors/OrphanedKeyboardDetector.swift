/// Finds a keyboard left on an invisible field (domain-facts §11): after the app attempted the
/// handoff, the keyboard is still up at the focus timeout (1 s after the sheet settled) and the
/// first responder is the prewarm, which the person cannot see. What they type goes nowhere
/// visible. Presentations closed before the timeout are not judged.
public struct OrphanedKeyboardDetector: Detector {
  /// Creates the detector.
  public init() {}

  /// `orphaned-keyboard`.
  public var id: DetectorID { .orphanedKeyboard }

  /// One sentence.
  public var definition: String {
    "after the handoff should have completed, the keyboard is up on the invisible prewarm"
  }

  /// The orphaned keyboards in the analysed trace.
  public func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for presentation in analysis.presentations {
      guard let attempt = presentation.firstFocusRequest, let settle = presentation.settle else {
        continue
      }
      let deadline = settle.time + analysis.thresholds.focusTimeout
      guard presentation.isOpen(at: deadline, traceEnd: trace.endTime) else { continue }
      let index = trace.clampedFrame(deadline)
      guard trace.isKeyboardUp(at: index), trace.frames[index].firstResponder == .prewarm else {
        continue
      }
      let since =
        (presentation.frames.first { index in
          index >= trace.clampedFrame(attempt.time)
            && trace.frames[index].firstResponder == .prewarm
            && trace.isKeyboardUp(at: index)
        }).map { trace.frames[$0].time } ?? attempt.time
      findings.append(
        Finding(
          detector: id, severity: .error, time: deadline,
          magnitude: (deadline - attempt.time).milliseconds, unit: "ms",
          message:
            "the keyboard is up on the invisible prewarm \(deadline - since) ms after the handoff "
            + "was attempted at \(attempt.time) ms; typing goes nowhere visible",
          evidence: Evidence(
            events: [attempt.id, settle.id], samples: [trace.sample(.keyboardTop, at: index)])))
    }
    return findings
  }
}
