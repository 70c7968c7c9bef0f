import ChoreoTimeline

/// Finds one keyboard notification handled more than once by the same screen's observers: an
/// observer added twice, or added on every appearance and never removed
/// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "Not removing observers:
/// duplicate callbacks can cause jittery animations"; <doc:Detectors>, IQKeyboardManager #1697,
/// TPKeyboardAvoiding #69).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct DuplicateCallbackDetector: Detector {
  let info = DetectorInfo(
    .duplicateCallback,
    definition: "one keyboard notification was handled more than once",
    subject: .inputBar,
    needs: [.handlerRuns, .causes, .keyboardNotifications],
    grades: .always,
    sources: [
      .doc("PlatformFacts", "Keyboard-observers"),
      .init(
        "IQKeyboardManager issue 1697",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/1697"),
    ],
    remedies: DuplicateCallbackDetector.remedies
  ) { _ in
    "One keyboard notification ran the screen's handler more than once."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let handlerRuns = analysis.positions(of: .handlerRun).map { trace.entries[$0] }
    return handlerRuns.grouped(inOrderBy: \.cause).compactMap { cause, runs in
      guard runs.count > 1 else { return nil }
      let ids = runs.map(\.id)
      let notification = trace.entries[cause]
      return Finding(
        detector: id, severity: .error, time: notification.time, magnitude: Double(ids.count),
        unit: "runs",
        message:
          "\(notification.happening.name) was handled \(ids.count) times by one screen's "
          + "observers",
        evidence: Evidence(events: [cause] + ids))
    }
  }
}

extension DuplicateCallbackDetector {
  /// `duplicate-callback`: register each keyboard observer once, and remove it with its owner.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Add the keyboard observers in one place only, viewDidLoad, not again in viewWillAppear",
      code: """
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(  // once: not again in viewWillAppear
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
        """,
      source: RemedySource.addObserverSelector),
    Remedy(
      .swiftUI,
      "Observe with .onReceive, which subscribes once per view, not with addObserver in onAppear",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillChangeFrameNotification)) { note in
          keyboardFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        }
        // not NotificationCenter.default.addObserver in .onAppear: one more each appearance
        """,
      source: RemedySource.onReceive),
    Remedy(
      .reactNative,
      "Remove the Keyboard listener in the effect's cleanup, so each mount holds exactly one",
      code: """
        useEffect(() => {
          const sub = Keyboard.addListener('keyboardWillShow', onShow);
          return () => sub.remove();  // without it every remount adds one more listener
        }, []);
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Remove each KeyboardEvents listener in the effect's cleanup",
      code: """
        useEffect(() => {
          const sub = KeyboardEvents.addListener('keyboardWillShow', onShow);
          return () => sub.remove();  // without it every remount adds one more listener
        }, []);
        """,
      source: RemedySource.kcKeyboardEvents),
    Remedy(
      .flutter,
      "Add the WidgetsBindingObserver once in initState and remove it in dispose",
      code: """
        @override
        void initState() { super.initState(); WidgetsBinding.instance.addObserver(this); }

        @override
        void dispose() { WidgetsBinding.instance.removeObserver(this); super.dispose(); }
        """,
      source: RemedySource.flutterBindingObserver),
  ]
}
