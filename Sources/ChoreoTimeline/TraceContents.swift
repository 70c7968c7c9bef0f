/// What a trace records: a simulated run records everything, a recording of a real app only what
/// its recorder could see, and a detector runs only on a trace that holds what it reads
/// (``Trace/contents``).
public struct TraceContents: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// One bit per kind of content.
  public let rawValue: UInt32

  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The six keyboard notifications, with their payloads.
  public static let keyboardNotifications = TraceContents(rawValue: 1 << 0)
  /// Where the keyboard is, docked or not, in every frame.
  public static let keyboardMotion = TraceContents(rawValue: 1 << 1)
  /// Where the sheet's top is in every frame.
  public static let sheetMotion = TraceContents(rawValue: 1 << 2)
  /// The sheet's own events: settling, detent changes, dismissal.
  public static let sheetEvents = TraceContents(rawValue: 1 << 3)
  /// Where the input bar is in every frame, and where it rests with no keyboard.
  public static let layoutMotion = TraceContents(rawValue: 1 << 4)
  /// The height of the accessories above the bar in every frame.
  public static let accessoryMotion = TraceContents(rawValue: 1 << 5)
  /// The bottom of the focused field in every frame.
  public static let focusedField = TraceContents(rawValue: 1 << 6)
  /// The bottom of the chat's newest message in every frame.
  public static let newestMessage = TraceContents(rawValue: 1 << 7)
  /// Who holds first responder, and when focus lands and leaves.
  public static let responders = TraceContents(rawValue: 1 << 8)
  /// What the person did: presents, closes, taps, drags, keystrokes.
  public static let personActions = TraceContents(rawValue: 1 << 9)
  /// What the app asked for: focus requests, clearing focus, dismissal, accessories.
  public static let appActions = TraceContents(rawValue: 1 << 10)
  /// Which entry caused which: the chains that tell an intended dismissal from a dropped one.
  public static let causes = TraceContents(rawValue: 1 << 11)
  /// Each run of the app's own keyboard observers.
  public static let handlerRuns = TraceContents(rawValue: 1 << 12)
  /// The app's own `isKeyboardVisible` flag.
  public static let visibilityFlag = TraceContents(rawValue: 1 << 13)
  /// Where each keystroke went.
  public static let keystrokes = TraceContents(rawValue: 1 << 14)
  /// Taps on the app's controls and whether their actions ran.
  public static let controls = TraceContents(rawValue: 1 << 15)
  /// Return key presses, their labels and what they did.
  public static let returnKeys = TraceContents(rawValue: 1 << 16)
  /// A finger on the screen, in every frame.
  public static let finger = TraceContents(rawValue: 1 << 17)
  /// The keyboard's traits (type, appearance, accessory) as first responder changes.
  public static let traits = TraceContents(rawValue: 1 << 18)
  /// Whether the app's screen is on display, in every frame.
  public static let screenVisibility = TraceContents(rawValue: 1 << 19)
  /// Where the keyboard is in every frame as its notifications imply it, not as recorded: drawn,
  /// never judged (a detector that reads the keyboard's motion does not run on it).
  public static let impliedKeyboardMotion = TraceContents(rawValue: 1 << 20)

  /// Every kind of content, with its name, in declaration order.
  public static let named: [(name: String, contents: TraceContents)] = [
    ("keyboard notifications", .keyboardNotifications), ("keyboard motion", .keyboardMotion),
    ("sheet motion", .sheetMotion), ("sheet events", .sheetEvents),
    ("layout motion", .layoutMotion), ("accessory motion", .accessoryMotion),
    ("focused field", .focusedField), ("newest message", .newestMessage),
    ("responders", .responders), ("person's actions", .personActions),
    ("app's actions", .appActions), ("causes", .causes), ("handler runs", .handlerRuns),
    ("visibility flag", .visibilityFlag), ("keystrokes", .keystrokes), ("controls", .controls),
    ("return keys", .returnKeys), ("finger", .finger), ("keyboard traits", .traits),
    ("screen visibility", .screenVisibility),
    ("implied keyboard motion", .impliedKeyboardMotion),
  ]

  /// Everything: what a simulated run records (its motion recorded, not implied).
  public static let all = TraceContents(
    rawValue: named.reduce(0) { $0 | $1.contents.rawValue } & ~impliedKeyboardMotion.rawValue)

  /// The names of the contents in the set, in declaration order.
  public var names: [String] { Self.named.filter { contains($0.contents) }.map(\.name) }

  /// `keyboard motion, layout motion`.
  public var description: String { names.joined(separator: ", ") }
}
