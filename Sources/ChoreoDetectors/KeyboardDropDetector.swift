import ChoreoCore
import ChoreoTimeline

/// Finds the keyboard starting to hide when nobody asked it to (<doc:Detectors>: focus-ios #1839,
/// luke #695): a `keyboardWillHide` whose chain of causes holds no close, no dismiss drag, no
/// detent drag, no `clearFocus` and no `dismiss`.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct KeyboardDropDetector: Detector {
  let info = DetectorInfo(
    .keyboardDrop,
    definition:
      "the keyboard started to hide with no intent to dismiss it (no close, drag or unfocus)",
    subject: .keyboard,
    needs: [.keyboardNotifications, .keyboardMotion, .causes],
    grades: .always,
    sources: [
      .doc("ThePattern", "Why-naive-approaches-fail"),
      .init("focus-ios issue 1839", "https://github.com/mozilla-mobile/focus-ios/issues/1839"),
    ]
  ) { _ in
    "The keyboard started to hide and its chain of causes holds no close, dismiss drag, "
      + "detent drag, `clearFocus` or `dismiss`."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for position in analysis.positions(of: .keyboardWillHide) {
      let entry = trace.entries[position]
      guard !trace.hasDismissalIntent(entry.id) else { continue }
      let start = trace.clampedFrame(entry.time)
      let (fall, bottom) = drop(after: start, in: trace)
      let cause = entry.cause.map { trace.entries[$0].happening.description } ?? "nothing"
      findings.append(
        Finding(
          detector: id, severity: .error, time: entry.time, magnitude: fall, unit: "pt",
          message:
            "the keyboard started to hide with no close, drag or unfocus (caused by \(cause)); "
            + "it fell \(FixedPoint.format(fall, places: 1)) pt",
          evidence: Evidence(
            events: trace.causalChain(of: entry.id).map(\.id).reversed(),
            samples: [
              trace.sample(.keyboardTop, at: start), trace.sample(.keyboardTop, at: bottom),
            ])))
    }
    return findings
  }

  /// How far the keyboard fell from frame `start` before it rose again or the trace ended.
  private func drop(after start: Int, in trace: Trace) -> (Double, Int) {
    let top = trace.frames[start].keyboardTop
    var lowest = start
    for index in start..<trace.frames.count {
      if trace.frames[index].keyboardTop > trace.frames[lowest].keyboardTop { lowest = index }
      if index > start
        && trace.frames[index].keyboardTop < trace.frames[index - 1].keyboardTop
          - Trace.motionEpsilon
      {
        break
      }
    }
    return (trace.frames[lowest].keyboardTop - top, lowest)
  }
}
