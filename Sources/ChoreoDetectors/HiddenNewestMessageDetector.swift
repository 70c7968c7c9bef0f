import ChoreoCore
import ChoreoTimeline

/// Finds a chat whose newest message is not just above the composer once the layout rests: hidden
/// behind the composer and the keys, or stranded above a gap
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "the newest message stays just above it"; a
/// list that is not resized or not anchored to its bottom).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct HiddenNewestMessageDetector: Detector {
  let info = DetectorInfo(
    .hiddenNewestMessage,
    definition: "the chat's newest message is not just above the composer once the layout rests",
    subject: .inputBar,
    needs: [.newestMessage, .layoutMotion],
    grades: .metric(.settled),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Spatial-acuity"),
    ],
    remedies: HiddenNewestMessageDetector.remedies
  ) { _ in
    "At rest, the chat's newest message does not end at the composer's top (hidden behind it "
      + "or stranded above it) by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    analysis.settledFindings(
      id, keyboardUp: nil, quantities: [.newestMessageBottom, .composerTop],
      message: { distance in
        "the newest message ends \(FixedPoint.format(distance, places: 1)) pt from the composer's "
          + "top, out of view"
      },
      amount: { frame in frame.newestMessageBottom.map { abs($0 - frame.composerTop) } })
  }
}

extension HiddenNewestMessageDetector {
  /// `hidden-newest-message`: end the list at the composer and keep it anchored at its bottom.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "End the list at the composer and scroll to the newest row inside the keyboard's animation",
      code: """
        NSLayoutConstraint.activate([
          tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        // in keyboardWillShow's animation: tableView.scrollToRow(at: newest, at: .bottom, ...)
        """,
      source: RemedySource.scrollToRow),
    Remedy(
      .swiftUI,
      "Anchor the message list at its bottom with .defaultScrollAnchor(.bottom)",
      code: """
        ScrollView {
          LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
        }
        .defaultScrollAnchor(.bottom)  // the newest stays on the composer as the list shrinks
        .safeAreaInset(edge: .bottom) { Composer() }
        """,
      source: RemedySource.defaultScrollAnchor),
    Remedy(
      .reactNative,
      "Use an inverted FlatList inside KeyboardAvoidingView, so the newest sits on the composer",
      code: """
        <KeyboardAvoidingView behavior="padding" style={{ flex: 1 }}>
          <FlatList inverted data={newestFirst} renderItem={renderMessage} />
          <Composer />
        </KeyboardAvoidingView>
        """,
      source: RemedySource.rnFlatList),
    Remedy(
      .reactNativeKeyboardController,
      "Put the messages in KeyboardChatScrollView, which lifts them with the keyboard",
      code: """
        <KeyboardChatScrollView>
          {messages.map((m) => <MessageRow key={m.id} message={m} />)}
        </KeyboardChatScrollView>
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        """,
      source: RemedySource.kcChatScrollView),
    Remedy(
      .compose,
      "Lay the list out reversed, newest first, above the composer in an imePadding column",
      code: """
        Column(Modifier.fillMaxSize().imePadding()) {
          LazyColumn(Modifier.weight(1f), reverseLayout = true) {  // newest at the bottom
            items(newestFirst, key = { it.id }) { MessageRow(it) }
          }
          Composer()
        }
        """,
      source: RemedySource.composeLists),
    Remedy(
      .flutter,
      "Use a reversed ListView above the composer, so the newest message stays on it",
      code: """
        ListView.builder(
          reverse: true, // newest first, at the bottom: it stays just above the composer
          itemCount: messages.length,
          itemBuilder: (context, i) => MessageRow(messages[i]),
        )
        """,
      source: RemedySource.flutterScrollReverse),
  ]
}
