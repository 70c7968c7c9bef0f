import ChoreoCore
import ChoreoPlatform

/// The code a developer writes for one change `choreo fix` proposes, per framework: what a field
/// of the scenario file means in the app's own code.
///
/// The snippets name the app's pieces alike. UIKit: `composer` (the real text field), `prewarm`
/// (the prewarm `UITextField`, in SwiftUI the one `PrewarmField` makes), `sheet` (the
/// `UISheetPresentationController`), `note` (the keyboard notification), `endFrame` and
/// `beginFrame` (its frames), `height` (what the handler measures), `lifted` (what it applies),
/// `composerBottom` (the composer's bottom constraint). SwiftUI: `focused` (a `@FocusState`),
/// `pending` (the auto-focus flag, true from the first render), `detent`, `publisher` (a keyboard
/// notification's), `keyboardHeight`. React Native: `inputRef`, `navigation`, `e` (the keyboard
/// event). Compose: `focusRequester`, `focusManager`, `sheetState`, `scope`. Flutter: `focusNode`.
public enum FixCode {
  /// One line (or a few) of code for setting `key` to `value`, for `framework`; `nil` when the
  /// change has no code of its own in that framework.
  ///
  /// A switch set to `false` whose `true` has code removes that code.
  ///
  /// - Parameters:
  ///   - key: the scenario file's field, such as `controller.prewarm`.
  ///   - value: the new value as the file writes it, compact JSON text: `true`, `"payload"`, `400`.
  ///   - framework: the framework the code is written in.
  /// - Returns: the code, or `nil`.
  public static func code(
    for key: String, value: String, framework: FrameworkProfile.ID
  ) -> String? {
    let owner = ["controller.", "screen.handler.", "screen."].first { key.hasPrefix($0) } ?? ""
    let field = String(key.dropFirst(owner.count))
    let name = value.filter { $0 != "\"" }
    if let alias = aliases[field + "=" + name] {
      return code(for: alias.0, value: alias.1, framework: framework)
    }
    if field == "observes" {
      let observers = name.filter { $0 != "[" && $0 != "]" }.split(separator: ",").compactMap {
        code(
          for: "observe", value: "keyboard\($0.prefix(1).uppercased())\($0.dropFirst())",
          framework: framework)
      }
      return observers.isEmpty ? nil : observers.joined(separator: "\n")
    }
    let number = Double(name) == nil ? nil : field + "=#"
    for entry in [field + "=" + name, number, field + "=*"].compactMap({ $0 }) {
      for table in tables[framework] ?? [] {
        if let template = table[entry] { return fill(template, with: name) }
      }
    }
    guard name == "false", let kept = code(for: key, value: "true", framework: framework) else {
      return nil
    }
    return kept.split(separator: "\n").filter { !$0.hasPrefix("//") }.map { "// remove: " + $0 }
      .joined(separator: "\n")
  }

  /// The tables each framework's code is looked up in, the first first.
  private static let tables: [FrameworkProfile.ID: [[String: String]]] = [
    .uiKit: [uiKit, apple], .swiftUI: [swiftUI, apple], .reactNative: [reactNative],
    .reactNativeKeyboardController: [keyboardController, reactNative], .compose: [compose],
    .flutter: [flutter],
  ]

  /// `template` with `{v}` replaced by `name`, and `{int}` by the number `name` rounded.
  private static func fill(_ template: String, with name: String) -> String {
    let whole = Double(name).flatMap { Int(exactly: $0.rounded()) }.map(String.init) ?? name
    let parts = template.split(separator: "{", omittingEmptySubsequences: false)
    return parts.dropFirst().reduce(String(parts.first ?? "")) { result, part in
      if part.hasPrefix("v}") { return result + name + String(part.dropFirst(2)) }
      if part.hasPrefix("int}") { return result + whole + String(part.dropFirst(4)) }
      return result + "{" + String(part)
    }
  }

  /// `parts` as the lines of one snippet.
  private static func lines(_ parts: String...) -> String { parts.joined(separator: "\n") }

