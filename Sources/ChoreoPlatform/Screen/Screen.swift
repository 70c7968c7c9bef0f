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
  /// Where the screen lives.
  public enum Container: String, CaseIterable, Hashable, Sendable {
    /// Inside the presented sheet; the choreography's default.
    case sheet
    /// A full-screen view that is on screen from the start of the run.
    case fullScreen = "full-screen"
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

  /// A screen with every field given.
  public init(
    container: Container = .sheet, content: Content = .chat,
    avoidance: AvoidanceStrategy = .automatic, handler: KeyboardHandler? = nil,
    followLagFrames: Int = 0, reservedHeight: Double? = nil, messageList: MessageList = .anchored,
    fields: [FormField] = FormField.signUpForm, dismissMode: KeyboardDismissMode = .interactive,
    persistTaps: PersistTaps = .handled, avoidanceApplications: Int = 1,
    framework: FrameworkProfile.ID? = nil
  ) {
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
