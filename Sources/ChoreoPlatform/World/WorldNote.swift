import ChoreoCore

/// Something the platform did that the app is not told about, recorded in the trace so a reader
/// can see why (a silently dropped focus request, a refused first responder).
public enum WorldNote: Hashable, Sendable, CustomStringConvertible {
  /// Why a focus request had no effect.
  public enum DropReason: String, Hashable, Sendable {
    /// The field was not mounted when focus was set
    /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>: fails silently).
    case composerNotMounted = "the field is not mounted"
    /// The field left the hierarchy before focus could land.
    case composerUnmounted = "the field left before focus landed"
    /// The OS ignores `.defaultFocus` inside a sheet (iOS 18.2, FB16770732).
    case defaultFocusIgnored = "the OS ignores defaultFocus in a sheet"
  }

  /// Why a view could not become first responder.
  public enum RefusalReason: Hashable, Sendable, CustomStringConvertible {
    /// The view is not in a window.
    case notInWindow
    /// The view is hidden or (almost) fully transparent.
    case transparent(alpha: Double)

    /// A short sentence.
    public var description: String {
      switch self {
      case .notInWindow: "not in a window"
      case .transparent(let alpha): "alpha \(FixedPoint.compact(alpha, places: 3)) is too low"
      }
    }
  }

  /// A SwiftUI focus request that did nothing, with no error.
  case focusRequestDropped(DropReason)
  /// A SwiftUI focus request that waits for the presentation to settle, because `@FocusState`
  /// cannot start the keyboard during a presentation
  /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>,
  /// <doc:PlatformFacts#Focus-in-a-presentation>,
  /// <doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
  case focusRequestDeferred
  /// `becomeFirstResponder()` returned false.
  case firstResponderRefused(Responder, RefusalReason)
  /// A keystroke went to `responder` (nil: nobody), which the person can or cannot see.
  case keystrokeDelivered(Character, to: Responder?, visible: Bool)
  /// The keyboard's layout changed under the person's fingers (type, appearance or accessory).
  /// `atHandoff` is false when focus moved between the screen's own fields, where a different
  /// keyboard per field is intended.
  case keyboardTraitsChanged(from: KeyboardTraits, to: KeyboardTraits, atHandoff: Bool = true)
  /// The app surfaced a focus failure to the person.
  case focusFailureSurfaced
  /// The keyboard left with the field's window and posted no notification: the field was still
  /// first responder when its screen was dismissed (wikipedia-ios PR 6186).
  case keyboardLeftWithoutNotice
  /// An effect that had nothing to act on.
  case effectIgnored(String)
  /// A person's action the platform ignored, with why: a touch while a presentation transition
  /// runs, a drag of a sheet that is not resting, a tap on nothing. It has no consequences, so
  /// detectors treat it as not having happened.
  case actionIgnored(String)
  /// First responder moved from one of the screen's fields to another.
  case focusMoved(from: Int, to: Int)
  /// The scroll view's dismiss mode does not exist on this OS and framework; it acts as `none`.
  case dismissModeUnavailable(KeyboardDismissMode, OperatingSystem)
  /// An interactive keyboard drag ended: the release closes or keeps the keyboard.
  case interactiveDismissReleased(closes: Bool, velocity: Double)
  /// A tap reached the control and ran its action.
  case controlActivated(Control)
  /// A tap on the control only closed the keyboard (`keyboardShouldPersistTaps` "never").
  case tapClosedKeyboard(Control)
  /// The return key of field `field`, labelled `label`, was pressed, with `result`.
  case returnKeyPressed(field: Int, label: ReturnKey, result: ReturnResult)

  /// The note as traces print it.
  public var description: String {
    switch self {
    case .focusRequestDropped(let reason): "focusRequestDropped(\(reason.rawValue))"
    case .focusRequestDeferred: "focusRequestDeferred(until the presentation settles)"
    case .firstResponderRefused(let responder, let reason):
      "firstResponderRefused(\(responder): \(reason))"
    case .keystrokeDelivered(let character, let responder, let visible):
      "keystrokeDelivered(\(String(reflecting: String(character))) to "
        + "\(responder?.description ?? "nobody"), \(visible ? "visible" : "invisible"))"
    case .keyboardTraitsChanged(let from, let to, let atHandoff):
      "keyboardTraitsChanged(\(from) -> \(to)\(atHandoff ? "" : ", moving between fields"))"
    case .focusFailureSurfaced: "focusFailureSurfaced"
    case .keyboardLeftWithoutNotice: "keyboardLeftWithoutNotice"
    case .effectIgnored(let reason): "effectIgnored(\(reason))"
    case .actionIgnored(let reason): "actionIgnored(\(reason))"
    case .focusMoved(let from, let to): "focusMoved(field \(from) -> field \(to))"
    case .dismissModeUnavailable(let mode, let os):
      "dismissModeUnavailable(\(mode) does nothing on \(os))"
    case .interactiveDismissReleased(let closes, let velocity):
      "interactiveDismissReleased(\(FixedPoint.compact(velocity)) pt/s, "
        + (closes ? "closes the keyboard)" : "keeps the keyboard)")
    case .controlActivated(let control): "controlActivated(\(control))"
    case .tapClosedKeyboard(let control): "tapClosedKeyboard(\(control) did not get the tap)"
    case .returnKeyPressed(let field, let label, let result):
      "returnKeyPressed(field \(field), labelled \(label), \(result))"
    }
  }
}
