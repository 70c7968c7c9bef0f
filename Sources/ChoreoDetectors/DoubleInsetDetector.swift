import ChoreoCore
import ChoreoTimeline

/// Finds extra space resting between the layout and the docked keyboard: the keyboard's height or
/// the safe area counted twice (<doc:ThePattern#Keeping-the-field-above-the-keys>: an own offset on
/// top of SwiftUI's avoidance "shifts twice";
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>: "bottom inset can be applied
/// twice"; <doc:Detectors>, MessageKit #1923, IQKeyboardManager #2027).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct DoubleInsetDetector: Detector {
  let info = DetectorInfo(
    .doubleInset,
    definition:
      "extra space rests between the layout and the docked keyboard (an inset counted twice)",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("PlatformFacts", "Safe-areas"),
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .init("MessageKit PR 1923", "https://github.com/MessageKit/MessageKit/pull/1923"),
      .init(
        "IQKeyboardManager issue 2027",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/2027"),
    ],
    remedies: DoubleInsetDetector.remedies
  ) { _ in
    "At rest with a docked keyboard up, the layout's bottom is above the keyboard's top by "
      + "more than the threshold: the keyboard or the safe area counted twice."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: true, quantities: [.composerBottom, .dockedKeyboardTop],
      message: {
        analysis.explaining(
          .tooHigh, amount: $0,
          "the layout rests \(FixedPoint.format($0, places: 1)) pt above the keyboard's top")
      },
      amount: { frame in frame.expectedLayoutBottom - frame.composerBottom })
  }
}

extension DoubleInsetDetector {
  /// `double-inset`: count the keyboard once, and the safe area once.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Inset by the keyboard's overlap with this view, less the safe area the constraint clears",
      code: """
        guard let screen = view.window?.screen,
          let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        let end = view.convert(frame, from: screen.coordinateSpace)
        let overlap = view.bounds.intersection(end).height
        bottomConstraint.constant = max(0, overlap - view.safeAreaInsets.bottom)
        """,
      source: RemedySource.keyboardFrameEnd),
    Remedy(
      .swiftUI,
      "Keep one avoidance: drop the keyboardWillShow padding; SwiftUI already avoids the keyboard",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()
        }
        // no .padding(.bottom, keyboardHeight) from keyboardWillShow on top: it counts twice
        """,
      source: RemedySource.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Drop the composer's home-indicator padding while KeyboardAvoidingView lifts it",
      code: """
        <KeyboardAvoidingView behavior="padding" style={{ flex: 1 }}>
          <Messages />
          {/* the keyboard's height already covers the home indicator's safe area */}
          <Composer style={{ paddingBottom: keyboardShown ? 0 : insets.bottom }} />
        </KeyboardAvoidingView>
        """,
      source: RemedySource.rnKeyboardAvoidingView),
    Remedy(
      .reactNativeKeyboardController,
      "Give KeyboardStickyView an opened offset equal to the bottom inset the composer pads",
      code: """
        const insets = useSafeAreaInsets();
        <KeyboardStickyView offset={{ closed: 0, opened: insets.bottom }}>
          <Composer style={{ paddingBottom: insets.bottom }} />
        </KeyboardStickyView>
        """,
      source: RemedySource.kcStickyView),
    Remedy(
      .compose,
      "Apply the keyboard inset once: consume the Scaffold's padding before imePadding",
      code: """
        Scaffold { innerPadding ->
          Column(Modifier.padding(innerPadding).consumeWindowInsets(innerPadding).imePadding()) {
            LazyColumn(Modifier.weight(1f)) { items(messages) { MessageRow(it) } }
            Composer()
          }
        }
        """,
      source: RemedySource.composeConsumeWindowInsets),
    Remedy(
      .flutter,
      "Pad by viewInsets only with resizeToAvoidBottomInset: false, never both",
      code: """
        final keyboard = MediaQuery.viewInsetsOf(context).bottom;
        return Scaffold(
          resizeToAvoidBottomInset: false, // the body pads for the keyboard itself, once
          body: Padding(padding: EdgeInsets.only(bottom: keyboard), child: const ChatBody()),
        );
        """,
      source: RemedySource.flutterResizeToAvoidBottomInset),
  ]
}