  /// Changes whose code is another change's, by `field=value` as the tables key them: a delay
  /// of 0 is none, and the fixed-delay choices take their default delay.
  private static let aliases: [String: (String, String)] = [
    "focusTrigger=afterDelay": ("focusDelay", "400"),
    "focusDelay=0": ("focusTrigger", "onAppear"),
    "closeFocus=clearFocusThenDismissAfterDelay": ("closeDismissDelay", "300"),
    "closeDismissDelay=0": ("closeFocus", "clearFocusThenDismiss"),
  ]

  /// Code the same in UIKit and SwiftUI, by `field=value` (the key less `controller.`, `screen.`
  /// or `screen.handler.`); `=#` is any number, `=*` any value, put for `{v}` (`{int}`: rounded).
  private static let apple: [String: String] = [
    "prewarmAlpha=#": "prewarm.alpha = {v} // at 0.01 or below UIKit refuses it first responder",
    "prewarmKeyboard.type=*": "prewarm.keyboardType = .{v} // as the composer's",
    "prewarmKeyboard.type=url": "prewarm.keyboardType = .URL // as the composer's",
    "prewarmKeyboard.appearance=*": "prewarm.keyboardAppearance = .{v} // as the composer's",
    "measure=frame-height": "let height = endFrame.height // wherever the frame is",
    "measure=begin-height": "let height = beginFrame.height",
    "subtractsSafeArea=false": "let lifted = height // no safe area taken off",
    "subtractsConstant=0": "let lifted = height // no bar height written in",
  ]

