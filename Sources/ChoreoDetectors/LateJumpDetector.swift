import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the layout starting to move well after the keyboard did: it waits for
/// `keyboardDidShow`/`keyboardDidHide` and then jumps
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "Jumps waits for the keyboard to finish,
/// then snaps the composer up"; <doc:Detectors>, FB13296535).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct LateJumpDetector: Detector {
  let info = DetectorInfo(
    .lateJump,
    definition: "the layout starts moving only after the keyboard has moved (and usually landed)",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion, .screenVisibility],
    grades: .metric(.layoutDelay),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Timing-perception"),
      .init("FB13296535", "https://github.com/feedback-assistant/reports/issues/437"),
    ],
    remedies: LateJumpDetector.remedies
  ) { _ in
    "For each motion of the docked keyboard (a new `will` notification starts a new one), the"
      + " layout's first step the same way, measured in its container (so a sheet still rising "
      + "does not hide it), comes more than the threshold after the keyboard's "
      + "first step (looked for until the person's next action, the next keyboard motion, or "
      + "\(FixedPoint.compact(Trace.KeyboardMotion.responseHorizon.seconds)) s "
      + "after the keys land)."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    var findings: [Finding] = []
    for motion in analysis.keyboardMotions {
      let first = motion.frames.lowerBound
      let travel = motion.travel
      let end = motion.responseEnd
      // The layout is followed in its container's frame: a sheet still rising carries the layout
      // and where it belongs alike, and a layout that waits for the keys to land jumps all the same.
      func bar(_ index: Int) -> Double {
        trace.inContainer(frames[index].composerBottom, at: index, since: first)
      }
      // The first step counts only if a person sees it: a layout that moved while off screen or
      // with its screen hidden did not jump in front of anyone.
      guard
        let step = (first + 1..<end).first(where: { index in
          let change = bar(index) - bar(index - 1)
          return change * travel > 0 && abs(change) > Trace.motionEpsilon
        }),
        frames[step].screenVisible,
        trace.isComposerUp(at: step) || trace.isComposerUp(at: step - 1)
      else { continue }
      let delay = frames[step - 1].time - frames[first].time
      let metric = analysis.thresholds.layoutDelay
      guard let severity = metric.severity(of: delay) else { continue }
      let progress = (frames[step - 1].dockedKeyboardTop - frames[first].dockedKeyboardTop) / travel
      let landed = progress >= 0.99 ? ", after the keys had landed" : ""
      findings.append(
        Finding(
          detector: id, severity: severity, time: frames[step - 1].time,
          magnitude: delay.milliseconds, unit: "ms",
          message:
            "the layout started moving \(delay) ms after the keyboard\(landed) (\(severity) "
            + "above \(metric.format(metric.limit(for: severity))) ms)",
          evidence: Evidence(samples: [
            trace.sample(.dockedKeyboardTop, at: first), trace.sample(.composerBottom, at: first),
            trace.sample(.dockedKeyboardTop, at: step), trace.sample(.composerBottom, at: step),
          ])))
    }
    return findings
  }
}

extension LateJumpDetector {
  /// `late-jump`: move with the keyboard as it starts, on the `will` notifications or every
  /// frame, never on `keyboardDidShow`.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Move on keyboardWillShow and keyboardWillChangeFrame, not keyboardDidShow",
      code: """
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        // not keyboardDidShowNotification: it posts after the keys have landed
        """,
      source: RemedySource.keyboardWillChangeFrame),
    Remedy(
      .swiftUI,
      "Drop the keyboardDidShow handler and let the keyboard safe area move the composer",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()  // laid out above the keyboard inside the keyboard's own animation
        }
        // no .onReceive(keyboardDidShowNotification) { bottomPadding = ... }: it comes too late
        """,
      source: RemedySource.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Listen to keyboardWillShow on iOS, not keyboardDidShow, and animate with the event",
      code: """
        const event = Platform.OS === 'ios' ? 'keyboardWillShow' : 'keyboardDidShow';
        const sub = Keyboard.addListener(event, (e) => {
          Keyboard.scheduleLayoutAnimation(e);
          setInset(e.endCoordinates.height);
        });
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Move the composer with KeyboardStickyView on every frame, not in a keyboardDidShow listener",
      code: """
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        // not KeyboardEvents.addListener('keyboardDidShow', ...): it fires after the keys landed
        """,
      source: RemedySource.kcStickyView),
    Remedy(
      .compose,
      "Pad with Modifier.imePadding(), which follows WindowInsets.ime every frame",
      code: """
        Column(Modifier.fillMaxSize().imePadding()) {
          LazyColumn(Modifier.weight(1f)) { items(messages) { MessageRow(it) } }
          Composer()
        }
        """,
      source: RemedySource.composeImePadding),
    Remedy(
      .flutter,
      "Read MediaQuery.viewInsetsOf(context) in build; it changes every frame of the keyboard",
      code: """
        // rebuilt every frame as the keyboard moves; a visibility callback comes only at the end
        final keyboard = MediaQuery.viewInsetsOf(context).bottom;
        return Padding(padding: EdgeInsets.only(bottom: keyboard), child: const Composer());
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
