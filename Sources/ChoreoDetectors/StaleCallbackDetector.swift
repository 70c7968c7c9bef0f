import ChoreoTimeline

/// Finds a keyboard handler running for a screen that is not on display.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct StaleCallbackDetector: Detector {
  let info = DetectorInfo(
    .staleCallback,
    definition: "a keyboard handler ran for a screen that was not on display",
    subject: .inputBar,
    needs: [.handlerRuns, .screenVisibility, .causes],
    grades: .always,
    sources: [
      .doc("PlatformFacts", "Keyboard-observers"),
      .doc("ThePattern", "Keyboard-notifications-as-the-source-of-truth"),
    ],
    remedies: StaleCallbackDetector.remedies
  ) { _ in
    "A keyboard handler ran while its screen was not on display; one finding per "
      + "notification."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var seen: Set<Int> = []
    var findings: [Finding] = []
    for position in analysis.positions(of: .handlerRun) {
      let entry = trace.entries[position]
      guard case .handler(let run) = entry.happening, !run.screenVisible,
        let cause = entry.cause, seen.insert(cause).inserted
      else { continue }
      findings.append(
        Finding(
          detector: id, severity: .error, time: entry.time, magnitude: 1, unit: "runs",
          message:
            "the screen's \(run.notification) handler ran while another screen was on display",
          evidence: Evidence(events: [cause, entry.id])))
    }
    return findings
  }
}

extension StaleCallbackDetector {
  /// `stale-callback`: listen to the keyboard only while the screen is on display.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Add keyboard observers in viewWillAppear and remove them in viewWillDisappear",
      code: """
        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          NotificationCenter.default.removeObserver(  // added back in viewWillAppear
            self, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
        """,
      source: RemedySource.viewWillDisappear),
    Remedy(
      .swiftUI,
      "Ignore keyboard notifications while the view is off screen, tracked with onDisappear",
      code: """
        .onAppear { isOnScreen = true }
        .onDisappear { isOnScreen = false }
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillChangeFrameNotification)) { note in
          if isOnScreen { apply(note) }  // a screen pushed over this one owns the keyboard now
        }
        """,
      source: RemedySource.onDisappear),
    Remedy(
      .reactNative,
      "Subscribe in useFocusEffect, so the listener exists only while the screen is focused",
      code: """
        useFocusEffect(useCallback(() => {
          const sub = Keyboard.addListener('keyboardWillHide', onHide);
          return () => sub.remove();  // removed while another screen is on top
        }, []));
        """,
      source: RemedySource.useFocusEffect),
    Remedy(
      .reactNativeKeyboardController,
      "Subscribe to KeyboardEvents in useFocusEffect, only while the screen is focused",
      code: """
        useFocusEffect(useCallback(() => {
          const sub = KeyboardEvents.addListener('keyboardWillHide', onHide);
          return () => sub.remove();  // removed while another screen is on top
        }, []));
        """,
      source: RemedySource.useFocusEffect),
    Remedy(
      .flutter,
      "Ignore metrics changes while another route covers this one",
      code: """
        @override
        void didChangeMetrics() {
          if (!(ModalRoute.of(context)?.isCurrent ?? false)) return; // covered by another route
          setState(() {});
        }
        """,
      source: RemedySource.flutterRouteIsCurrent),
  ]
}
