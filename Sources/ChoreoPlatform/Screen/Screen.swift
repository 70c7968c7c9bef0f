/// The app's screen around the text input: where it lives, what it shows, and how it keeps its
/// content above the keyboard.
///
/// These are the app's choices, not platform numbers.
///
/// The default is the chat sheet of the choreography: a composer in a sheet with SwiftUI's
/// automatic keyboard avoidance. Full-screen chats and forms model
/// <doc:ThePattern#Keeping-the-field-above-the-keys> and
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>.
public struct Screen: Hashable, Sendable {
  /// Where the screen lives: the presentation context of the view that holds the composer
  /// (<doc:PlatformFacts#Presentation-contexts>).
  ///
  /// Every context but the sheet is on screen from the start of the run; its frame and its bottom
  /// safe area are ``ViewContext``'s.
  public enum Container: String, CaseIterable, Hashable, Sendable {
    /// Inside the presented sheet; the choreography's default.
    case sheet
    /// A full-screen view.
    case fullScreen = "full-screen"
    /// A tab bar controller's tab under a translucent tab bar, the default since iOS 15: the view
    /// runs to the screen's bottom under the bar, and its bottom safe area holds the bar and the
    /// home indicator's strip.
    case tabBar = "tab-bar"
    /// A tab above an opaque tab bar (`isTranslucent = false`, or an opaque background image):
    /// the view ends at the bar's top, so the bar and the home indicator's strip lie below it and
    /// its safe area is empty.
    case opaqueTabBar = "opaque-tab-bar"
    /// Pushed from a tab with `hidesBottomBarWhenPushed`: full screen, the tab bar gone.
    case tabBarHidden = "tab-bar-hidden"
    /// A navigation controller's view under a translucent bottom toolbar, which joins its safe
    /// area.
    case toolbar
    /// Pushed on a navigation stack: the bar is at the top, the bottom as full screen.
    case navigationPush = "navigation-push"
    /// An iPad page sheet: narrower than the screen, from below the top safe area down.
    case pageSheet = "page-sheet"
    /// An iPad form sheet: centred, above the home indicator, moved up when the keyboard would
    /// cover it.
    case formSheet = "form-sheet"
    /// A popover, which does not move for the keyboard.
    case popover
    /// A child view offset inside its parent by ``Screen/viewOffset``, whose bottom can lie
    /// below the screen's.
    case offsetChild = "offset-child"
    /// The primary column of an iPad split view.
    case splitColumn = "split-column"
    // On a phone, UIKit adapts the iPad-only contexts (form and page sheets, popovers) to a sheet
    // and collapses a split view to one column: ``ViewContext`` does the same.

    /// Whether the view is the presented sheet of the choreography.
    public var isSheet: Bool { self == .sheet }
  }

  /// What the screen shows.
  public enum Content: String, CaseIterable, Hashable, Sendable {
    /// A message list, newest at the bottom, above a composer bar
    /// (<doc:ThePattern#Keeping-the-field-above-the-keys>).
    case chat
    /// Several text fields stacked from the top and a Save button after them
    /// (<doc:ThePattern#Keeping-the-field-above-the-keys>,
    /// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>).
    case form
  }

  /// How the message list keeps its newest message in view when the composer moves.
  public enum MessageList: String, CaseIterable, Hashable, Sendable {
    /// The list ends at the composer and stays anchored at its bottom (`defaultScrollAnchor`,
    /// `reverseLayout`, `inverted`): the newest message stays just above the composer.
    case anchored
    /// The list ends at the composer but keeps its scroll offset: the newest message slides under
    /// the composer as the list shrinks.
    case unanchored
    /// The list is not resized at all (the composer only translates, as `KeyboardStickyView`
    /// does): the newest message stays where it was, behind the composer and the keys.
    case notResized = "not-resized"
  }

  /// Where the screen lives.
  public var container: Container
  /// What the screen shows.
  public var content: Content
  /// How the layout avoids the keyboard.
  public var avoidance: AvoidanceStrategy
  /// The app's keyboard-notification observers, if it registers any.
  public var handler: KeyboardHandler?
  /// For ``AvoidanceStrategy/followsKeyboard``: how many frames the read position lags the
  /// keyboard (0: read in the same frame, as `keyboardLayoutGuide` and `imePadding` do).
  public var followLagFrames: Int
  /// For ``AvoidanceStrategy/reservesFixedHeight``: the height the app reserves whenever a field
  /// is focused; `nil` reserves the device's keyboard height.
  public var reservedHeight: Double?
  /// How the chat's message list follows the composer.
  public var messageList: MessageList
  /// The form's fields, top to bottom; the chat's composer is one field.
  public var fields: [FormField]
  /// How dragging the message list puts the keyboard away.
  public var dismissMode: KeyboardDismissMode
  /// What a tap on a control does while the keyboard is up.
  public var persistTaps: PersistTaps
  /// How many views apply the avoidance inset: 2 when a Compose `Scaffold` and its child both pad
  /// by the keyboard (<doc:ThePattern#Keeping-the-field-above-the-keys>: "counts the keyboard
  /// twice").
  public var avoidanceApplications: Int
  /// The framework profile the screen's defaults came from, if any.
  public var framework: FrameworkProfile.ID?
  /// For ``Container/offsetChild``: how far below its parent's top the view's frame starts, so
  /// that its bottom lies that far below the screen's.
  public var viewOffset: Double
  /// Where the screen focuses its field again when it comes back from a modal or a pushed screen.
  public enum FocusOnReturn: String, CaseIterable, Hashable, Sendable {
    /// It does not.
    case none
    /// In `viewWillAppear`, while the other screen is still leaving: UIKit restores the first
    /// responder it saved when that screen came, and the keyboard goes again
    /// (SwiftUI-Introspect #43).
    case viewWillAppear = "view-will-appear"
    /// In `viewDidAppear`, once the transition is over (Awful.app PR 1213).
    case viewDidAppear = "view-did-appear"
  }