  /// UIKit's code, keyed as ``apple``; `observe` is one observer of each notification observed.
  private static let uiKit: [String: String] = [
    "observe=*": lines(
      "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),",
      "  name: UIResponder.{v}Notification, object: nil)"),
    "prewarm=true": lines(
      "// a UITextField in the sheet whose didMoveToWindow() calls becomeFirstResponder()",
      "prewarm.isHidden = false; prewarm.alpha = 0.02"),
    "prewarm=false": "prewarm.removeFromSuperview() // no prewarm responder",
    "focusTrigger=onAppear": "composer.becomeFirstResponder() // in viewWillAppear(_:)",
    "focusTrigger=onContentMount": lines(
      "override func didMoveToWindow() { // in the composer's UITextField subclass",
      "  super.didMoveToWindow(); if window != nil { becomeFirstResponder() }", "}"),
    "focusDelay=#":
      "Task { try await Task.sleep(for: .milliseconds({v})); composer.becomeFirstResponder() }",
    "retries=#": lines(
      "for _ in 0...{v} where !composer.isFirstResponder { // one attempt, {v} retries",
      "  composer.becomeFirstResponder(); try await Task.sleep(for: .milliseconds(100))", "}"),
    "retryInterval=#": lines(
      "for _ in 0...3 where !composer.isFirstResponder {",
      "  composer.becomeFirstResponder(); try await Task.sleep(for: .milliseconds({v}))", "}"),
    "prewarmRetirement=whenFocusLands":
      "prewarm.removeFromSuperview() // in textFieldDidBeginEditing(_:): focus landed",
    "prewarmRetirement=whenHandoffAttempted":
      "composer.becomeFirstResponder(); prewarm.removeFromSuperview()",
    "autoOpenDetent=forceLarge": "sheet.selectedDetentIdentifier = .large // then present",
    "autoOpenDetent=selection": "sheet.selectedDetentIdentifier = selectedDetent",
    "initialDetent=*": "var selectedDetent = UISheetPresentationController.Detent.Identifier.{v}",
    "resetsDetentOnDisappear=true": "selectedDetent = .large // when the sheet disappears",
    "accessories=frozenDuringAutoOpen":
      "accessoryStrip.isHidden = isPendingAutoFocus || composer.isFirstResponder",
    "accessories=collapseWhenFocusLands":
      "accessoryStrip.isHidden = true // in textFieldDidBeginEditing(_:)",
    "closeFocus=clearFocusThenDismiss": "view.endEditing(true); dismiss(animated: true)",
    "closeFocus=clearFocusAfterDismissal":
      "dismiss(animated: true) { self.composer.resignFirstResponder() }",
    "closeDismissDelay=#": lines(
      "view.endEditing(true)",
      "Task { try await Task.sleep(for: .milliseconds({v})); dismiss(animated: true) }"),
    "resetsPendingOnDisappear=true": "isPendingAutoFocus = true // in viewDidDisappear(_:)",
    "forwardsOnlyWhileFocused=true": "guard composer.isFirstResponder else { return }",
    "registeredIn=[viewDidLoad]": "addKeyboardObservers() // in viewDidLoad() only",
    "registeredIn=[viewWillAppear]": "addKeyboardObservers() // in viewWillAppear(_:) only",
    "removal=viewWillDisappear":
      "NotificationCenter.default.removeObserver(self) // in viewWillDisappear(_:)",
    "removal=deinit": "deinit { NotificationCenter.default.removeObserver(self) }",
    "resetsVisibilityOnDisappear=true": "isKeyboardVisible = false // in viewWillDisappear(_:)",
    "animation=payload": lines(
      "let info = note.userInfo ?? [:]",
      "let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25",
      "let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7",
      "UIView.animate(withDuration: duration, delay: 0, options: .init(rawValue: curve << 16)) {",
      "  self.view.layoutIfNeeded()", "}"),
    "reducedMotionAnimation=null": "// remove the UIAccessibility.isReduceMotionEnabled branch",
    "measure=overlap": lines(
      "let screen = view.window?.screen.bounds ?? .zero",
      "let height = endFrame.maxY >= screen.maxY ? screen.maxY - endFrame.minY : 0"),
    "measure=screen-minus-origin":
      "let height = (view.window?.screen.bounds.height ?? 0) - endFrame.minY",
    "measure=view-overlap": lines(
      "guard let screen = view.window?.screen else { return }",
      "let end = view.convert(endFrame, from: screen.coordinateSpace)",
      "let height = view.bounds.intersection(end).height"),
    "measure=layout-guide": lines(
      "view.layoutIfNeeded(); let guide = view.keyboardLayoutGuide.layoutFrame",
      "let height = max(0, view.safeAreaLayoutGuide.layoutFrame.maxY - guide.minY)"),
    "subtractsSafeArea=true": "let lifted = max(0, height - view.safeAreaInsets.bottom)",
    "application=absolute": "composerBottom.constant = -lifted",
    "application=keep-first":
      "if !isKeyboardVisible { composerBottom.constant = -lifted }; isKeyboardVisible = true",
    "application=increments": lines(
      "let hiding = note.name == UIResponder.keyboardWillHideNotification",
      "composerBottom.constant += hiding ? lifted : -lifted"),
    "application=add-difference": "composerBottom.constant -= endFrame.height - beginFrame.height",
    "returnFocusOrder=focus-next": "nextField.becomeFirstResponder() // no resign before it",
    "returnFocusOrder=resign-first":
      "textField.resignFirstResponder(); nextField.becomeFirstResponder()",
    "endsEditingOnDisappear=true": "view.endEditing(true) // in viewWillDisappear(_:)",
    "focusOnReturn=view-will-appear": "composer.becomeFirstResponder() // in viewWillAppear(_:)",
    "focusOnReturn=view-did-appear": "composer.becomeFirstResponder() // in viewDidAppear(_:)",
    "dismissMode=interactive": "tableView.keyboardDismissMode = .interactive",
    "dismissMode=on-drag": "tableView.keyboardDismissMode = .onDrag",
    "dismissMode=none": "tableView.keyboardDismissMode = .none",
    "persistTaps=handled": lines(
      "let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing))",
      "view.addGestureRecognizer(tap) // a control's own tap still wins"),
    "messageList=anchored": lines(
      "tableView.transform = CGAffineTransform(scaleX: 1, y: -1) // row 0 on the composer",
      "cell.contentView.transform = tableView.transform"),
    "messageList=unanchored": "tableView.transform = .identity // keeps its offset",
    "messageList=not-resized":
      "composer.transform = CGAffineTransform(translationX: 0, y: -lifted) // the list stays",
    "followLagFrames=0": lines(
      "composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)",
      "  .isActive = true"),
    "avoidanceApplications=1": "// pin only the outermost view to view.keyboardLayoutGuide",
    "avoidance=follows-keyboard": lines(
      "composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)",
      "  .isActive = true"),
    "avoidance=handler": "composerBottom.constant = -lifted // in the keyboard observers' handler",
    "avoidance=ignores-safe-area":
      "composer.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true",
    "avoidance=reserves-fixed-height":
      "composerBottom.constant = composer.isFirstResponder ? -336 : 0 // a guessed height",
  ]

