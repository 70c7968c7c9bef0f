import ChoreoCore
import ChoreoMachine

/// Something the person does, scripted at a time in a scenario.
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
  /// Tap the control that opens the sheet.
  case present
  /// Tap the sheet's close control.
  case close
  /// Drag the sheet down by `distance` points over `duration`, then let go; `commits` says whether
  /// the release dismisses (a flick) or the sheet springs back.
  case dragDismiss(distance: Double, duration: Ticks, commits: Bool)
  /// Drag the sheet to another detent.
  case dragToDetent(Detent)
  /// Press one key.
  case keystroke(Character)
  /// Tap text field `index` of the screen (0: the chat's composer, or the form's first field).
  case tapField(Int)
  /// Tap outside the field (the messages, a Done button) to put the keyboard away.
  case dismissKeyboard
  /// Navigate to another screen; `focusingNextField` says whether a field there takes focus.
  case leaveScreen(focusingNextField: Bool)
  /// Come back to the screen from the one pushed over it.
  case returnToScreen
  /// Undock the iPad keyboard so it floats.
  case undockKeyboard
  /// Drag the message list with one finger along a path.
  case dragList(FingerPath)
  /// Tap a control (Save, Send).
  case tapControl(Control)
  /// Press the return key of the focused field.
  case pressReturn

  /// The controller event this action is, for the actions the controller hears directly.
  public var controllerEvent: ControllerEvent? {
    switch self {
    case .present: .presentTapped
    case .close: .closeTapped
    case .dragDismiss: .dragDismissBegan
    case .dragToDetent, .keystroke, .tapField, .dismissKeyboard, .leaveScreen, .returnToScreen,
      .undockKeyboard, .dragList, .tapControl, .pressReturn:
      nil
    }
  }

  /// Whether the action starts a new transition for the motion detectors (typing does not).
  public var startsTransition: Bool {
    switch self {
    case .keystroke, .pressReturn: false
    case .present, .close, .dragDismiss, .dragToDetent, .tapField, .dismissKeyboard, .leaveScreen,
      .returnToScreen, .undockKeyboard, .dragList, .tapControl:
      true
    }
  }

  /// Whether the action is the person asking the keyboard to go away.
  public var intendsDismissal: Bool {
    switch self {
    case .close, .dragDismiss, .dragToDetent, .dismissKeyboard, .returnToScreen, .dragList,
      .tapControl, .pressReturn:
      true
    case .leaveScreen(let focusingNextField): !focusingNextField
    case .present, .keystroke, .tapField, .undockKeyboard: false
    }
  }

  /// The name as traces print it.
  public var description: String {
    switch self {
    case .present: "presentTapped"
    case .close: "closeTapped"
    case .dragDismiss(let distance, let duration, let commits):
      "dragDismiss(\(FixedPoint.compact(distance)) pt over \(duration) ms, "
        + (commits ? "released to dismiss)" : "released to stay)")
    case .dragToDetent(let detent): "dragToDetent(\(detent))"
    case .keystroke(let character): "keystroke(\(String(reflecting: String(character))))"
    case .tapField(let index): "tapField(\(index))"
    case .dismissKeyboard: "dismissKeyboard"
    case .leaveScreen(let focusing):
      focusing ? "leaveScreen(a field there takes focus)" : "leaveScreen"
    case .returnToScreen: "returnToScreen"
    case .undockKeyboard: "undockKeyboard"
    case .dragList(let path): "dragList(\(path))"
    case .tapControl(let control): "tapControl(\(control))"
    case .pressReturn: "pressReturn"
    }
  }

  /// How long a finger drives the motion after this action, for the detectors that leave motion
  /// under the finger to the person.
  public var fingerDuration: Ticks? {
    switch self {
    case .dragDismiss(_, let duration, _): duration
    case .dragList(let path): path.duration
    case .present, .close, .dragToDetent, .keystroke, .tapField, .dismissKeyboard, .leaveScreen,
      .returnToScreen, .undockKeyboard, .tapControl, .pressReturn:
      nil
    }
  }
}
