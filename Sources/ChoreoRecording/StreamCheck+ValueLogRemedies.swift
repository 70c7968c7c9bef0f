import ChoreoDetectors
import ChoreoPlatform

/// The remedies for the quirks a per-frame value log shows.
extension StreamCheck.Kind {
  /// What to write for `height-above-keyboard`.
  static let heightAboveKeyboardRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Follow keyboardWillChangeFrame, or the layout guide, not the last keyboardWillShow",
      code: """
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        // the keyboard can grow after the show: an accessory, a suggestion bar
        """,
      source: RemedyPage.keyboardWillChangeFrame),
    Remedy(
      .swiftUI,
      "Take the height from the latest keyboardWillChangeFrame, not the last keyboardWillShow",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillChangeFrameNotification)) { note in
          keyboardFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        }
        // the keyboard can grow after the show: an accessory, a suggestion bar
        """,
      source: RemedyPage.keyboardWillChangeFrame),
    Remedy(
      .reactNative,
      "Listen to keyboardWillChangeFrame too; the keys can grow after keyboardWillShow",
      code: """
        Keyboard.addListener('keyboardWillChangeFrame', (e) => {
          Keyboard.scheduleLayoutAnimation(e);
          setInset(Math.max(0, Dimensions.get('window').height - e.endCoordinates.screenY));
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Take the resting height from useKeyboardHandler's onEnd, not from the show event",
      code: """
        useKeyboardHandler({
          onEnd: (e) => {
            'worklet';
            height.value = e.height;  // where the keyboard really came to rest
          },
        }, []);
        """,
      source: RemedyPage.kcKeyboardHandler),
  ]

  /// What to write for `silent-drag`.
  static let silentDragRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pin to view.keyboardLayoutGuide, which follows the keyboard under the finger",
      code: """
        tableView.keyboardDismissMode = .interactive
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        // nothing posts until the finger lifts; the guide tracks every frame
        """,
      source: RemedyPage.keyboardLayoutGuide),
    Remedy(
      .swiftUI,
      "Keep the composer in the keyboard safe area and dismiss with .scrollDismissesKeyboard",
      code: """
        ScrollView { Messages() }
          .scrollDismissesKeyboard(.interactively)
          .safeAreaInset(edge: .bottom) { Composer() }  // tracks the keys under the finger
        """,
      source: RemedyPage.scrollDismissesKeyboard),
    Remedy(
      .reactNative,
      "On iOS, put the composer in an InputAccessoryView, which moves with the dragged keys",
      code: """
        <ScrollView keyboardDismissMode="interactive">{messageRows}</ScrollView>
        <InputAccessoryView>
          <Composer />
        </InputAccessoryView>
        """,
      source: RemedyPage.rnInputAccessoryView),
    Remedy(
      .reactNativeKeyboardController,
      "Handle onInteractive in useKeyboardHandler; it reports every frame of a finger's drag",
      code: """
        useKeyboardHandler({
          onMove: (e) => { 'worklet'; height.value = e.height; },
          onInteractive: (e) => { 'worklet'; height.value = e.height; },  // under the finger
        }, []);
        """,
      source: RemedyPage.kcKeyboardHandler),
    Remedy(
      .compose,
      "Pad with imePadding, which follows the keyboard through imeNestedScroll's drag",
      code: """
        LazyColumn(  // @OptIn(ExperimentalLayoutApi::class)
          modifier = Modifier.fillMaxSize().imePadding().imeNestedScroll(),
          reverseLayout = true,
        ) { items(newestFirst) { MessageRow(it) } }
        """,
      source: RemedyPage.composeKeyboardAnimations),
  ]

  /// What to write for `height-above-screen`.
  static let heightAboveScreenRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Log the end frame's height in points, as UIKit gives it, not multiplied by the scale",
      code: """
        let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        print("keyboard.height", end.height)  // points: no * traitCollection.displayScale
        """,
      source: RemedyPage.keyboardFrameEnd),
    Remedy(
      .swiftUI,
      "Log the keyboard's height in points, from the notification's end frame",
      code: """
        .onReceive(NotificationCenter.default.publisher(
          for: UIResponder.keyboardWillChangeFrameNotification)) { note in
          let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
          print("keyboard.height", end.height)  // points, not pixels
        }
        """,
      source: RemedyPage.keyboardFrameEnd),
    Remedy(
      .reactNative,
      "Log endCoordinates.height as React Native gives it, in points, not times PixelRatio",
      code: """
        Keyboard.addListener('keyboardDidShow', (e) => {
          console.log('keyboard.height', e.endCoordinates.height);  // not * PixelRatio.get()
        });
        """,
      source: RemedyPage.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Log the handler's height as it comes, in points, not times PixelRatio",
      code: """
        useKeyboardHandler({
          onMove: (e) => {
            'worklet';
            console.log('keyboard.height', e.height);  // points: not * PixelRatio.get()
          },
        }, []);
        """,
      source: RemedyPage.kcKeyboardHandler),
    Remedy(
      .compose,
      "Convert the IME inset from pixels to dp before logging it",
      code: """
        val density = LocalDensity.current
        val ime = with(density) { WindowInsets.ime.getBottom(this).toDp() }  // px -> dp
        Log.d("choreo", "keyboard.height ${ime.value}")
        """,
      source: RemedyPage.composeInsets),
    Remedy(
      .flutter,
      "Log MediaQuery.viewInsetsOf(context), in logical pixels, not the view's physical pixels",
      code: """
        // logical pixels (points); View.of(context).viewInsets is in physical pixels
        debugPrint('keyboard.height ${MediaQuery.viewInsetsOf(context).bottom}');
        """,
      source: RemedyPage.flutterViewInsets),
  ]

  /// What to write for `absorbed-safe-area`.
  static let absorbedSafeAreaRemedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Pin to view.keyboardLayoutGuide, which hands over from the safe area to the keyboard",
      code: """
        NSLayoutConstraint.activate([
          composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        // at rest the guide's top is the safe area's bottom: no step as the keys rise
        """,
      source: RemedyPage.keyboardLayoutGuide),
    Remedy(
      .swiftUI,
      "Let .safeAreaInset place the composer; it trades the home indicator for the keyboard",
      code: """
        ScrollView { Messages() }
          .safeAreaInset(edge: .bottom) { Composer() }
        // not a padding read from a safe-area value that shrinks as the keyboard rises
        """,
      source: RemedyPage.safeAreaInset),
    Remedy(
      .flutter,
      "Build the bottom space from viewPadding and viewInsets, not padding, which shrinks",
      code: """
        final keyboard = MediaQuery.viewInsetsOf(context).bottom; // grows with the keys
        final safe = MediaQuery.viewPaddingOf(context).bottom; // the home indicator, constant
        return Padding(
          padding: EdgeInsets.only(bottom: math.max(keyboard, safe)),
          child: const Composer(),
        );
        """,
      source: RemedyPage.flutterViewPadding),
  ]
}