  /// SwiftUI's code, keyed as ``apple``.
  private static let swiftUI: [String: String] = [
    "observe=*": lines(
      ".onReceive(NotificationCenter.default.publisher(for: UIResponder.{v}Notification),",
      "  perform: keyboardWillChange)"),
    "prewarm=true": lines(
      "// a UIViewRepresentable whose UITextField becomes first responder in didMoveToWindow()",
      ".background { if pending { PrewarmField() } }"),
    "focusTrigger=onAppear": ".onAppear { focused = true }",
    "focusTrigger=onContentMount": ".focused($focused).onAppear { focused = true } // on the field",
    "focusTrigger=defaultFocus": ".defaultFocus($focused, true) // iOS 17",
    "focusDelay=#": ".task { try? await Task.sleep(for: .milliseconds({v})); focused = true }",
    "retries=#": lines(
      "for _ in 0...{v} where !focused { // in .task: one attempt, {v} retries",
      "  focused = true; try? await Task.sleep(for: .milliseconds(100))", "}"),
    "retryInterval=#": lines(
      "for _ in 0...3 where !focused { // in .task",
      "  focused = true; try? await Task.sleep(for: .milliseconds({v}))", "}"),
    "prewarmRetirement=whenFocusLands":
      ".onChange(of: focused) { _, landed in if landed { pending = false } }",
    "prewarmRetirement=whenHandoffAttempted": "focused = true; pending = false",
    "autoOpenDetent=forceLarge": "detent = .large; isPresented = true",
    "autoOpenDetent=selection": ".presentationDetents([.medium, .large], selection: $detent)",
    "initialDetent=*": "@State private var detent: PresentationDetent = .{v}",
    "resetsDetentOnDisappear=true": ".onDisappear { detent = .large }",
    "accessories=frozenDuringAutoOpen": "if !(pending || focused) { AccessoryStrip() }",
    "accessories=collapseWhenFocusLands": "if !focused { AccessoryStrip() }",
    "closeFocus=clearFocusThenDismiss": "focused = false; dismiss() // in one action",
    "closeFocus=clearFocusAfterDismissal": "dismiss() // and .onDisappear { focused = false }",
    "closeDismissDelay=#":
      "focused = false; Task { try? await Task.sleep(for: .milliseconds({v})); dismiss() }",
    "resetsPendingOnDisappear=true": ".onDisappear { pending = true }",
    "forwardsOnlyWhileFocused=true": "guard focused else { return } // the handler's first line",
    "registeredIn=[viewDidLoad]": ".onReceive(publisher, perform: keyboardWillChange) // once",
    "registeredIn=[viewWillAppear]": ".onAppear { addKeyboardObservers() }",
    "removal=viewWillDisappear": ".onDisappear { removeKeyboardObservers() }",
    "removal=deinit": ".onReceive(publisher, perform: keyboardWillChange) // ends with the view",
    "resetsVisibilityOnDisappear=true": ".onDisappear { isKeyboardVisible = false }",
    "animation=payload": lines(
      "// curve 7: the keyboard's spring, critically damped at sqrt(1000 / 3) rad/s",
      "withAnimation(.interpolatingSpring(mass: 1, stiffness: 333.3, damping: 36.5)) {",
      "  keyboardHeight = lifted", "}"),
    "reducedMotionAnimation=null": "// remove the accessibilityReduceMotion branch",
    "measure=overlap": lines(
      "let screen = UIScreen.main.bounds",
      "let height = endFrame.maxY >= screen.maxY ? screen.maxY - endFrame.minY : 0"),
    "measure=screen-minus-origin": "let height = UIScreen.main.bounds.height - endFrame.minY",
    "measure=view-overlap": "let height = proxy.frame(in: .global).intersection(endFrame).height",
    "subtractsSafeArea=true": "let lifted = max(0, height - proxy.safeAreaInsets.bottom)",
    "application=absolute": "keyboardHeight = lifted",
    "application=keep-first": "if keyboardHeight == 0 { keyboardHeight = lifted }",
    "application=increments": lines(
      "let hiding = note.name == UIResponder.keyboardWillHideNotification",
      "keyboardHeight += hiding ? -lifted : lifted"),
    "application=add-difference": "keyboardHeight += endFrame.height - beginFrame.height",
    "returnFocusOrder=focus-next": ".submitLabel(.next).onSubmit { focus = .password }",
    "returnFocusOrder=resign-first": "focus = nil; Task { focus = .password }",
    "endsEditingOnDisappear=true": "focused = false // in the action that leaves, first",
    "focusOnReturn=view-will-appear": ".onAppear { focused = true }",
    "focusOnReturn=view-did-appear":
      ".task { try? await Task.sleep(for: .milliseconds(500)); focused = true } // after it",
    "dismissMode=interactive": ".scrollDismissesKeyboard(.interactively)",
    "dismissMode=on-drag": ".scrollDismissesKeyboard(.immediately)",
    "dismissMode=none": ".scrollDismissesKeyboard(.never)",
    "persistTaps=handled": ".contentShape(Rectangle()).onTapGesture { focused = false }",
    "messageList=anchored": ".defaultScrollAnchor(.bottom) // iOS 17",
    "messageList=unanchored": "// remove .defaultScrollAnchor(.bottom)",
    "messageList=not-resized": ".offset(y: -keyboardHeight) // the composer only",
    "followLagFrames=0": ".safeAreaInset(edge: .bottom) { ComposerBar() }",
    "avoidanceApplications=1": ".ignoresSafeArea(.keyboard) // on the inner views",
    "avoidance=automatic": ".safeAreaInset(edge: .bottom) { ComposerBar() }",
    "avoidance=handler": ".ignoresSafeArea(.keyboard).padding(.bottom, keyboardHeight)",
    "avoidance=automatic-plus-handler": ".padding(.bottom, keyboardHeight) // lifted twice",
    "avoidance=ignores-safe-area": ".ignoresSafeArea() // the keyboard's safe area too",
    "avoidance=reserves-fixed-height":
      ".ignoresSafeArea(.keyboard).padding(.bottom, focused ? 336 : 0) // a guessed height",
  ]

