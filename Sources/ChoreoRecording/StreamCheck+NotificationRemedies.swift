import ChoreoDetectors
import ChoreoPlatform

/// The remedies for the quirks of the keyboard's notifications.
extension StreamCheck.Kind {
  /// What to write for `overlapping-shows`.
  static let overlappingShowsRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Set the bottom constant from each notification's end frame; never add a delta per post",
      code: """
        let end = view.convert(endFrame, from: screen.coordinateSpace)
        let overlap = view.bounds.intersection(end).height
        bottomConstraint.constant = max(0, overlap - view.safeAreaInsets.bottom)
        // not: bottomConstraint.constant += endFrame.height - beginFrame.height
        """,
      source: RemedyPage.keyboardFrameEnd),
    Remedy(
      .swiftUI,
      "Assign the keyboard frame from each notification, so a second willShow lands in place",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillChangeFrameNotification)) { note in
          keyboardFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        }
        // assign, never keyboardHeight += ...: overlapping shows would add up
        """,
      source: RemedyPage.keyboardWillChangeFrame),
    Remedy(
      .reactNative,
      "Set the inset from each event's endCoordinates; never add to the previous value",
      code: """
        Keyboard.addListener('keyboardWillShow', (e) => {
          setInset(e.endCoordinates.height);  // not setInset((h) => h + ...): it drifts
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Assign the height in useKeyboardHandler's onMove; never accumulate it",
      code: """
        useKeyboardHandler({
          onMove: (e) => {
            'worklet';
            height.value = e.height;  // the keyboard's height now, not a running sum
          },
        }, []);
        """,
      source: RemedyPage.kcKeyboardHandler),
  ]

  /// What to write for `repeated-shows`.
  static let repeatedShowsRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Make the show handler idempotent: set values from the end frame, never add or count",
      code: """
        @objc func keyboardWillShow(_ note: Notification) {
          isKeyboardVisible = true  // set, not toggled: the same show can post again
          bottomConstraint.constant = max(0, overlap(of: note) - view.safeAreaInsets.bottom)
          // not: bottomConstraint.constant += keyboardHeight
        }
        """,
      source: RemedyPage.keyboardWillShow),
    Remedy(
      .swiftUI,
      "Set the height from each willShow's end frame, so a repeated show changes nothing",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillShowNotification)) { note in
          let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
          keyboardHeight = end.height  // set: a repeated show leaves it unchanged
        }
        """,
      source: RemedyPage.keyboardWillShow),
    Remedy(
      .reactNative,
      "Set the inset from each keyboardWillShow, so a repeated show sets the same value",
      code: """
        Keyboard.addListener('keyboardWillShow', (e) => {
          setInset(e.endCoordinates.height);  // set, never added to the previous inset
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Set the inset from each KeyboardEvents show; never add to it",
      code: """
        KeyboardEvents.addListener('keyboardWillShow', (e) => {
          setInset(e.height);  // set, not added: the same show may post more than once
        });
        """,
      source: RemedyPage.kcKeyboardEvents),
  ]

  /// What to write for `changed-height`.
  static let changedHeightRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Observe keyboardWillChangeFrame and take the height from each end frame",
      code: """
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        // a suggestion bar or an accessory changes the height with no new show or hide
        """,
      source: RemedyPage.keyboardWillChangeFrame),
    Remedy(
      .swiftUI,
      "Follow keyboardWillChangeFrame too, or let the keyboard safe area take the new height",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillChangeFrameNotification)) { note in
          keyboardFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        }
        // posts when the suggestion bar arrives, where keyboardWillShow may not
        """,
      source: RemedyPage.keyboardWillChangeFrame),
    Remedy(
      .reactNative,
      "Listen to keyboardWillChangeFrame on iOS; it reports a bar added while the keys are up",
      code: """
        Keyboard.addListener('keyboardWillChangeFrame', (e) => {
          Keyboard.scheduleLayoutAnimation(e);
          setInset(Math.max(0, Dimensions.get('window').height - e.endCoordinates.screenY));
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Let KeyboardStickyView follow the change, frame by frame, with no show event of its own",
      code: """
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        // not a height saved from keyboardWillShow: the keys can grow while they are up
        """,
      source: RemedyPage.kcStickyView),
  ]

  /// What to write for `begin-height`.
  static let beginHeightRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Take the height from keyboardFrameEndUserInfoKey, never from the begin frame",
      code: """
        let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        // not keyboardFrameBeginUserInfoKey: on a first show its height can differ
        """,
      source: RemedyPage.keyboardFrameEnd),
    Remedy(
      .swiftUI,
      "Read the end frame in the keyboard handler, never the begin frame",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillShowNotification)) { note in
          let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
          keyboardHeight = end.height  // not the begin frame's height
        }
        """,
      source: RemedyPage.keyboardFrameEnd),
    Remedy(
      .reactNative,
      "Read e.endCoordinates, never e.startCoordinates",
      code: """
        Keyboard.addListener('keyboardWillShow', (e) => {
          setInset(e.endCoordinates.height);  // not e.startCoordinates.height: it can differ
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Take onStart's height, which is already where the keyboard is going",
      code: """
        useKeyboardHandler({
          onStart: (e) => {
            'worklet';
            target.value = e.height;  // the destination height, not where the keys began
          },
        }, []);
        """,
      source: RemedyPage.kcKeyboardHandler),
  ]

  /// What to write for `off-bottom`.
  static let offBottomRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pin to view.keyboardLayoutGuide, which stays at the safe area for an undocked keyboard",
      code: """
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        // not the end frame's height: an undocked, split or floating keyboard covers no bottom
        """,
      source: RemedyPage.followsUndockedKeyboard),
    Remedy(
      .swiftUI,
      "Let the keyboard safe area decide; never turn an undocked frame's height into padding",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()
        }
        // not .padding(.bottom, endFrame.height): a floating keyboard covers no bottom
        """,
      source: RemedyPage.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Count the keyboard only when its end frame reaches the screen's bottom",
      code: """
        Keyboard.addListener('keyboardWillChangeFrame', (e) => {
          const { screenY, height } = e.endCoordinates;
          const screen = Dimensions.get('screen').height;
          const docked = screenY + height >= screen - 1;  // not undocked, split or floating
          setInset(docked ? Math.max(0, screen - screenY) : 0);
        });
        """,
      source: RemedyPage.rnKeyboard),
  ]

  /// What to write for `zero-height`.
  static let zeroHeightRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Inset by the end frame's overlap, 0 for a zero-height frame, not a remembered height",
      code: """
        let overlap = view.bounds.intersection(end).height  // 0 for a zero-height end frame
        bottomConstraint.constant = max(0, overlap - view.safeAreaInsets.bottom)
        // not an earlier keyboard's height because keyboardWillShow posted
        """,
      source: RemedyPage.keyboardFrameEnd),
    Remedy(
      .swiftUI,
      "Let the keyboard safe area size it; it reserves nothing for a zero-height keyboard",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()
        }
        // not .padding(.bottom, isKeyboardShown ? 336 : 0) set from keyboardWillShow
        """,
      source: RemedyPage.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Use endCoordinates.height even when it is 0; a hardware keyboard covers nothing",
      code: """
        Keyboard.addListener('keyboardWillShow', (e) => {
          setInset(e.endCoordinates.height);  // 0 with a hardware keyboard: keep it 0
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Use the event's height even when it is 0, not a height remembered from earlier",
      code: """
        KeyboardEvents.addListener('keyboardWillShow', (e) => {
          setInset(e.height);  // 0 with a hardware keyboard: keep it 0
        });
        """,
      source: RemedyPage.kcKeyboardEvents),
  ]

  /// What to write for `zero-duration`.
  static let zeroDurationRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pass the payload's duration through, 0 included, instead of a fallback such as 0.25",
      code: """
        let info = note.userInfo ?? [:]
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        bottomConstraint.constant = overlap
        // 0 is an instant step (a suggestion bar): follow it in the same frame, not over 0.25 s
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
        """,
      source: RemedyPage.keyboardAnimationDuration),
    Remedy(
      .swiftUI,
      "Let the keyboard safe area apply it; never wrap a 0 s step in an animation of your own",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()  // the keyboard safe area takes an instant step in one frame
        }
        // not withAnimation(.easeOut(duration: 0.25)) around a keyboard change of duration 0
        """,
      source: RemedyPage.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Call Keyboard.scheduleLayoutAnimation(e), which applies a 0 ms step without animating",
      code: """
        Keyboard.addListener('keyboardWillChangeFrame', (e) => {
          Keyboard.scheduleLayoutAnimation(e);  // duration 0: no animation, the step at once
          setInset(Math.max(0, Dimensions.get('window').height - e.endCoordinates.screenY));
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Follow the keyboard with KeyboardStickyView, not a timing animation of your own",
      code: """
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        // not withTiming(height, { duration: 250 }) on an event whose duration is 0
        """,
      source: RemedyPage.kcStickyView),
  ]
}
