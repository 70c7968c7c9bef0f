import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds the layout jumping in one frame while the platform animated the change it follows: a
/// keyboard observer that drops an event (react-native-true-sheet PR 604, where the hide arrives
/// after focus has left) leaves the sheet or the composer to snap to its place
/// (<doc:PlatformFacts#Exit>).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct SnapDetector: Detector {
  let info = DetectorInfo(
    .snap,
    definition: "the layout jumps in one frame while the keyboard it follows is animating",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion, .screenVisibility],
    grades: .metric(.snap),
    sources: [
      .doc("PlatformFacts", "Exit"),
      .doc("PlatformFacts", "Derived-keyboard-motion"),
      .init(
        "react-native-true-sheet PR 604",
        "https://github.com/lodev09/react-native-true-sheet/pull/604"),
    ],
    remedies: SnapDetector.remedies
  ) { _ in
    "In a frame where the docked keyboard moves, the composer moves farther than the keyboard "
      + "and the sheet together did in that frame by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    let frames120 = trace.framesOf120Hz
    // The worst frame of each run of snapping frames; any other frame ends a run.
    var worst: [(index: Int, excess: Double)] = []
    var current: (index: Int, excess: Double)?
    for index in frames.indices.dropFirst() {
      if let excess = snap(at: index, in: trace, frames120: frames120),
        excess > thresholds.snap.warning
      {
        if excess > current?.excess ?? -.infinity { current = (index, excess) }
      } else if let ended = current {
        worst.append(ended)
        current = nil
      }
    }
    if let ended = current { worst.append(ended) }
    let findings = worst.compactMap { finding(at: $0.index, excess: $0.excess, in: analysis) }
    return findings
  }

  private func finding(at index: Int, excess: Double, in analysis: TraceAnalysis) -> Finding? {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    guard
      let severity = thresholds.snap.severity(of: excess)
    else { return nil }
    let step = frames[index].composerBottom - frames[index - 1].composerBottom
    let keys = frames[index].dockedKeyboardTop - frames[index - 1].dockedKeyboardTop
    return Finding(
      detector: id, severity: severity, time: frames[index - 1].time, magnitude: excess,
      unit: "pt",
      message:
        "the layout jumped \(FixedPoint.format(abs(step), places: 1)) pt "
        + "\(step > 0 ? "down" : "up") in one frame "
        + (abs(keys) < Trace.visibleExtent
          ? "as the keyboard started to move"
          : "while the keyboard moved \(FixedPoint.format(abs(keys), places: 1)) pt")
        + ": a snap, not a motion",
      evidence: Evidence(samples: [
        trace.sample(.composerBottom, at: index - 1),
        trace.sample(.composerBottom, at: index),
        trace.sample(.dockedKeyboardTop, at: index - 1),
        trace.sample(.dockedKeyboardTop, at: index),
      ]))
  }

  /// How far the composer's step into frame `index` exceeds the platform's own steps, while the
  /// docked keyboard is animating; `nil` when it is not.
  private func snap(at index: Int, in trace: Trace, frames120: Double) -> Double? {
    let frames = trace.frames
    let height = trace.device.height
    let now = frames[index]
    let before = frames[index - 1]
    // Only a composer a person can see, on a screen on display.
    guard Trace.isBarInView(now, screenHeight: height),
      Trace.isBarInView(before, screenHeight: height)
    else { return nil }
    // The keyboard visibly animating, not a spring's last fraction of a point.
    let keys = abs(now.dockedKeyboardTop - before.dockedKeyboardTop)
    let after = index + 1 < frames.count ? frames[index + 1] : now
    let keysAfter = abs(after.dockedKeyboardTop - now.dockedKeyboardTop)
    guard keys >= Trace.visibleExtent || keysAfter >= Trace.visibleExtent else { return nil }
    let sheet = abs(now.sheetTop - before.sheetTop)
    let step = abs(now.composerBottom - before.composerBottom)
    // Riding a moving sheet while following the keyboard, the composer moves by both; the
    // thresholds are for a 120 Hz frame, and a longer frame allows proportionally more.
    return (step - (keys + sheet)) / frames120
  }
}

extension SnapDetector {
  /// `snap`: apply every keyboard change inside the keyboard's motion, including the hide that
  /// comes after focus has left.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pin the bar to view.keyboardLayoutGuide, which follows every change, focused or not",
      code: """
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        // not a handler that returns unless the field is first responder: the hide comes after
        """,
      source: RemedySource.keyboardLayoutGuide),
    Remedy(
      .swiftUI,
      "Let the keyboard safe area move the layout instead of a padding set outside any animation",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()
        }
        // not bottomPadding set in .onReceive(keyboardWillHideNotification) with no animation
        """,
      source: RemedySource.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Call Keyboard.scheduleLayoutAnimation(e) for every keyboard event you change layout on",
      code: """
        const sub = Keyboard.addListener('keyboardWillHide', (e) => {
          Keyboard.scheduleLayoutAnimation(e);  // without it the layout jumps in one frame
          setInset(0);
        });
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Put the composer in KeyboardStickyView, which follows the hide after focus has left too",
      code: """
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        """,
      source: RemedySource.kcStickyView),
    Remedy(
      .compose,
      "Pad with imePadding instead of switching a fixed padding on the keyboard's visibility",
      code: """
        Composer(Modifier.imePadding())  // animated with WindowInsets.ime
        // not: Modifier.padding(bottom = if (WindowInsets.isImeVisible) 300.dp else 0.dp)
        """,
      source: RemedySource.composeImePadding),
    Remedy(
      .flutter,
      "Pad by viewInsets instead of switching between two fixed paddings on a visibility flag",
      code: """
        Padding(
          padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
          child: const Composer(),
        )
        // not: keyboardVisible ? 300 : 0, which jumps in one frame
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
