import ChoreoCore

extension FileField where Root == Spring {
  /// A spring's fields, as `CASpringAnimation` takes them; the settling duration is written in
  /// ms and kept in seconds.
  static let spring: [FileField<Spring>] = [
    .number("mass", \.mass, in: 0.001...1000, unit: "kg", owner: .platform, "The spring's mass."),
    .number(
      "stiffness", \.stiffness, in: 0.001...100_000, unit: "N/m", owner: .platform,
      "The spring's stiffness."),
    .number(
      "damping", \.damping, in: 0...100_000, unit: "N s/m", owner: .platform,
      "The spring's damping."),
    .number(
      "settlingDuration", \.settlingDuration, in: 1...10_000, unit: "ms", owner: .platform,
      "When the animation completes.", storedPer: 1000),
  ]
}

extension FileField where Root == KeyboardTraits {
  /// A text input's keyboard traits.
  static let traits: [FileField<KeyboardTraits>] = [
    .choice("type", \.type, owner: .app, "The input's `keyboardType`."),
    .choice("appearance", \.appearance, owner: .app, "The input's `keyboardAppearance`."),
    .number(
      "accessoryHeight", \.accessoryHeight, in: 0...500, unit: "pt", owner: .app,
      "Height of the input's `inputAccessoryView`; 0 for none."),
  ]
}

extension FileField {
  /// Reads the object `value` field by field into `root`, refusing keys `fields` does not
  /// know, with a did-you-mean.
  static func decode(
    _ value: JSONValue, into root: inout Root, fields: [FileField], at: FieldLocation
  ) throws(ScenarioFileError) {
    let members = try at.members(of: value)
    for field in fields {
      if let member = members.first(where: { $0.key == field.key }) {
        try field.read(member.value, &root, at.member(field.key))
      }
    }
    try at.rejectUnknown(members, known: fields.map(\.key))
  }

  /// `root` as an object of `fields`, in their order.
  static func encode(_ root: Root, fields: [FileField]) -> JSONValue {
    .object(fields.compactMap { field in field.write(root).map { (field.key, $0) } })
  }
}
