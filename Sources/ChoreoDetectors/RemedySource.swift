import ChoreoPlatform

/// The public pages the detectors' remedies cite, each named once.
enum RemedySource {
  static let apple = "https://developer.apple.com/documentation/"
  static let uiKit = apple + "uikit/"
  static let swiftUI = apple + "swiftui/"
  static let reactNative = "https://reactnative.dev/docs/"
  static let keyboardController =
    "https://kirillzyusko.github.io/react-native-keyboard-controller/docs/api/"
  static let android = "https://developer.android.com/"
  static let composeLayout = android + "reference/kotlin/androidx/compose/foundation/layout/"
  static let flutter = "https://api.flutter.dev/flutter/"

  // UIKit and Foundation
  static let keyboardLayoutGuide = SourceReference(
    "UIKeyboardLayoutGuide", uiKit + "uikeyboardlayoutguide")
  static let followsUndockedKeyboard = SourceReference(
    "UIKeyboardLayoutGuide.followsUndockedKeyboard",
    uiKit + "uikeyboardlayoutguide/followsundockedkeyboard")
  static let keyboardWillShow = SourceReference(
    "UIResponder.keyboardWillShowNotification", uiKit + "uiresponder/keyboardwillshownotification")
  static let keyboardWillHide = SourceReference(
    "UIResponder.keyboardWillHideNotification", uiKit + "uiresponder/keyboardwillhidenotification")
  static let keyboardWillChangeFrame = SourceReference(
    "UIResponder.keyboardWillChangeFrameNotification",
    uiKit + "uiresponder/keyboardwillchangeframenotification")
  static let keyboardFrameEnd = SourceReference(
    "UIResponder.keyboardFrameEndUserInfoKey", uiKit + "uiresponder/keyboardframeenduserinfokey")
  static let keyboardAnimationDuration = SourceReference(
    "UIResponder.keyboardAnimationDurationUserInfoKey",
    uiKit + "uiresponder/keyboardanimationdurationuserinfokey")
  static let becomeFirstResponder = SourceReference(
    "UIResponder.becomeFirstResponder()", uiKit + "uiresponder/becomefirstresponder()")
  static let sheetPresentationController = SourceReference(
    "UISheetPresentationController", uiKit + "uisheetpresentationcontroller")
  static let selectedDetentIdentifier = SourceReference(
    "UISheetPresentationController.selectedDetentIdentifier",
    uiKit + "uisheetpresentationcontroller/selecteddetentidentifier")
  static let isHidden = SourceReference("UIView.isHidden", uiKit + "uiview/ishidden")
  static let editingChanged = SourceReference(
    "UIControl.Event.editingChanged", uiKit + "uicontrol/event/editingchanged")
  static let endEditing = SourceReference("UIView.endEditing(_:)", uiKit + "uiview/endediting(_:)")
  static let textInputTraits = SourceReference("UITextInputTraits", uiKit + "uitextinputtraits")
  static let addObserverSelector = SourceReference(
    "NotificationCenter.addObserver(_:selector:name:object:)",
    apple + "foundation/notificationcenter/addobserver(_:selector:name:object:)")
  static let viewWillDisappear = SourceReference(
    "UIViewController.viewWillDisappear(_:)", uiKit + "uiviewcontroller/viewwilldisappear(_:)")
  static let scrollToRow = SourceReference(
    "UITableView.scrollToRow(at:at:animated:)", uiKit + "uitableview/scrolltorow(at:at:animated:)")
  static let keyboardDismissMode = SourceReference(
    "UIScrollView.keyboardDismissMode", uiKit + "uiscrollview/keyboarddismissmode")
  static let cancelsTouchesInView = SourceReference(
    "UIGestureRecognizer.cancelsTouchesInView", uiKit + "uigesturerecognizer/cancelstouchesinview")
  static let textFieldShouldReturn = SourceReference(
    "UITextFieldDelegate.textFieldShouldReturn(_:)",
    uiKit + "uitextfielddelegate/textfieldshouldreturn(_:)")
  static let returnKeyType = SourceReference(
    "UITextInputTraits.returnKeyType", uiKit + "uitextinputtraits/returnkeytype")

  // SwiftUI
  static let focusState = SourceReference("FocusState", swiftUI + "focusstate")
  static let presentationDetents = SourceReference(
    "presentationDetents(_:)", swiftUI + "view/presentationdetents(_:)")
  static let presentationDetentsSelection = SourceReference(
    "presentationDetents(_:selection:)", swiftUI + "view/presentationdetents(_:selection:)")
  static let safeAreaInset = SourceReference(
    "safeAreaInset(edge:alignment:spacing:content:)",
    swiftUI + "view/safeareainset(edge:alignment:spacing:content:)")
  static let ignoresSafeArea = SourceReference(
    "ignoresSafeArea(_:edges:)", swiftUI + "view/ignoressafearea(_:edges:)")
  static let dismissAction = SourceReference("DismissAction", swiftUI + "dismissaction")
  static let keyboardTypeModifier = SourceReference(
    "keyboardType(_:)", swiftUI + "view/keyboardtype(_:)")
  static let onReceive = SourceReference(
    "onReceive(_:perform:)", swiftUI + "view/onreceive(_:perform:)")
  static let onDisappear = SourceReference(
    "onDisappear(perform:)", swiftUI + "view/ondisappear(perform:)")
  static let defaultScrollAnchor = SourceReference(
    "defaultScrollAnchor(_:)", swiftUI + "view/defaultscrollanchor(_:)")
  static let scrollDismissesKeyboard = SourceReference(
    "scrollDismissesKeyboard(_:)", swiftUI + "view/scrolldismisseskeyboard(_:)")
  static let onSubmit = SourceReference("onSubmit(of:_:)", swiftUI + "view/onsubmit(of:_:)")
  static let submitLabel = SourceReference("submitLabel(_:)", swiftUI + "view/submitlabel(_:)")
  static let focusOnAppear = SourceReference(
    "naan/FocusOnAppear", "https://github.com/naan/FocusOnAppear")

