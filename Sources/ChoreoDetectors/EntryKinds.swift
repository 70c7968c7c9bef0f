import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// The kinds of trace entry the detectors look for, as a set of bits.
///
/// ``TraceAnalysis`` classifies every entry once, in one pass over the trace, and keeps the
/// position and kinds of each entry that has any. A detector then reads the entries of its kind
/// from there (``TraceAnalysis/positions(of:)``) instead of matching every entry again, and
/// returns at once when a trace holds none (``TraceAnalysis/holds(_:)``), as most traces do.
public struct EntryKinds: OptionSet, Hashable, Sendable {
  /// The bits, one per kind.
  public let rawValue: UInt32

  /// A set with the bits of `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A person's action that starts a transition (everything but typing and the return key).
  public static let transitionStart = EntryKinds(rawValue: 1 << 0)
  /// The person presenting the sheet.
  public static let present = EntryKinds(rawValue: 1 << 1)
  /// The person closing the sheet: the close control, or a dismiss drag that commits.
  public static let exit = EntryKinds(rawValue: 1 << 2)
  /// The app asking for focus on the composer (`setFocus(composer)`).
  public static let focusRequest = EntryKinds(rawValue: 1 << 3)
  /// `sheetDidSettle`.
  public static let sheetSettle = EntryKinds(rawValue: 1 << 4)
  /// A keyboard `will` notification (show, change frame, hide): a keyboard animation starts.
  public static let keyboardAnimationStart = EntryKinds(rawValue: 1 << 5)
  /// `keyboardWillHide`.
  public static let keyboardWillHide = EntryKinds(rawValue: 1 << 6)
  /// `detentDidChange`.
  public static let detentChange = EntryKinds(rawValue: 1 << 7)
  /// The keyboard's traits changing at the prewarm's handoff.
  public static let traitsChangeAtHandoff = EntryKinds(rawValue: 1 << 8)
  /// A keystroke delivered where the person cannot see it.
  public static let unseenKeystroke = EntryKinds(rawValue: 1 << 9)
  /// The app's keyboard observer running.
  public static let handlerRun = EntryKinds(rawValue: 1 << 10)
  /// The person dragging the message list.
  public static let listDrag = EntryKinds(rawValue: 1 << 11)
  /// The person tapping a control.
  public static let controlTap = EntryKinds(rawValue: 1 << 12)
  /// The return key pressed on a field.
  public static let returnKeyPress = EntryKinds(rawValue: 1 << 13)
  /// A note that the platform ignored a person's action (its cause).
  public static let actionIgnored = EntryKinds(rawValue: 1 << 14)

  /// The kinds of an entry that records `happening`; empty for most entries.
  static func of(_ happening: borrowing Happening) -> EntryKinds {
    switch happening {
    case .user(let action):
      var kinds: EntryKinds = action.startsTransition ? .transitionStart : []
      switch action {
      case .present: kinds.insert(.present)
      case .close, .dragDismiss(_, _, true): kinds.insert(.exit)
      case .dragList: kinds.insert(.listDrag)
      case .tapControl: kinds.insert(.controlTap)
      default: break
      }
      return kinds
    case .event(.keyboardWillShow), .event(.keyboardWillChangeFrame): return .keyboardAnimationStart
    case .event(.keyboardWillHide): return [.keyboardAnimationStart, .keyboardWillHide]
    case .event(.sheetDidSettle): return .sheetSettle
    case .event(.detentDidChange): return .detentChange
    case .effect(.setFocus(.composer)): return .focusRequest
    case .note(.actionIgnored): return .actionIgnored
    case .note(.keyboardTraitsChanged(_, _, true)): return .traitsChangeAtHandoff
    case .note(.keystrokeDelivered(_, _, false)): return .unseenKeystroke
    case .note(.returnKeyPressed): return .returnKeyPress
    case .handler: return .handlerRun
    case .event, .effect, .note: return []
    }
  }
}
