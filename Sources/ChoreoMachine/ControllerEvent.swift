import ChoreoCore

/// Something that happened, delivered to the sheet's controller.
///
/// Events are named after what happened, not after what the controller will do about it.
public enum ControllerEvent: Hashable, Sendable, CustomStringConvertible {
  /// The person tapped the control that opens the sheet.
  case presentTapped
  /// The sheet's content appeared: `onAppear` and `.task` run as the presentation begins.
  case contentDidAppear
  /// The real text field is in the view hierarchy and can take focus.
  case contentDidMount
  /// The prewarm `UITextField` entered the window (`didMoveToWindow`).
  case prewarmDidMoveToWindow
  /// The prewarm responder became first responder.
  case prewarmDidBecomeFirstResponder
  /// The prewarm responder stopped being first responder.
  case prewarmDidResignFirstResponder
  /// The app's own focus delay (`Task.sleep` in `.task`) elapsed.
  case focusDelayDidElapse
  /// The app's handoff retry interval elapsed.
  case retryIntervalDidElapse
  /// The app's wait between clearing focus and dismissing, on close, elapsed.
  case closeDelayDidElapse
  /// The real field's focus state became true (`onChange(of: focused)`).
  case focusDidLand
  /// The real field's focus state became false.
  case focusDidLeave
  /// `keyboardWillShowNotification`.
  case keyboardWillShow(KeyboardNotification)
  /// `keyboardDidShowNotification`.
  case keyboardDidShow(KeyboardNotification)
  /// `keyboardWillChangeFrameNotification` for a frame change while the keyboard stays up.
  case keyboardWillChangeFrame(KeyboardNotification)
  /// `keyboardDidChangeFrameNotification` after such a change.
  case keyboardDidChangeFrame(KeyboardNotification)
  /// `keyboardWillHideNotification`.
  case keyboardWillHide(KeyboardNotification)
  /// `keyboardDidHideNotification`.
  case keyboardDidHide(KeyboardNotification)
  /// The presentation animation finished.
  case sheetDidSettle
  /// The sheet's detent selection changed (the person dragged it, or the system moved it).
  case detentDidChange(Detent)
  /// The person tapped the explicit close control.
  case closeTapped
  /// The person started dragging the sheet down to dismiss it.
  case dragDismissBegan
  /// The person let go of a dismiss drag without dismissing.
  case dragDismissCancelled
  /// The sheet finished leaving the screen and its content left the window.
  case sheetDidDismiss

  /// The event without its payload, for transition tables.
  ///
  /// Its cases are the event's cases, named alike: adding an event fails to compile in ``kind``,
  /// ``Kind/source``, ``representative(of:device:)`` and every other switch that must decide
  /// something about it.
  public enum Kind: Int, CaseIterable, Hashable, Sendable {
    /// See ``ControllerEvent/presentTapped``.
    case presentTapped
    /// See ``ControllerEvent/contentDidAppear``.
    case contentDidAppear
    /// See ``ControllerEvent/contentDidMount``.
    case contentDidMount
    /// See ``ControllerEvent/prewarmDidMoveToWindow``.
    case prewarmDidMoveToWindow
    /// See ``ControllerEvent/prewarmDidBecomeFirstResponder``.
    case prewarmDidBecomeFirstResponder
    /// See ``ControllerEvent/prewarmDidResignFirstResponder``.
    case prewarmDidResignFirstResponder
    /// See ``ControllerEvent/focusDelayDidElapse``.
    case focusDelayDidElapse
    /// See ``ControllerEvent/retryIntervalDidElapse``.
    case retryIntervalDidElapse
    /// See ``ControllerEvent/closeDelayDidElapse``.
    case closeDelayDidElapse
    /// See ``ControllerEvent/focusDidLand``.
    case focusDidLand
    /// See ``ControllerEvent/focusDidLeave``.
    case focusDidLeave
    /// See ``ControllerEvent/keyboardWillShow(_:)``.
    case keyboardWillShow
    /// See ``ControllerEvent/keyboardDidShow(_:)``.
    case keyboardDidShow
    /// See ``ControllerEvent/keyboardWillChangeFrame(_:)``.
    case keyboardWillChangeFrame
    /// See ``ControllerEvent/keyboardDidChangeFrame(_:)``.
    case keyboardDidChangeFrame
    /// See ``ControllerEvent/keyboardWillHide(_:)``.
    case keyboardWillHide
    /// See ``ControllerEvent/keyboardDidHide(_:)``.
    case keyboardDidHide
    /// See ``ControllerEvent/sheetDidSettle``.
    case sheetDidSettle
    /// See ``ControllerEvent/detentDidChange(_:)``.
    case detentDidChange
    /// See ``ControllerEvent/closeTapped``.
    case closeTapped
    /// See ``ControllerEvent/dragDismissBegan``.
    case dragDismissBegan
    /// See ``ControllerEvent/dragDismissCancelled``.
    case dragDismissCancelled
    /// See ``ControllerEvent/sheetDidDismiss``.
    case sheetDidDismiss

    /// The event's name, as in traces and diagrams: the case's own name, written once, above.
    public var name: String { String(describing: self) }

