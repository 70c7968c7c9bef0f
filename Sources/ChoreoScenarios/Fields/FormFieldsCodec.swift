import ChoreoCore
import ChoreoPlatform

/// Reads and writes a form's fields: a list of 1 to 30 objects with a label, a keyboard, a
/// return key and a submit action, each optional.
enum FormFieldsCodec {
  private static let keys = ["label", "keyboard", "returnKey", "onSubmit"]

  static func decode(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> [FormField]
  {
    let values = try at.elements(of: value)
    guard (1...30).contains(values.count) else {
      throw at.failure("expected 1 to 30 fields, found \(values.count)")
    }
    var fields: [FormField] = []
    for (index, value) in values.enumerated() {
      let field = at.element(index)
      let members = try field.members(of: value)
      var decoded = FormField("Field \(index + 1)")
      for (key, member) in members {
        let location = field.member(key)
        switch key {
        case "label": decoded.label = try location.string(member)
        case "keyboard": decoded.traits = try traits(member, at: location)
        case "returnKey":
          decoded.returnKey = try location.choice(
            member, ReturnKey.allCases.map { ($0.rawValue, $0) })
        case "onSubmit":
          decoded.onSubmit = try location.choice(
            member, SubmitAction.allCases.map { ($0.rawValue, $0) })
        default: break
        }
      }
      try field.rejectUnknown(members, known: keys)
      fields.append(decoded)
    }
    return fields
  }

  private static func traits(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> KeyboardTraits
  {
    var traits = KeyboardTraits.standard
    try FileField.decode(value, into: &traits, fields: FileField.traits, at: at)
    return traits
  }

  static func encode(_ fields: [FormField]) -> JSONValue {
    .array(
      fields.map {
        .object([
          ("label", .string($0.label)),
          ("keyboard", FileField.encode($0.traits, fields: FileField.traits)),
          ("returnKey", .string($0.returnKey.rawValue)),
          ("onSubmit", .string($0.onSubmit.rawValue)),
        ])
      })
  }
}
