import ChoreoTimeline

/// Finds a tap on a control that only closed the keyboard: the control's action did not run, so the
/// person must tap again (<doc:ThePattern#Keeping-the-field-above-the-keys>: with
/// `keyboardShouldPersistTaps` "never", "the first tap on Save only closes the keyboard, and a
/// second tap saves").
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct EatenTapDetector: Detector {
  let info = DetectorInfo(
    .eatenTap,
    definition: "a tap on a control only closed the keyboard",
    subject: .focus,
    needs: [.controls, .personActions, .responders, .causes],
    grades: .always,
    sources: [
      .doc("ThePattern", "Putting-the-keyboard-away")
    ],
    remedies: EatenTapDetector.remedies
  ) { _ in
    "A tap on a control closed the keyboard and the control's action did not run."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let taps = analysis.positions(of: .controlTap).map { trace.entries[$0] }
    guard !taps.isEmpty else { return [] }
    let tapIDs = Set(taps.map(\.id))
    var children: [Int: [TraceEntry]] = [:]
    for entry in trace.entries {
      if let cause = entry.cause, tapIDs.contains(cause) {
        children[cause, default: []].append(entry)
      }
    }
    return taps.compactMap { entry in
      guard case .user(.tapControl(let control)) = entry.happening else { return nil }
      let caused = children[entry.id] ?? []
      let activated = caused.contains {
        if case .note(.controlActivated) = $0.happening { true } else { false }
      }
      let closed = caused.filter {
        if case .event(.focusDidLeave) = $0.happening { true } else { false }
      }
      guard !activated, !closed.isEmpty else { return nil }
      return Finding(
        detector: id, severity: .error, time: entry.time, magnitude: 1, unit: "taps",
        message: "the tap on \(control) only closed the keyboard; \(control) needs a second tap",
        evidence: Evidence(events: [entry.id] + closed.map(\.id)))
    }
  }
}

extension EatenTapDetector {
  /// `eaten-tap`: close the keyboard without swallowing the tap that closed it.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Set cancelsTouchesInView = false on the tap-to-dismiss recognizer",
      code: """
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false  // the tap also reaches the control under it
        view.addGestureRecognizer(tap)
        """,
      source: RemedySource.cancelsTouchesInView),
    Remedy(
      .swiftUI,
      "Put the keyboard away with .scrollDismissesKeyboard, not a gesture laid over the controls",
      code: """
        ScrollView { FormFields() }
          .scrollDismissesKeyboard(.immediately)  // taps still reach the buttons
        // not .highPriorityGesture(TapGesture().onEnded { focused = nil }) over the form
        """,
      source: RemedySource.scrollDismissesKeyboard),
    Remedy(
      .reactNative,
      "Set keyboardShouldPersistTaps=\"handled\" on the scroll view that holds the controls",
      code: """
        <ScrollView keyboardShouldPersistTaps="handled">  {/* "never", the default, eats it */}
          <TextInput placeholder="Name" />
          <Button title="Save" onPress={save} />
        </ScrollView>
        """,
      source: RemedySource.rnScrollView),
    Remedy(
      .reactNativeKeyboardController,
      "Set keyboardShouldPersistTaps=\"handled\" on KeyboardAwareScrollView",
      code: """
        <KeyboardAwareScrollView bottomOffset={24} keyboardShouldPersistTaps="handled">
          <TextInput placeholder="Name" />
          <Button title="Save" onPress={save} />
        </KeyboardAwareScrollView>
        """,
      source: RemedySource.kcAwareScrollView),
    Remedy(
      .flutter,
      "Unfocus from TextField.onTapOutside, which lets the tap reach the control it landed on",
      code: """
        TextField(
          onTapOutside: (_) => FocusManager.instance.primaryFocus?.unfocus(),
        )
        // not a GestureDetector stacked above the buttons
        """,
      source: RemedySource.flutterOnTapOutside),
  ]
}