    /// Who causes events of this kind.
    public var source: Source {
      switch self {
      case .presentTapped, .closeTapped, .dragDismissBegan, .dragDismissCancelled: .user
      case .focusDelayDidElapse, .retryIntervalDidElapse, .closeDelayDidElapse: .app
      case .contentDidAppear, .contentDidMount, .prewarmDidMoveToWindow,
        .prewarmDidBecomeFirstResponder, .prewarmDidResignFirstResponder, .focusDidLand,
        .focusDidLeave, .keyboardWillShow, .keyboardDidShow, .keyboardWillChangeFrame,
        .keyboardDidChangeFrame, .keyboardWillHide, .keyboardDidHide, .sheetDidSettle,
        .detentDidChange, .sheetDidDismiss:
        .system
      }
    }
  }

  /// The event's kind.
  public var kind: Kind {
    switch self {
    case .presentTapped: .presentTapped
    case .contentDidAppear: .contentDidAppear
    case .contentDidMount: .contentDidMount
    case .prewarmDidMoveToWindow: .prewarmDidMoveToWindow
    case .prewarmDidBecomeFirstResponder: .prewarmDidBecomeFirstResponder
    case .prewarmDidResignFirstResponder: .prewarmDidResignFirstResponder
    case .focusDelayDidElapse: .focusDelayDidElapse
    case .retryIntervalDidElapse: .retryIntervalDidElapse
    case .closeDelayDidElapse: .closeDelayDidElapse
    case .focusDidLand: .focusDidLand
    case .focusDidLeave: .focusDidLeave
    case .keyboardWillShow: .keyboardWillShow
    case .keyboardDidShow: .keyboardDidShow
    case .keyboardWillChangeFrame: .keyboardWillChangeFrame
    case .keyboardDidChangeFrame: .keyboardDidChangeFrame
    case .keyboardWillHide: .keyboardWillHide
    case .keyboardDidHide: .keyboardDidHide
    case .sheetDidSettle: .sheetDidSettle
    case .detentDidChange: .detentDidChange
    case .closeTapped: .closeTapped
    case .dragDismissBegan: .dragDismissBegan
    case .dragDismissCancelled: .dragDismissCancelled
    case .sheetDidDismiss: .sheetDidDismiss
    }
  }

  /// The keyboard payload, for the keyboard notifications.
  public var keyboardNotification: KeyboardNotification? {
    switch self {
    case .keyboardWillShow(let note), .keyboardDidShow(let note),
      .keyboardWillChangeFrame(let note),
      .keyboardDidChangeFrame(let note), .keyboardWillHide(let note), .keyboardDidHide(let note):
      note
    case .presentTapped, .contentDidAppear, .contentDidMount, .prewarmDidMoveToWindow,
      .prewarmDidBecomeFirstResponder, .prewarmDidResignFirstResponder, .focusDelayDidElapse,
      .retryIntervalDidElapse, .closeDelayDidElapse, .focusDidLand, .focusDidLeave, .sheetDidSettle,
      .detentDidChange, .closeTapped, .dragDismissBegan, .dragDismissCancelled, .sheetDidDismiss:
      nil
    }
  }

  /// The name and, for events that carry data, the data: `keyboardWillShow(end {...}, 0.25 s, curve
  /// 7)`.
  public var description: String {
    if case .detentDidChange(let detent) = self { return "\(kind)(\(detent))" }
    if let note = keyboardNotification { return "\(kind)(\(note))" }
    return kind.name
  }

  /// One representative event of `kind`, for exhaustive tests and diagrams.
  public static func representative(of kind: Kind, device: Device = .iPhone14Pro) -> ControllerEvent
  {
    let show = KeyboardNotification.representative(showing: true, on: device)
    let hide = KeyboardNotification.representative(showing: false, on: device)
    switch kind {
    case .presentTapped: return .presentTapped
    case .contentDidAppear: return .contentDidAppear
    case .contentDidMount: return .contentDidMount
    case .prewarmDidMoveToWindow: return .prewarmDidMoveToWindow
    case .prewarmDidBecomeFirstResponder: return .prewarmDidBecomeFirstResponder
    case .prewarmDidResignFirstResponder: return .prewarmDidResignFirstResponder
    case .focusDelayDidElapse: return .focusDelayDidElapse
    case .retryIntervalDidElapse: return .retryIntervalDidElapse
    case .closeDelayDidElapse: return .closeDelayDidElapse
    case .focusDidLand: return .focusDidLand
    case .focusDidLeave: return .focusDidLeave
    case .keyboardWillShow: return .keyboardWillShow(show)
    case .keyboardDidShow: return .keyboardDidShow(show)
    case .keyboardWillChangeFrame: return .keyboardWillChangeFrame(show)
    case .keyboardDidChangeFrame: return .keyboardDidChangeFrame(show)
    case .keyboardWillHide: return .keyboardWillHide(hide)
    case .keyboardDidHide: return .keyboardDidHide(hide)
    case .sheetDidSettle: return .sheetDidSettle
    case .detentDidChange: return .detentDidChange(.large)
    case .closeTapped: return .closeTapped
    case .dragDismissBegan: return .dragDismissBegan
    case .dragDismissCancelled: return .dragDismissCancelled
    case .sheetDidDismiss: return .sheetDidDismiss
    }
  }
}
