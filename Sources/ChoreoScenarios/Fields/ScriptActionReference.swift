import ChoreoCore
import ChoreoPlatform

/// One action a scenario file's script can name, as the reference documents it: its name, what
/// the person does, and the fields it takes besides `at` and `action`, each with what it accepts
/// and its default.
///
/// The decoder accepts exactly these fields (``all`` is derived from the one list of action
/// names the codec reads), so the table in <doc:ScenarioFiles> cannot drift from the code.
public struct ScriptActionReference: Hashable, Sendable {
  /// A field an action takes.
  public struct Parameter: Hashable, Sendable {
    /// The key a step writes.
    public var key: String
    /// What it accepts.
    public var accepted: String
    /// The value used when the key is left out; `nil` when the key is required.
    public var defaultValue: String?
  }

  /// The `action` a step writes.
  public var name: String
  /// What the person does.
  public var summary: String
  /// The fields it takes besides `at` and `action`.
  public var parameters: [Parameter]

  /// Every action, in the order the codec lists them.
  public static var all: [ScriptActionReference] {
    ScriptCodec.ActionName.allCases.map {
      ScriptActionReference(name: $0.rawValue, summary: $0.summary, parameters: $0.parameters)
    }
  }
}

extension ScriptCodec.ActionName {
  /// What the person does.
  var summary: String {
    switch self {
    case .present: "taps the control that opens the sheet"
    case .close: "taps the sheet's close control"
    case .dragDismiss:
      "drags the sheet down by `distance` over `duration`, then lets go; `commits` false springs "
        + "it back"
    case .dragToDetent: "drags the sheet to another detent"
    case .type: "types `text`, one keystroke every `interval`"
    case .tapField: "taps a text field: 0 is the chat's composer or the form's first field"
    case .dismissKeyboard: "taps outside the field (the messages, a Done button)"
    case .leaveScreen: "navigates to another screen, where a field may take focus"
    case .returnToScreen: "comes back from the screen pushed over this one"
    case .undockKeyboard: "undocks the iPad keyboard so it floats"
    case .dragList:
      "drags the message list along `points` and lifts the finger at `releaseVelocity`"
    case .tapControl: "taps a control"
    case .pressReturn: "presses the focused field's return key"
    }
  }

  /// The fields the action takes besides `at` and `action`, as the decoder reads them.
  var parameters: [ScriptActionReference.Parameter] {
    typealias Parameter = ScriptActionReference.Parameter
    switch self {
    case .dragDismiss:
      return [
        Parameter(
          key: "distance", accepted: "0 to 5000 (pt)",
          defaultValue: FixedPoint.compact(ScriptCodec.Default.dragDistance)),
        Parameter(
          key: "duration", accepted: "at least 1 (ms)",
          defaultValue: FixedPoint.compact(ScriptCodec.Default.dragDuration.milliseconds, places: 1)
        ),
        Parameter(
          key: "commits", accepted: "true or false",
          defaultValue: "\(ScriptCodec.Default.dragCommits)"),
      ]
    case .dragToDetent:
      let detents = Detent.allCases.map(\.description)
      return [Parameter(key: "detent", accepted: Self.either(detents), defaultValue: nil)]
    case .type:
      return [
        Parameter(key: "text", accepted: "1 to 1000 characters", defaultValue: nil),
        Parameter(
          key: "interval", accepted: "at least 1 (ms)",
          defaultValue: FixedPoint.compact(
            ScriptCodec.Default.typingInterval.milliseconds, places: 1)),
      ]
    case .tapField:
      return [
        Parameter(
          key: "field", accepted: "0 to 99 (field index)",
          defaultValue: "\(ScriptCodec.Default.field)")
      ]
    case .leaveScreen:
      return [
        Parameter(
          key: "focusesNextField", accepted: "true or false",
          defaultValue: "\(ScriptCodec.Default.focusesNextField)")
      ]
    case .dragList:
      return [
        Parameter(
          key: "points",
          accepted: "at least two [ms, y] pairs, the first at 0 ms, times increasing",
          defaultValue: nil),
        Parameter(
          key: "releaseVelocity", accepted: "-100000 to 100000 (pt/s, positive is down)",
          defaultValue: "the last segment's speed"),
      ]
    case .tapControl:
      let controls = Control.allCases.map(\.rawValue)
      return [Parameter(key: "control", accepted: Self.either(controls), defaultValue: nil)]
    case .present, .close, .dismissKeyboard, .returnToScreen, .undockKeyboard, .pressReturn:
      return []
    }
  }

  /// `a or b`, `a, b or c`.
  private static func either(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
