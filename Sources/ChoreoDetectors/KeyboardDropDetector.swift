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
    ],
    remedies: KeyboardDropDetector.remedies
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

extension KeyboardDropDetector {
  /// `keyboard-drop`: never let go of the keyboard before something else holds it.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Remove the prewarm field only after the real field has become first responder",
      code: """
        if realField.becomeFirstResponder() {  // the keyboard moves to the real field
          prewarm.removeFromSuperview()  // only now: removing it first drops the keyboard
        }
        """,
      source: RemedySource.becomeFirstResponder),
    Remedy(
      .swiftUI,
      "Retire the prewarm in onChange of the focus state once focus lands, not on the attempt",
      code: """
        .onChange(of: focused) { _, landed in
          if landed { autoFocusPending = false }  // unmounts the prewarm once the field has focus
        }
        // not autoFocusPending = false in the same statement as focused = true
        """,
      source: RemedySource.focusState),
    Remedy(
      .reactNative,
      "Focus the next input while the current one still has focus, with submitBehavior=\"submit\"",
      code: """
        <TextInput returnKeyType="next" submitBehavior="submit"
          onSubmitEditing={() => nextRef.current?.focus()} />
        // not Keyboard.dismiss() and then focus(): the keyboard starts down and comes back
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .reactNativeKeyboardController,
      "Hand focus on with KeyboardController.setFocusTo('next'), which keeps the keyboard up",
      code: """
        <TextInput returnKeyType="next" submitBehavior="submit"
          onSubmitEditing={() => KeyboardController.setFocusTo('next')} />
        """,
      source: RemedySource.kcKeyboardController),
    Remedy(
      .compose,
      "Move focus with focusManager.moveFocus instead of clearing it and focusing the next field",
      code: """
        keyboardActions = KeyboardActions(onNext = { focusManager.moveFocus(FocusDirection.Next) })
        // not focusManager.clearFocus() first: the keyboard starts down and comes back
        """,
      source: RemedySource.composeFocusManager),
    Remedy(
      .flutter,
      "Request the next node's focus directly; calling unfocus() first hides the keyboard",
      code: """
        TextField(
          textInputAction: TextInputAction.next,
          onSubmitted: (_) => nextFocus.requestFocus(), // not unfocus() first
        )
        """,
      source: RemedySource.flutterRequestFocus),
  ]
}
