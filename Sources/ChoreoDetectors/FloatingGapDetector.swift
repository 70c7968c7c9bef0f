import ChoreoCore
import ChoreoTimeline

/// Finds the composer hanging still over the space the docked keyboard is leaving
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "on the way down leaves it floating over an
/// empty gap"; an undocked keyboard leaves the same gap).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct FloatingGapDetector: Detector {
  let info = DetectorInfo(
    .floatingGap,
    definition: "on the way down, the layout hangs still over the space the keyboard left",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion, .screenVisibility],
    grades: .metric(.drift),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Drift-tolerance"),
    ],
    remedies: FloatingGapDetector.remedies
  ) { thresholds in
    "For at least \(FixedPoint.compact(thresholds.restDuration.milliseconds)) ms of frames where "
      + "the docked keyboard moves down and the layout does not move in its container (a sheet "
      + "going down carries it), the layout, on screen, hangs above where it belongs by more "
      + "than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    return trace.episodes(
      over: fallsUnderStillLayout(in: trace), lasting: thresholds.restDuration
    ) { index in
      let gap = trace.expectedLayoutBottom(at: index) - frames[index].composerBottom
      return gap > thresholds.drift.warning ? gap : nil
    }.compactMap { episode in
      guard
        let severity = thresholds.drift.severity(of: episode.amount)
      else { return nil }
      let start = frames[episode.frames.lowerBound].time
      let length = frames[episode.frames.upperBound - 1].time - start
      return Finding(
        detector: id, severity: severity, time: start, magnitude: episode.amount, unit: "pt",
        message:
          "the layout hung over a gap of up to \(FixedPoint.format(episode.amount, places: 1)) pt "
          + "for \(length) ms as the keyboard went down",
        evidence: Evidence(samples: [
          trace.sample(.dockedKeyboardTop, at: episode.peak),
          trace.sample(.composerBottom, at: episode.peak),
        ]))
    }
  }

  /// The frames where, with the screen on display and the layout on it, the docked keyboard goes
  /// down while the layout stays put in its container (a sheet going down carries it, but a
  /// layout that keeps its place in the sheet hangs all the same), in order.
  private func fallsUnderStillLayout(in trace: Trace) -> [Int] {
    let frames = trace.frames
    return frames.indices.dropFirst().filter { index in
      let (now, before) = (frames[index], frames[index - 1])
      let step = trace.inContainer(now.composerBottom, at: index, since: index - 1)
      return now.screenVisible && trace.isComposerUp(at: index)
        && now.dockedKeyboardTop - before.dockedKeyboardTop > Trace.motionEpsilon
        && abs(step - before.composerBottom) <= Trace.motionEpsilon
    }
  }
}

extension FloatingGapDetector {
  /// `floating-gap`: bring the layout down with the keyboard as it hides, not after.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Lower the layout in keyboardWillHide, inside its animation, not in keyboardDidHide",
      code: """
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillHide(_:)),
          name: UIResponder.keyboardWillHideNotification, object: nil)
        // set the bottom constant to 0 there, animated with the payload's duration and curve
        """,
      source: RemedySource.keyboardWillHide),
    Remedy(
      .swiftUI,
      "Drop the padding reset in keyboardDidHide; the keyboard safe area lowers the composer",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()  // goes down with the keys, inside the keyboard's animation
        }
        // no .onReceive(keyboardDidHideNotification) { bottomPadding = 0 }: the keys are gone
        """,
      source: RemedySource.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Lower the inset on keyboardWillHide with the event's animation, not on keyboardDidHide",
      code: """
        const sub = Keyboard.addListener('keyboardWillHide', (e) => {  // iOS; Android has Did only
          Keyboard.scheduleLayoutAnimation(e);
          setInset(0);
        });
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Use react-native-keyboard-controller's KeyboardAvoidingView, which follows the keys down",
      code: """
        import { KeyboardAvoidingView } from 'react-native-keyboard-controller';
        <KeyboardAvoidingView behavior="padding" keyboardVerticalOffset={headerHeight}
          style={{ flex: 1 }}>
          <Messages />
          <Composer />
        </KeyboardAvoidingView>
        """,
      source: RemedySource.kcKeyboardAvoidingView),
    Remedy(
      .compose,
      "Pad by WindowInsets.ime as it is now, not a height saved when the keyboard opened",
      code: """
        Composer(Modifier.windowInsetsPadding(WindowInsets.ime))  // goes down with the keys
        // not: Modifier.padding(bottom = savedImeHeight) until the hide has finished
        """,
      source: RemedySource.composeWindowInsetsPadding),
    Remedy(
      .flutter,
      "Keep resizeToAvoidBottomInset on, so the body grows back with the keyboard each frame",
      code: """
        Scaffold(
          resizeToAvoidBottomInset: true, // the default: the body follows the keys down
          body: const ChatBody(),
        )
        """,
      source: RemedySource.flutterResizeToAvoidBottomInset),
  ]
}
