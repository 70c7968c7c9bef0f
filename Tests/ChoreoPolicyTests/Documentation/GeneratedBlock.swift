import ChoreoTestSupport
import Choreography

/// A block of a document generated from the code, between `<!-- generated:NAME:begin -->` and
/// `<!-- generated:NAME:end -->`, so that a table in the docs is never written by hand.
enum GeneratedBlock: String, CaseIterable {
  /// Every rule of the machine, from its transition tables.
  case transitions
  /// Every detector's reference, from the registry and runs of the built-ins.
  case detectors
  /// Every scenario file field, from the field table.
  case fields
  /// What each detector reads from a recording, from the registry.
  case recordingNeeds = "recording-needs"
  /// Every script action and its fields, from the codec's list of actions.
  case scriptActions = "script-actions"
  /// What each value of `screen.handler.measure` computes.
  case handlerMeasures = "handler-measures"

  var begin: String { "<!-- generated:\(rawValue):begin -->" }
  var end: String { "<!-- generated:\(rawValue):end -->" }

  /// The block's lines as the code generates them now.
  func lines() -> [String] {
    switch self {
    case .transitions:
      TransitionTableRenderer().render().dropLast().components(separatedBy: "\n")
    case .detectors: DetectorReference.lines()
    case .fields: FieldReference.lines()
    case .recordingNeeds:
      ["| detector | reads |", "| --- | --- |"]
        + Detectors.infos.map { "| `\($0.id)` | \($0.needs) |" }
    case .scriptActions:
      ["| action | what the person does | fields: accepted (default) |", "| --- | --- | --- |"]
        + ScriptActionReference.all.map { action in
          let fields = action.parameters.map { parameter in
            "`\(parameter.key)`: \(parameter.accepted) "
              + (parameter.defaultValue.map { "(\($0))" } ?? "(required)")
          }
          return "| `\(action.name)` | \(action.summary) | "
            + (fields.isEmpty ? "none" : fields.joined(separator: "; ")) + " |"
        }
    case .handlerMeasures:
      ["| measure | what the handler computes |", "| --- | --- |"]
        + KeyboardHandler.Measure.allCases.map { "| `\($0.rawValue)` | \($0.summary) |" }
    }
  }
}
