import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// A person's action as a scenario file's script writes it: an `action` name and the action's own
/// fields, such as `{"action": "dragDismiss", "distance": 120}`.
///
/// Recordings write the person's actions the same way, so a recording and a scenario file speak
/// one vocabulary.
public enum UserActionCodec {
  /// The members that write `action`: `action` and its fields.
  public static func encode(_ action: UserAction) -> [(key: String, value: JSONValue)] {
    ScriptCodec.encode(action)
  }

  /// The steps the object `members` describes, at `time` (typing is one step per character);
  /// errors name `file` and `location`, and `otherKeys` are members of the object that belong to
  /// something else and are allowed.
  public static func decode(
    _ members: [(key: String, value: JSONValue)], at time: Ticks, file: String, location: String,
    otherKeys: [String] = []
  ) throws(ScenarioFileError) -> [ScriptStep] {
    try ScriptCodec.decodeAction(
      members, at: time, location: FieldLocation(file: file, path: location),
      otherKeys: otherKeys)
  }
}
