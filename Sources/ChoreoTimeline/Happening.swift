import ChoreoCore
import ChoreoMachine
import ChoreoPlatform

/// What one trace entry records.
public enum Happening: Hashable, Sendable, CustomStringConvertible {
  /// The person did something (and, for some actions, the controller heard it).
  case user(UserAction)
  /// An event delivered to the controller from the platform or the app's timers.
  case event(ControllerEvent)
  /// An effect the controller asked for, carried out by the platform.
  case effect(Effect)
  /// Something the platform did that the app is not told about.
  case note(WorldNote)
  /// The app's keyboard observer ran for a notification.
  case handler(HandlerRun)

  /// Who made it happen.
  public var source: Source {
    switch self {
    case .user: .user
    case .event(let event): event.kind.source
    case .effect, .handler: .app
    case .note: .system
    }
  }

  /// The controller event this entry delivered, if any.
  public var controllerEvent: ControllerEvent? {
    switch self {
    case .user(let action): action.controllerEvent
    case .event(let event): event
    case .effect, .note, .handler: nil
    }
  }

  /// The name without its detail: `keyboardWillShow`, `setFocus`.
  public var name: String {
    let text = description
    guard let open = text.firstIndex(of: "(") else { return text }
    return String(text[..<open])
  }

  /// The detail in parentheses, if any: `end {0,516,393,336}, 0.25 s, curve 7`.
  public var detail: String? {
    let text = description
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    return String(text[text.index(after: open)..<text.index(before: text.endIndex)])
  }

  /// The entry as a trace prints it.
  public var description: String {
    switch self {
    case .user(let action): action.description
    case .event(let event): event.description
    case .effect(let effect): effect.description
    case .note(let note): note.description
    case .handler(let run): run.description
    }
  }
}
