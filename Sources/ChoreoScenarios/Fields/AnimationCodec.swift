import ChoreoCore
import ChoreoPlatform

/// Reads and writes a keyboard handler's animation: `"payload"`, `"none"`,
/// `{"curve": "ease-out", "duration": 250}` or `{"spring": {"mass": 1, "stiffness": 158,
/// "damping": 20.7}}`.
enum AnimationCodec {
  static let accepted =
    "\"payload\", \"none\", {\"curve\": name, \"duration\": ms} or {\"spring\": {...}}"

  static func decode(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> KeyboardHandler.Animation
  {
    if case .string(let name) = value {
      switch name {
      case "payload": return .payload
      case "none": return .none
      default: throw at.failure("unknown value \(JSONWriter.quoted(name)); accepted: \(accepted)")
      }
    }
    guard case .object(let members) = value else {
      throw at.failure(
        "expected a string or an object, found \(value.typeName); accepted: \(accepted)")
    }
    if let spring = members.first(where: { $0.key == "spring" })?.value {
      var decoded = Spring.swiftUIDefault
      try FileField.decode(
        spring, into: &decoded, fields: FileField.spring, at: at.member("spring"))
      try at.rejectUnknown(members, known: ["spring"])
      return .spring(decoded)
    }
    guard let curve = members.first(where: { $0.key == "curve" })?.value else {
      throw at.member("curve").failure("missing; accepted: \(accepted)")
    }
    let curves = CubicBezier.named.map { ($0.name, $0.curve) }
    let eased = try at.member("curve").choice(curve, curves)
    var duration = Ticks(milliseconds: 250)
    if let value = members.first(where: { $0.key == "duration" })?.value {
      duration = try at.member("duration").milliseconds(value, minimum: 1)
    }
    try at.rejectUnknown(members, known: ["spring", "curve", "duration"])
    return .eased(duration: duration, curve: eased)
  }

  static func encode(_ animation: KeyboardHandler.Animation) -> JSONValue {
    switch animation {
    case .payload: .string("payload")
    case .none: .string("none")
    case .eased(let duration, let curve):
      .object([("curve", .string(curve.description)), ("duration", .number(duration.milliseconds))])
    case .spring(let spring):
      .object([("spring", FileField.encode(spring, fields: FileField.spring))])
    }
  }
}
