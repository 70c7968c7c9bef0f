/// Finds focus that was asked for and never came, with nothing on screen to say so (seed 002,
/// domain-facts §4.2, §8): the app set focus, and by the focus timeout (1 s after the sheet
/// settled, domain-facts §0) no focus landed, no keyboard is up and no error was surfaced.
///
/// A keyboard held by an invisible responder is not silent; that is `orphaned-keyboard`'s.
/// Presentations that end (a close or a drag) before the timeout are not judged.
public struct SilentFocusFailureDetector: Detector {
  /// Creates the detector.
  public init() {}

  /// `silent-focus-failure`.
  public var id: DetectorID { .silentFocusFailure }

  /// One sentence.
  public var definition: String {
    "focus was requested and none landed by the timeout, with no keyboard and no error surfaced"
  }

  /// The silent failures in `trace`.
  public func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    for presentation in analysis.presentations {
      guard let request = presentation.firstFocusRequest, let settle = presentation.settle else {
        continue
      }
      let deadline = settle.time + thresholds.focusTimeout
      guard presentation.isOpen(at: deadline, traceEnd: trace.endTime) else { continue }
      let beforeDeadline = trace.events[presentation.entries].prefix { $0.time <= deadline }
      let landed = beforeDeadline.contains { $0.controllerEvent == .focusDidLand }
      let surfaced = beforeDeadline.contains { $0.happening == .effect(.surfaceFocusFailure) }
      let index = trace.clampedFrame(deadline)
      guard !landed, !surfaced, !trace.isKeyboardUp(at: index) else { continue }
      findings.append(
        Finding(
          detector: id, severity: .error, time: deadline,
          magnitude: (deadline - request.time).milliseconds, unit: "ms",
          message:
            "focus was set at \(request.time) ms and never landed: no keyboard "
            + "\(thresholds.focusTimeout) ms after the sheet settled, and no error was surfaced",
          evidence: Evidence(
            events: [request.id, settle.id], samples: [trace.sample(.keyboardTop, at: index)])))
    }
    return findings
  }
}
