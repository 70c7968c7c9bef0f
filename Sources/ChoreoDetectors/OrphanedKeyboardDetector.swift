import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds a keyboard left on an invisible field
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>): after the app attempted the handoff,
/// the keyboard is still up at the focus timeout (1 s after the sheet settled) and the first
/// responder is the prewarm, which the person cannot see.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct OrphanedKeyboardDetector: Detector {
  let info = DetectorInfo(
    .orphanedKeyboard,
    definition:
      "after the handoff should have completed, the keyboard is up on the invisible prewarm",
    subject: .prewarm,
    needs: [.responders, .keyboardMotion, .appActions, .sheetEvents, .personActions],
    grades: .focusTimeout,
    sources: [
      .doc("ThePattern", "Second-order-failures"),
      .doc("PlatformFacts", "Focus-timeout"),
    ],
    remedies: OrphanedKeyboardDetector.remedies
  ) { _ in
    "After the app attempted the handoff, the keyboard is still up at the focus timeout and "
      + "the first responder is the invisible prewarm."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for deadline in analysis.focusDeadlines {
      let index = deadline.frame
      guard trace.isKeyboardUp(at: index), trace.frames[index].firstResponder == .prewarm else {
        continue
      }
      let attempt = deadline.request
      let since =
        (deadline.presentation.frames.first { index in
          index >= trace.clampedFrame(attempt.time)
            && trace.frames[index].firstResponder == .prewarm
            && trace.isKeyboardUp(at: index)
        }).map { trace.frames[$0].time } ?? attempt.time
      findings.append(
        Finding(
          detector: id, severity: .error, time: deadline.time,
          magnitude: (deadline.time - attempt.time).milliseconds, unit: "ms",
          message:
            "the keyboard is up on the invisible prewarm \(deadline.time - since) ms after the "
            + "handoff was attempted at \(attempt.time) ms; typing goes nowhere visible",
          evidence: Evidence(
            events: [attempt.id, deadline.settle.id],
            samples: [trace.sample(.keyboardTop, at: index)])))
    }
    return findings
  }
}

extension OrphanedKeyboardDetector {
  /// `orphaned-keyboard`: retry the handoff until focus lands, and never leave the keyboard on
  /// the invisible prewarm.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Retry the handoff until the real field is first responder, then always retire the prewarm",
      code: """
        func handOff(_ left: Int = 3) {
          guard !field.becomeFirstResponder(), left > 1 else {
            return prewarm.removeFromSuperview()  // landed, or gave up: never orphan the keys
          }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.handOff(left - 1) }
        }
        """,
      source: RemedySource.becomeFirstResponder),
    Remedy(
      .swiftUI,
      "Hand off from the real field's own onAppear, so the attempt cannot hit an unmounted field",
      code: """
        TextField("Message", text: $draft)
          .focused($focused)
          .onAppear { focused = true }  // mounted now: the prewarm passes the keyboard on
          .onChange(of: focused) { _, landed in if landed { autoFocusPending = false } }
        """,
      source: RemedySource.focusState),
  ]
}