  /// React Native's code, keyed as ``apple``; react-native-keyboard-controller's too.
  private static let reactNative: [String: String] = [
    "observe=*": "Keyboard.addListener('{v}', onKeyboard);",
    "focusTrigger=onAppear": "useEffect(() => { inputRef.current?.focus(); }, []);",
    "focusTrigger=onContentMount": "<TextInput ref={inputRef} autoFocus />",
    "focusDelay=#": "setTimeout(() => inputRef.current?.focus(), {v});",
    "closeFocus=clearFocusThenDismiss": "Keyboard.dismiss(); navigation.goBack();",
    "closeDismissDelay=#": "Keyboard.dismiss(); setTimeout(() => navigation.goBack(), {v});",
    "forwardsOnlyWhileFocused=true": "if (!inputRef.current?.isFocused()) return;",
    "registeredIn=[viewDidLoad]": "useEffect(addKeyboardListeners, []); // once, on mount",
    "registeredIn=[viewWillAppear]": "useFocusEffect(useCallback(addKeyboardListeners, []));",
    "removal=viewWillDisappear": "return () => sub.remove(); // useFocusEffect's: on blur",
    "removal=deinit": "return () => sub.remove(); // useEffect's: on unmount",
    "resetsVisibilityOnDisappear=true":
      "useFocusEffect(useCallback(() => () => setKeyboardVisible(false), []));",
    "animation=payload": lines(
      "LayoutAnimation.configureNext({",
      "  duration: e.duration, update: { duration: e.duration, type: e.easing },", "});"),
    "reducedMotionAnimation=null": "// remove the AccessibilityInfo.isReduceMotionEnabled() branch",
    "measure=frame-height": "const height = e.endCoordinates.height;",
    "measure=begin-height": "const height = e.startCoordinates?.height ?? 0;",
    "subtractsSafeArea=true": "const lifted = Math.max(0, height - useSafeAreaInsets().bottom);",
    "subtractsSafeArea=false": "const lifted = height;",
    "subtractsConstant=0": "const lifted = height; // no bar height written in",
    "application=absolute": "setKeyboardHeight(lifted);",
    "application=keep-first": "setKeyboardHeight(h => h || lifted);",
    "application=increments": "setKeyboardHeight(h => h + lifted); // h - lifted on hide",
    "application=add-difference":
      "setKeyboardHeight(h => h + e.endCoordinates.height - e.startCoordinates.height);",
    "returnFocusOrder=focus-next": lines(
      #"returnKeyType="next" submitBehavior="submit""#,
      "onSubmitEditing={() => nextRef.current?.focus()}"),
    "returnFocusOrder=resign-first":
      #"submitBehavior="blurAndSubmit" onSubmitEditing={() => nextRef.current?.focus()}"#,
    "endsEditingOnDisappear=true":
      "useFocusEffect(useCallback(() => () => Keyboard.dismiss(), []));",
    "focusOnReturn=view-will-appear":
      "navigation.addListener('focus', () => inputRef.current?.focus());",
    "focusOnReturn=view-did-appear": lines(
      "navigation.addListener('transitionEnd', e => {",
      "  if (!e.data.closing) inputRef.current?.focus();", "});"),
    "dismissMode=interactive": #"keyboardDismissMode="interactive" // iOS only"#,
    "dismissMode=on-drag": #"keyboardDismissMode="on-drag""#,
    "dismissMode=none": #"keyboardDismissMode="none""#,
    "persistTaps=handled": #"keyboardShouldPersistTaps="handled""#,
    "persistTaps=always": #"keyboardShouldPersistTaps="always""#,
    "messageList=anchored": "<FlatList inverted data={newestFirst} />",
    "messageList=unanchored": "<FlatList data={messages} /> // keeps its offset",
    "messageList=not-resized": #"<KeyboardAvoidingView behavior="position">"#,
    "followLagFrames=0": "import { KeyboardAvoidingView } from 'react-native-keyboard-controller';",
    "avoidanceApplications=1": "// one KeyboardAvoidingView: remove the nested ones",
    "avoidance=follows-keyboard": #"<KeyboardAvoidingView behavior="padding" style={{ flex: 1 }}>"#,
    "avoidance=handler": "Keyboard.addListener('keyboardWillShow', onKeyboard);",
  ]

