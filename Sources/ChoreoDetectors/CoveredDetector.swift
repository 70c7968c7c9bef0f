import ChoreoCore
import ChoreoTimeline

/// Finds the focused control resting under the docked keyboard: the chat's composer (and its Send
/// button) or the form's focused field, with the keyboard and the layout at rest
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "Covered leaves the composer under the
/// keys"; <doc:Detectors>, PHFComposeBarView #47).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct CoveredDetector: Detector {
  let info = DetectorInfo(
    .covered,
    definition: "the focused field or the composer with its action rests under the docked keyboard",
    subject: .inputBar,
    needs: [.keyboardMotion, .focusedField, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Spatial-acuity"),
      .init(
        "PHFComposeBarView issue 47", "https://github.com/fphilipe/PHFComposeBarView/issues/47"),
    ],
    remedies: CoveredDetector.remedies
  ) { thresholds in
    "With the container, the keyboard and the layout at rest for "
      + "\(FixedPoint.compact(thresholds.restDuration.milliseconds)) ms, the focused control's"
      + " bottom (the composer, or the form's focused field) is under the docked keyboard's top "
      + "by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: true, quantities: [.focusedBottom, .dockedKeyboardTop],
      message: {
        analysis.explaining(
          .covered, amount: $0,
          "the focused control rests \(FixedPoint.format($0, places: 1)) pt under the keyboard's top"
        )
      },
      amount: { frame in frame.focusedBottom.map { $0 - frame.dockedKeyboardTop } })
  }
}

extension CoveredDetector {
  /// `covered`: keep the focused field and its action above the keyboard.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pin the composer's bottom to view.keyboardLayoutGuide.topAnchor",
      code: """
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        """,
      source: RemedySource.keyboardLayoutGuide),
    Remedy(
      .swiftUI,
      "Put the composer in .safeAreaInset(edge: .bottom) and keep the keyboard safe area",
      code: """
        ScrollView { Messages() }
          .safeAreaInset(edge: .bottom) { Composer() }  // rides on the keyboard
        // not .ignoresSafeArea() on the screen: with no regions it ignores the keyboard too
        """,
      source: RemedySource.safeAreaInset),
    Remedy(
      .reactNative,
      "Wrap the screen in KeyboardAvoidingView with padding and the header's height as offset",
      code: """
        <KeyboardAvoidingView style={{ flex: 1 }} keyboardVerticalOffset={headerHeight}
          behavior={Platform.OS === 'ios' ? 'padding' : 'height'}>
          <Messages />
          <Composer />
        </KeyboardAvoidingView>
        """,
      source: RemedySource.rnKeyboardAvoidingView),
    Remedy(
      .reactNativeKeyboardController,
      "Wrap the composer in KeyboardStickyView from react-native-keyboard-controller",
      code: """
        import { KeyboardStickyView } from 'react-native-keyboard-controller';

        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        """,
      source: RemedySource.kcStickyView),
    Remedy(
      .compose,
      "Add Modifier.imePadding() to the column that holds the list and the composer",
      code: """
        Column(Modifier.fillMaxSize().imePadding()) {
          LazyColumn(Modifier.weight(1f)) { items(messages) { MessageRow(it) } }
          Composer()
        }
        """,
      source: RemedySource.composeInsets),
    Remedy(
      .flutter,
      "Keep resizeToAvoidBottomInset true; in a sheet, pad by MediaQuery.viewInsetsOf(context)",
      code: """
        Padding(
          padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
          child: const Composer(),
        )
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
