import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds a keyboard and a sheet that do not leave together, in either order.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct ExitAsymmetryDetector: Detector {
  let info = DetectorInfo(
    .exitAsymmetry,
    definition:
      "on close, the keyboard and the sheet do not leave together, whichever leaves first",
    subject: .sheetAndKeyboard,
    needs: [.sheetMotion, .keyboardMotion, .personActions],
    grades: .metric(.stagger),
    sources: [
      .doc("ThePattern", "Exit-symmetry"),
      .doc("PlatformFacts", "Timing-perception"),
      .doc("PlatformFacts", "Exit"),
    ],
    remedies: ExitAsymmetryDetector.remedies
  ) { _ in
    "Over an exit (a close or a dismiss drag, with a keyboard put away before it that is still "
      + "on screen when it starts), the "
      + "keyboard started leaving more than the threshold before the sheet (keyboard-first), or "
      + "after it, or stayed on screen that long after the sheet was gone (keyboard-last)."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let windows = analysis.windows
    var findings: [Finding] = []
    for (position, window) in windows.enumerated() {
      guard let action = window.opener?.action, action == .close || isDismissDrag(action)
      else { continue }
      let exit = exitFrames(of: position, in: windows, trace: trace)
      guard trace.isKeyboardUp(at: exit.frames.lowerBound),
        let sheetStart = trace.onset(of: .sheetTop, direction: .down, in: exit.frames)
      else { continue }
      if let finding = judge(
        exit.frames, sheetStart: sheetStart, action: action, events: exit.events,
        analysis: analysis)
      {
        findings.append(finding)
      }
    }
    return findings
  }

  /// The frames and openers of the exit that window `position` closes.
  ///
  /// They are the window's own, joined to the one before when the person put the keyboard away
  /// there and it is still on screen as they close. A keyboard already gone when the close comes left in a motion of its own, which the person
  /// asked for.
  private func exitFrames(
    of position: Int, in windows: [Trace.TransitionWindow], trace: Trace
  ) -> (frames: Range<Int>, events: [Int]) {
    let window = windows[position]
    guard let opener = window.opener, position > 0,
      let previous = windows[position - 1].opener,
      previous.action == .dismissKeyboard,
      trace.isKeyboardUp(at: windows[position - 1].frames.lowerBound),
      trace.isKeyboardUp(at: window.frames.lowerBound)
    else { return (window.frames, window.opener.map { [$0.entry.id] } ?? []) }
    return (
      windows[position - 1].frames.lowerBound..<window.frames.upperBound,
      [previous.entry.id, opener.entry.id]
    )
  }

  private func judge(
    _ frames: Range<Int>, sheetStart: Int, action: UserAction, events: [Int],
    analysis: TraceAnalysis
  ) -> Finding? {
    let trace = analysis.trace
    // The first frame after `start` in which a view is no longer visibly on screen.
    let height = trace.device.height
    func gone(after start: Int, _ top: (FrameSample) -> Double) -> Int {
      let after = min(frames.upperBound, max(frames.lowerBound, start + 1))
      return trace.firstFrame(in: after..<frames.upperBound) {
        !Trace.isOnScreen(top: top($1), screenHeight: height)
      } ?? frames.upperBound
    }
    let sheetGone = gone(after: sheetStart) { $0.sheetTop }
    let keyboardStart =
      trace.onset(of: .keyboardTop, direction: .down, in: frames) ?? frames.upperBound
    let keyboardGone = gone(after: keyboardStart) { $0.keyboardTop }
    let onsetGap = time(of: keyboardStart, in: trace) - time(of: sheetStart, in: trace)
    let lingering = max(.zero, time(of: keyboardGone, in: trace) - time(of: sheetGone, in: trace))
    let keyboardFirst = onsetGap < .zero
    let worst = keyboardFirst ? .zero - onsetGap : max(onsetGap, lingering)
    guard let severity = analysis.thresholds.stagger.severity(of: worst) else { return nil }
    let exit = action == .close ? "close" : "drag-dismiss"
    let message =
      keyboardFirst
      ? "on \(exit) the keyboard left first, \(worst) ms before the sheet: two motions, not one"
      : "on \(exit) the keyboard started \(onsetGap) ms after the sheet and stayed \(lingering) ms "
        + "after the sheet was gone"
    return Finding(
      detector: id, severity: severity, time: time(of: min(sheetStart, keyboardStart), in: trace),
      magnitude: worst.milliseconds, unit: "ms",
      variant: keyboardFirst ? "keyboard-first" : nil, message: message,
      evidence: Evidence(
        events: events,
        samples: [
          trace.sample(.sheetTop, at: sheetStart),
          trace.sample(.keyboardTop, at: min(keyboardStart, trace.frames.count - 1)),
        ]))
  }

  private func isDismissDrag(_ action: UserAction) -> Bool {
    if case .dragDismiss(_, _, true) = action { true } else { false }
  }

  private func time(of index: Int, in trace: Trace) -> Ticks {
    index < trace.frames.count
      ? trace.frames[index].time : trace.endTime + trace.refreshRate.frameDuration
  }
}

extension ExitAsymmetryDetector {
  /// `exit-asymmetry`: clear focus and dismiss in one transaction, so the keyboard and the sheet
  /// leave as one motion.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "End editing and dismiss in the same call, so the keyboard and the sheet leave together",
      code: """
        @objc private func close() {
          view.endEditing(true)  // the keyboard starts down...
          dismiss(animated: true)  // ...in the same frame as the sheet
        }
        """,
      source: RemedySource.endEditing),
    Remedy(
      .swiftUI,
      "Clear focus and dismiss in the same transaction: focused = false; dismiss()",
      code: """
        @Environment(\\.dismiss) private var dismiss
        Button("Close") {
          focused = false  // not after the sheet has gone, and no delay before dismiss()
          autoFocusPending = false  // a handoff still pending: the prewarm leaves with them
          dismiss()
        }
        """,
      source: RemedySource.dismissAction),
    Remedy(
      .reactNative,
      "Dismiss the keyboard and close the screen in the same handler",
      code: """
        const close = () => {
          Keyboard.dismiss();  // the keyboard and the screen leave together
          navigation.goBack();  // not in a keyboardDidHide listener or after a timeout
        };
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Call KeyboardController.dismiss() without awaiting it, and close in the same handler",
      code: """
        const close = () => {
          KeyboardController.dismiss();  // don't await: it resolves only at keyboardDidHide
          navigation.goBack();
        };
        """,
      source: RemedySource.kcKeyboardController),
    Remedy(
      .compose,
      "Clear focus in the same click that hides the sheet",
      code: """
        TextButton(onClick = {
          focusManager.clearFocus()  // the keyboard and the sheet leave together
          scope.launch { sheetState.hide() }.invokeOnCompletion { showSheet = false }
        }) { Text("Close") }
        """,
      source: RemedySource.composeBottomSheets),
    Remedy(
      .flutter,
      "Unfocus and pop in the same callback",
      code: """
        onPressed: () {
          FocusScope.of(context).unfocus(); // the keyboard and the sheet leave together
          Navigator.of(context).pop();
        },
        """,
      source: RemedySource.flutterUnfocus),
  ]
}