  /// react-native-keyboard-controller's own code where it differs from ``reactNative``'s.
  private static let keyboardController: [String: String] = [
    "measure=layout-guide": "const { height } = useReanimatedKeyboardAnimation(); // every frame",
    "messageList=not-resized": "<KeyboardStickyView><Composer /></KeyboardStickyView>",
    "avoidance=follows-keyboard": lines(
      "import { KeyboardAvoidingView } from 'react-native-keyboard-controller';",
      #"<KeyboardAvoidingView behavior="padding" style={{ flex: 1 }}>"#),
  ]

  /// Jetpack Compose's code, keyed as ``apple``.
  private static let compose: [String: String] = [
    "focusTrigger=onContentMount": "LaunchedEffect(Unit) { focusRequester.requestFocus() }",
    "focusDelay=#": "LaunchedEffect(Unit) { delay({int}); focusRequester.requestFocus() }",
    "autoOpenDetent=forceLarge": "rememberModalBottomSheetState(skipPartiallyExpanded = true)",
    "closeFocus=clearFocusThenDismiss":
      "focusManager.clearFocus(); scope.launch { sheetState.hide() } // in one onClick",
    "closeDismissDelay=#":
      "focusManager.clearFocus(); scope.launch { delay({int}); sheetState.hide() }",
    "measure=layout-guide": "val height = WindowInsets.ime.getBottom(LocalDensity.current)",
    "returnFocusOrder=focus-next":
      "KeyboardActions(onNext = { focusManager.moveFocus(FocusDirection.Down) })",
    "returnFocusOrder=resign-first":
      "KeyboardActions(onNext = { focusManager.clearFocus(); next.requestFocus() })",
    "endsEditingOnDisappear=true":
      "DisposableEffect(Unit) { onDispose { focusManager.clearFocus() } }",
    "dismissMode=on-drag": lines(
      "LaunchedEffect(listState.isScrollInProgress) {",
      "  if (listState.isScrollInProgress) keyboardController?.hide()", "}"),
    "messageList=anchored": "LazyColumn(state = listState, reverseLayout = true) { ... }",
    "messageList=unanchored": "LazyColumn(state = listState) { ... } // keeps its offset",
    "followLagFrames=0": "Modifier.imePadding()",
    "avoidanceApplications=1":
      "Modifier.padding(innerPadding).consumeWindowInsets(innerPadding).imePadding()",
    "avoidance=follows-keyboard": "Modifier.imePadding() // WindowInsets.ime, every frame",
  ]

  /// Flutter's code, keyed as ``apple``.
  private static let flutter: [String: String] = [
    "focusTrigger=onAppear":
      "WidgetsBinding.instance.addPostFrameCallback((_) => focusNode.requestFocus());",
    "focusTrigger=onContentMount": "TextField(focusNode: focusNode, autofocus: true)",
    "focusDelay=#": "Future.delayed(const Duration(milliseconds: {int}), focusNode.requestFocus);",
    "closeFocus=clearFocusThenDismiss": "FocusScope.of(context).unfocus(); Navigator.pop(context);",
    "closeDismissDelay=#": lines(
      "FocusScope.of(context).unfocus();",
      "Future.delayed(const Duration(milliseconds: {int}), Navigator.of(context).pop);"),
    "measure=layout-guide": "final height = MediaQuery.viewInsetsOf(context).bottom;",
    "returnFocusOrder=focus-next": "textInputAction: TextInputAction.next,",
    "returnFocusOrder=resign-first":
      "onSubmitted: (_) { focusNode.unfocus(); nextNode.requestFocus(); },",
    "endsEditingOnDisappear=true":
      "FocusManager.instance.primaryFocus?.unfocus(); // before Navigator.push or pop",
    "dismissMode=on-drag": "keyboardDismissBehavior: ScrollViewKeyboardDismissBehavior.onDrag,",
    "dismissMode=none": "keyboardDismissBehavior: ScrollViewKeyboardDismissBehavior.manual,",
    "messageList=anchored": "ListView.builder(reverse: true, ...)",
    "messageList=unanchored": "ListView.builder(reverse: false, ...) // keeps its offset",
    "avoidanceApplications=1": "Scaffold(resizeToAvoidBottomInset: false, ...) // the inner one",
    "avoidance=follows-keyboard":
      "Padding(padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom))",
    "avoidance=ignores-safe-area": "Scaffold(resizeToAvoidBottomInset: false, ...)",
  ]
}
