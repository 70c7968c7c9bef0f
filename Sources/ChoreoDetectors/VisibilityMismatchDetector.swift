import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the app's own `isKeyboardVisible` disagreeing with the screen while the keyboard rests
/// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "confirm your isKeyboardVisible
/// state always matches the visual result").
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct VisibilityMismatchDetector: Detector {
  let info = DetectorInfo(
    .visibilityMismatch,
    definition: "the app's isKeyboardVisible disagrees with whether a keyboard is on screen",
    subject: .inputBar,
    needs: [.visibilityFlag, .keyboardMotion, .screenVisibility],
    grades: .metric(.layoutDelay),
    sources: [
      .doc("PlatformFacts", "Keyboard-observers"),
      .doc("PlatformFacts", "Timing-perception"),
    ],
    remedies: VisibilityMismatchDetector.remedies
  ) { _ in
    "While the screen is on display and the keyboard rests, the app's `isKeyboardVisible` "
      + "disagrees with whether a keyboard is on screen, for longer than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    return trace.episodes(lasting: .zero) { index in
      let frame = frames[index]
      guard let believed = frame.appKeyboardVisible, frame.screenVisible,
        !trace.moved(.keyboardTop, at: index), believed != trace.isKeyboardUp(at: index)
      else { return nil }
      return 1
    }.compactMap { episode in
      let start = frames[episode.frames.lowerBound]
      let length =
        frames[episode.frames.upperBound - 1].time - start.time + trace.refreshRate.frameDuration
      guard let severity = analysis.thresholds.layoutDelay.severity(of: length) else { return nil }
      let believed = start.appKeyboardVisible == true
      return Finding(
        detector: id, severity: severity, time: start.time, magnitude: length.milliseconds,
        unit: "ms",
        message:
          "isKeyboardVisible was \(believed) for \(length) ms while the keyboard was "
          + (believed ? "not on screen" : "on screen"),
        evidence: Evidence(samples: [trace.sample(.keyboardTop, at: episode.frames.lowerBound)]))
    }
  }
}

extension VisibilityMismatchDetector {
  /// `visibility-mismatch`: derive the keyboard's visibility from what the keyboard reports, and
  /// reset it with the observers.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Derive isKeyboardVisible from the end frame's overlap, and reset it in viewWillDisappear",
      code: """
        // in keyboardWillChangeFrame, with `end` in this view's coordinates:
        isKeyboardVisible = view.bounds.intersection(end).height > 0
        // in viewWillDisappear, with the observers removed:
        isKeyboardVisible = false
        """,
      source: RemedySource.keyboardWillChangeFrame),
    Remedy(
      .swiftUI,
      "Set the flag from keyboardWillShow and keyboardWillHide with .onReceive",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillShowNotification)) { _ in isKeyboardVisible = true }
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillHideNotification)) { _ in isKeyboardVisible = false }
        // .onReceive keeps listening while another screen covers this one: no hide is missed
        """,
      source: RemedySource.keyboardWillShow),
    Remedy(
      .reactNative,
      "Ask Keyboard.isVisible() instead of keeping a flag of your own",
      code: """
        const keyboardUp = Keyboard.isVisible();  // the last known state, kept by React Native
        // not a flag set in listeners that were removed while the keyboard hid
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Ask KeyboardController.isVisible() instead of keeping a flag of your own",
      code: """
        const keyboardUp = KeyboardController.isVisible();  // tracked from the native events
        """,
      source: RemedySource.kcKeyboardController),
    Remedy(
      .compose,
      "Read WindowInsets.isImeVisible instead of keeping a flag of your own",
      code: """
        @OptIn(ExperimentalLayoutApi::class)
        val keyboardVisible = WindowInsets.isImeVisible  // from the insets, never stale
        """,
      source: RemedySource.composeWindowInsetsCompanion),
    Remedy(
      .flutter,
      "Derive visibility from MediaQuery.viewInsetsOf(context).bottom in build",
      code: """
        final keyboardVisible = MediaQuery.viewInsetsOf(context).bottom > 0; // never stale
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