  /// Where the screen focuses its field again when it comes back.
  public var focusOnReturn: FocusOnReturn
  /// How the return key moves focus to the next field.
  public enum ReturnFocusOrder: String, CaseIterable, Hashable, Sendable {
    /// The next field takes focus, which resigns the current one in the same step: the keyboard
    /// stays.
    case focusNext = "focus-next"
    /// The current field resigns first and the next one is focused after (`resignFirstResponder()`
    /// then `focused = next`): for a frame nobody holds the keyboard (mlem #347).
    case resignFirst = "resign-first"
  }

  /// How the return key moves focus to the next field.
  public var returnFocusOrder: ReturnFocusOrder
  /// Whether the screen ends editing when it disappears (`view.endEditing(true)` in
  /// `viewWillDisappear`), so the keyboard hides with its notifications; otherwise a field still
  /// first responder leaves with the screen and the keyboard goes without a word
  /// (wikipedia-ios PR 6186).
  public var endsEditingOnDisappear: Bool

  /// A screen with every field given.
  public init(
    container: Container = .sheet, content: Content = .chat,
    avoidance: AvoidanceStrategy = .automatic, handler: KeyboardHandler? = nil,
    followLagFrames: Int = 0, reservedHeight: Double? = nil, messageList: MessageList = .anchored,
    fields: [FormField] = FormField.signUpForm, dismissMode: KeyboardDismissMode = .interactive,
    persistTaps: PersistTaps = .handled, avoidanceApplications: Int = 1,
    framework: FrameworkProfile.ID? = nil, viewOffset: Double = 100,
    endsEditingOnDisappear: Bool = true, returnFocusOrder: ReturnFocusOrder = .focusNext,
    focusOnReturn: FocusOnReturn = .none
  ) {
    self.focusOnReturn = focusOnReturn
    self.returnFocusOrder = returnFocusOrder
    self.viewOffset = viewOffset
    self.endsEditingOnDisappear = endsEditingOnDisappear
    self.container = container
    self.content = content
    self.avoidance = avoidance
    self.handler = handler
    self.followLagFrames = followLagFrames
    self.reservedHeight = reservedHeight
    self.messageList = messageList
    self.fields = fields
    self.dismissMode = dismissMode
    self.persistTaps = persistTaps
    self.avoidanceApplications = avoidanceApplications
    self.framework = framework
  }

  /// The choreography's chat sheet with SwiftUI's automatic avoidance.
  public static let sheetComposer = Screen()

  /// A full-screen chat with the given avoidance.
  public static func chat(_ avoidance: AvoidanceStrategy, handler: KeyboardHandler? = nil)
    -> Screen
  {
    Screen(container: .fullScreen, content: .chat, avoidance: avoidance, handler: handler)
  }

  /// A full-screen form with the given avoidance.
  public static func form(_ avoidance: AvoidanceStrategy, handler: KeyboardHandler? = nil)
    -> Screen
  {
    Screen(container: .fullScreen, content: .form, avoidance: avoidance, handler: handler)
  }

  /// How many text fields the screen has: the form's fields, or the chat's one composer.
  public var fieldCount: Int { content == .form ? fields.count : 1 }

  // MARK: Form geometry (the app's own layout, not platform numbers)

  /// Space from the container's top (below the safe area on a full screen) to the first field.
  public static let formTopMargin = 24.0
  /// Height of one form row.
  public static let formRowHeight = 44.0
  /// Distance from one row's top to the next.
  public static let formRowPitch = 64.0
  /// Space a scroll view keeps between the focused field and the bottom of the visible area when
  /// it scrolls the field into view.
  public static let formFocusMargin = 16.0
}

extension Screen {
  /// The chat's composer as a field: Send on its return key, which sends
  /// (<doc:ThePattern#Keeping-the-field-above-the-keys> `submitLabel(.send)` with
  /// `onSubmit(send)`).
  public static let chatComposer = FormField("Message", returnKey: .send, onSubmit: .submit)

  /// Text field `index`: a form's field, or the chat's composer.
  public func field(_ index: Int) -> FormField {
    content == .form ? fields[index] : Self.chatComposer
  }
}