  // React Native
  static let rnKeyboardAvoidingView = SourceReference(
    "KeyboardAvoidingView", reactNative + "keyboardavoidingview")
  static let rnKeyboard = SourceReference("Keyboard", reactNative + "keyboard")
  static let rnTextInput = SourceReference("TextInput", reactNative + "textinput")
  static let rnScrollView = SourceReference("ScrollView", reactNative + "scrollview")
  static let rnFlatList = SourceReference("FlatList", reactNative + "flatlist")
  static let useFocusEffect = SourceReference(
    "React Navigation: useFocusEffect", "https://reactnavigation.org/docs/use-focus-effect")

  // react-native-keyboard-controller
  static let kcKeyboardAvoidingView = SourceReference(
    "react-native-keyboard-controller: KeyboardAvoidingView",
    keyboardController + "components/keyboard-avoiding-view")
  static let kcStickyView = SourceReference(
    "react-native-keyboard-controller: KeyboardStickyView",
    keyboardController + "components/keyboard-sticky-view")
  static let kcAwareScrollView = SourceReference(
    "react-native-keyboard-controller: KeyboardAwareScrollView",
    keyboardController + "components/keyboard-aware-scroll-view")
  static let kcChatScrollView = SourceReference(
    "react-native-keyboard-controller: KeyboardChatScrollView",
    keyboardController + "components/keyboard-chat-scroll-view")
  static let kcGestureArea = SourceReference(
    "react-native-keyboard-controller: KeyboardGestureArea",
    keyboardController + "keyboard-gesture-area")
  static let kcKeyboardController = SourceReference(
    "react-native-keyboard-controller: KeyboardController",
    keyboardController + "keyboard-controller")
  static let kcKeyboardEvents = SourceReference(
    "react-native-keyboard-controller: KeyboardEvents", keyboardController + "keyboard-events")
  static let kcReanimatedKeyboardAnimation = SourceReference(
    "react-native-keyboard-controller: useReanimatedKeyboardAnimation",
    keyboardController + "hooks/keyboard/use-reanimated-keyboard-animation")

  // Jetpack Compose
  static let composeInsets = SourceReference(
    "Window insets in Compose", android + "develop/ui/compose/layouts/insets")
  static let composeImePadding = SourceReference(
    "Modifier.imePadding", composeLayout + "imePadding.modifier")
  static let composeWindowInsetsPadding = SourceReference(
    "Modifier.windowInsetsPadding", composeLayout + "windowInsetsPadding.modifier")
  static let composeConsumeWindowInsets = SourceReference(
    "Modifier.consumeWindowInsets", composeLayout + "consumeWindowInsets.modifier")
  static let composeWindowInsetsCompanion = SourceReference(
    "WindowInsets.Companion (isImeVisible)", composeLayout + "WindowInsets.Companion")
  static let composeKeyboardAnimations = SourceReference(
    "Use keyboard IME animations", android + "develop/ui/compose/system/keyboard-animations")
  static let composeRequestFocus = SourceReference(
    "Request focus", android + "develop/ui/compose/touch-input/focus/request-focus")
  static let composeFocusManager = SourceReference(
    "FocusManager", android + "reference/kotlin/androidx/compose/ui/focus/FocusManager")
  static let composeBottomSheets = SourceReference(
    "Bottom sheets", android + "develop/ui/compose/components/bottom-sheets")
  static let composeLists = SourceReference(
    "Lists and grids", android + "develop/ui/compose/lists")
  static let composeKeyboardActionHandler = SourceReference(
    "KeyboardActionHandler",
    android + "reference/kotlin/androidx/compose/foundation/text/input/KeyboardActionHandler")
  static let composeImeAction = SourceReference(
    "ImeAction", android + "reference/kotlin/androidx/compose/ui/text/input/ImeAction")

  // Flutter
  static let flutterViewInsets = SourceReference(
    "MediaQueryData.viewInsets", flutter + "widgets/MediaQueryData/viewInsets.html")
  static let flutterResizeToAvoidBottomInset = SourceReference(
    "Scaffold.resizeToAvoidBottomInset",
    flutter + "material/Scaffold/resizeToAvoidBottomInset.html")
  static let flutterAutofocus = SourceReference(
    "TextField.autofocus", flutter + "material/TextField/autofocus.html")
  static let flutterRequestFocus = SourceReference(
    "FocusNode.requestFocus", flutter + "widgets/FocusNode/requestFocus.html")
  static let flutterUnfocus = SourceReference(
    "FocusNode.unfocus", flutter + "widgets/FocusNode/unfocus.html")
  static let flutterTextInputAction = SourceReference(
    "TextField.textInputAction", flutter + "material/TextField/textInputAction.html")
  static let flutterOnTapOutside = SourceReference(
    "TextField.onTapOutside", flutter + "material/TextField/onTapOutside.html")
  static let flutterKeyboardDismissBehavior = SourceReference(
    "ScrollViewKeyboardDismissBehavior", flutter + "widgets/ScrollViewKeyboardDismissBehavior.html")
  static let flutterScrollReverse = SourceReference(
    "ScrollView.reverse", flutter + "widgets/ScrollView/reverse.html")
  static let flutterBindingObserver = SourceReference(
    "WidgetsBindingObserver", flutter + "widgets/WidgetsBindingObserver-class.html")
  static let flutterRouteIsCurrent = SourceReference(
    "Route.isCurrent", flutter + "widgets/Route/isCurrent.html")
}
