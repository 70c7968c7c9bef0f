import ChoreoCore
import ChoreoTimeline

/// Finds space reserved for a keyboard that is not docked on screen: a hardware keyboard, an
/// undocked iPad keyboard, or a keyboard that has gone
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "a hardware keyboard or a floating iPad
/// keyboard can mean no bottom inset at all";
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>;
/// <doc:PlatformFacts#Undocked-keyboard>).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct PhantomInsetDetector: Detector {
  let info = DetectorInfo(
    .phantomInset,
    definition: "the layout reserves space for a keyboard that is not docked on screen",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("PlatformFacts", "Hardware-keyboard"),
      .doc("PlatformFacts", "Undocked-keyboard"),
    ],
    remedies: PhantomInsetDetector.remedies
  ) { _ in
    "At rest with no docked keyboard (hidden, hardware or floating), the layout's bottom is "
      + "above its rest position by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: false,
      quantities: [.composerBottom, .restBottom, .keyboardTop],
      message: {
        analysis.explaining(
          .phantom, amount: $0,
          "the layout keeps \(FixedPoint.format($0, places: 1)) pt for a keyboard that is not docked"
        )
      },
      amount: { frame in frame.restBottom - frame.composerBottom })
  }
}

extension PhantomInsetDetector {
  /// `phantom-inset`: reserve space only for a keyboard docked on screen.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pin to view.keyboardLayoutGuide; with no docked keyboard it rests at the safe area",
      code: """
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        // followsUndockedKeyboard stays false: a floating or hardware keyboard reserves nothing
        """,
      source: RemedySource.followsUndockedKeyboard),
    Remedy(
      .swiftUI,
      "Reserve no guessed keyboard height; the keyboard safe area is 0 with no docked keyboard",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()
        }
        // not .padding(.bottom, isEditing ? 336 : 0): a hardware keyboard leaves it empty
        """,
      source: RemedySource.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Let KeyboardAvoidingView size the space from the keyboard's frame, not a guessed height",
      code: """
        <KeyboardAvoidingView behavior="padding" style={{ flex: 1 }}>
          <Messages />
          <Composer />
        </KeyboardAvoidingView>
        // not <View style={{ height: focused ? 336 : 0 }} />: a hardware keyboard leaves it empty
        """,
      source: RemedySource.rnKeyboardAvoidingView),
    Remedy(
      .reactNativeKeyboardController,
      "Move the composer by the keyboard's reported height with KeyboardStickyView, not a spacer",
      code: """
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        // not a spacer of a fixed height while the input is focused
        """,
      source: RemedySource.kcStickyView),
    Remedy(
      .compose,
      "Pad with Modifier.imePadding(), 0 with a hardware keyboard, not a fixed height when focused",
      code: """
        Composer(Modifier.imePadding())
        // not: Modifier.padding(bottom = if (focused) 300.dp else 0.dp)
        """,
      source: RemedySource.composeImePadding),
    Remedy(
      .flutter,
      "Pad by MediaQuery.viewInsetsOf(context).bottom, 0 with no keyboard, not a fixed height",
      code: """
        Padding(
          padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
          child: const Composer(),
        )
        // not: focusNode.hasFocus ? 300 : 0
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
