import ChoreoCore
import ChoreoTimeline

/// Finds a drag on the message list that reached the keys with nothing following: the finger went
/// below the docked keyboard's top and the keyboard did not move down during the drag or just after
/// it (<doc:ThePattern#Keeping-the-field-above-the-keys>: "With Done only, you hunt for a small
/// button above the keys"; Android treats React Native's `interactive` as `none`).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct NoDragDismissDetector: Detector {
  let info = DetectorInfo(
    .noDragDismiss,
    definition: "a drag on the list reached the keys and the keyboard did not follow or close",
    subject: .keyboard,
    needs: [.finger, .personActions, .keyboardMotion],
    grades: .always,
    sources: [
      .doc("ThePattern", "Putting-the-keyboard-away")
    ],
    remedies: NoDragDismissDetector.remedies
  ) { thresholds in
    "A drag on the list took the finger more than \(FixedPoint.compact(Trace.visibleExtent)) pt "
      + "below the docked keyboard's top and the keyboard did not move down during the drag or "
      + "within \(FixedPoint.compact(thresholds.layoutDelay.error)) ms of the release. The "
      + "magnitude is how far into the keys the finger went."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    var findings: [Finding] = []
    for position in analysis.positions(of: .listDrag) {
      let entry = trace.entries[position]
      guard case .user(.dragList(let path)) = entry.happening else { continue }
      let start = trace.frameIndex(atOrAfter: entry.time)
      let release = entry.time + path.duration
      let end = min(
        frames.count,
        trace.frameIndex(atOrAfter: release + analysis.thresholds.layoutDelay.errorTime) + 1)
      guard start < end else { continue }
      var deepest: (index: Int, depth: Double)?
      var followed = false
      for index in start..<end {
        let frame = frames[index]
        if index > start,
          frame.dockedKeyboardTop - frames[index - 1].dockedKeyboardTop > Trace.motionEpsilon
        {
          followed = true
        }
        guard let finger = frame.fingerY, trace.isDockedKeyboardUp(at: index) else { continue }
        let depth = finger - frame.dockedKeyboardTop
        if depth > Trace.visibleExtent, depth > (deepest?.depth ?? 0) {
          deepest = (index, depth)
        }
      }
      guard let deepest, !followed else { continue }
      findings.append(
        Finding(
          detector: id, severity: .error, time: frames[deepest.index].time,
          magnitude: deepest.depth, unit: "pt",
          message:
            "the drag went \(FixedPoint.format(deepest.depth, places: 1)) pt into the keys and "
            + "the keyboard neither followed nor closed",
          evidence: Evidence(
            events: [entry.id],
            samples: [
              trace.sample(.fingerY, at: deepest.index),
              trace.sample(.dockedKeyboardTop, at: deepest.index),
            ])))
    }
    return findings
  }
}

extension NoDragDismissDetector {
  /// `no-drag-dismiss`: let a drag on the list carry the keyboard down.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Set keyboardDismissMode = .interactive on the list and pin the bar to the layout guide",
      code: """
        tableView.keyboardDismissMode = .interactive  // the keys follow the finger
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        """,
      source: RemedySource.keyboardDismissMode),
    Remedy(
      .swiftUI,
      "Add .scrollDismissesKeyboard(.interactively) to the message list",
      code: """
        ScrollView { Messages() }
          .scrollDismissesKeyboard(.interactively)  // iOS 16: the keys follow the finger
        """,
      source: RemedySource.scrollDismissesKeyboard),
    Remedy(
      .reactNative,
      "Set keyboardDismissMode to interactive on iOS and on-drag on Android",
      code: """
        <FlatList inverted data={newestFirst} renderItem={renderMessage}
          keyboardDismissMode={Platform.OS === 'ios' ? 'interactive' : 'on-drag'} />
        """,
      source: RemedySource.rnScrollView),
    Remedy(
      .reactNativeKeyboardController,
      "Wrap the list in KeyboardGestureArea, so the keyboard follows the finger on Android too",
      code: """
        <KeyboardGestureArea interpolator="ios" style={{ flex: 1 }}>
          <FlatList inverted data={newestFirst} renderItem={renderMessage}
            keyboardDismissMode="interactive" />
        </KeyboardGestureArea>
        """,
      source: RemedySource.kcGestureArea),
    Remedy(
      .compose,
      "Add Modifier.imeNestedScroll(), so a drag at the list's end moves the keyboard",
      code: """
        LazyColumn(  // @OptIn(ExperimentalLayoutApi::class)
          modifier = Modifier.fillMaxSize().imePadding().imeNestedScroll(),
          reverseLayout = true,
        ) { items(newestFirst) { MessageRow(it) } }
        """,
      source: RemedySource.composeKeyboardAnimations),
    Remedy(
      .flutter,
      "Set keyboardDismissBehavior: ScrollViewKeyboardDismissBehavior.onDrag on the list",
      code: """
        ListView.builder(
          keyboardDismissBehavior: ScrollViewKeyboardDismissBehavior.onDrag,
          reverse: true,
          itemCount: messages.length,
          itemBuilder: (context, i) => MessageRow(messages[i]),
        )
        """,
      source: RemedySource.flutterKeyboardDismissBehavior),
  ]
}
