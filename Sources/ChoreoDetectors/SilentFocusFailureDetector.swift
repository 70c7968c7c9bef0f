import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds focus that was asked for and never came, with nothing on screen to say so
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>,
/// <doc:PlatformFacts#Focus-delays-in-the-wild>, <doc:Detectors>): the app set focus, and by the
/// focus timeout (1 s after the sheet settled, <doc:PlatformFacts#Focus-timeout>) no focus landed,
/// no keyboard is up and no error was surfaced.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct SilentFocusFailureDetector: Detector {
  let info = DetectorInfo(
    .silentFocusFailure,
    definition:
      "focus was requested and none landed by the timeout, with no keyboard and no error surfaced",
    subject: .focus,
    needs: [.appActions, .sheetEvents, .keyboardMotion, .personActions],
    grades: .focusTimeout,
    sources: [
      .doc("PlatformFacts", "Focus-timeout"),
      .doc("PlatformFacts", "Focus-delays-in-the-wild"),
      .init(
        "subconscious issue 79", "https://github.com/subconsciousnetwork/subconscious/issues/79"),
      .init(
        "swift-composable-architecture issue 1070",
        "https://github.com/pointfreeco/swift-composable-architecture/issues/1070"),
    ],
    remedies: SilentFocusFailureDetector.remedies
  ) { _ in
    "The app set focus, and by the focus timeout after the sheet settled no focus landed, no "
      + "keyboard is on screen and no error was surfaced. Presentations closed before the timeout"
      + " are not judged."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    for deadline in analysis.focusDeadlines {
      let entries = trace.entries[deadline.presentation.entries].prefix { $0.time <= deadline.time }
      let landed = entries.contains { $0.controllerEvent == .focusDidLand }
      let surfaced = entries.contains { $0.happening == .effect(.surfaceFocusFailure) }
      guard !landed, !surfaced, !trace.isKeyboardUp(at: deadline.frame) else { continue }
      findings.append(
        Finding(
          detector: id, severity: .error, time: deadline.time,
          magnitude: (deadline.time - deadline.request.time).milliseconds, unit: "ms",
          message:
            "focus was set at \(deadline.request.time) ms and never landed: no keyboard "
            + "\(thresholds.focusTimeout) ms after the sheet settled, and no error was surfaced",
          evidence: Evidence(
            events: [deadline.request.id, deadline.settle.id],
            samples: [trace.sample(.keyboardTop, at: deadline.frame)])))
    }
    return findings
  }
}

extension SilentFocusFailureDetector {
  /// `silent-focus-failure`: ask for focus once the field exists, and keep asking until it lands.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Ask for first responder once the field is in a window; before that the request fails",
      code: """
        override func viewIsAppearing(_ animated: Bool) {
          super.viewIsAppearing(animated)
          // in the window now: in viewDidLoad, becomeFirstResponder() returns false
          messageField.becomeFirstResponder()
        }
        """,
      source: RemedySource.becomeFirstResponder),
    Remedy(
      .swiftUI,
      "Retry setting @FocusState until it reads true, instead of once in .task or .onAppear",
      code: """
        .task {
          for _ in 0..<3 where !focused {  // focus set before the field mounts is dropped
            try? await Task.sleep(for: .milliseconds(400))
            focused = true
          }
        }
        """,
      source: RemedySource.focusState),
    Remedy(
      .reactNative,
      "Focus with autoFocus on the input itself, never through a ref before the input has mounted",
      code: """
        <TextInput ref={inputRef} autoFocus />  // focuses when the input joins the window
        // not inputRef.current?.focus() before the input exists: nothing happens, silently
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .reactNativeKeyboardController,
      "Focus with autoFocus on the input itself, never through a ref before the input has mounted",
      code: """
        <TextInput ref={inputRef} autoFocus />  // focuses when the input joins the window
        // not inputRef.current?.focus() before the input exists: nothing happens, silently
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .compose,
      "Request focus from LaunchedEffect once the field carries Modifier.focusRequester",
      code: """
        val focusRequester = remember { FocusRequester() }
        TextField(state = draft, modifier = Modifier.focusRequester(focusRequester))
        LaunchedEffect(Unit) { focusRequester.requestFocus() }  // after the field is composed
        """,
      source: RemedySource.composeRequestFocus),
    Remedy(
      .flutter,
      "Give the TextField autofocus: true, which focuses it once it is built and attached",
      code: """
        TextField(focusNode: _messageFocus, autofocus: true)
        """,
      source: RemedySource.flutterAutofocus),
  ]
}
