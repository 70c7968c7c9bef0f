import ChoreoCore
import ChoreoPlatform

/// Reads and writes a keyboard stream's steps: a list of 0 to 20 objects, each optional field
/// defaulting to a plain `willShow` at the keyboard's own height.
enum StreamStepsCodec {
  /// The most steps a stream may have.
  static let limit = 20

  static func decode(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> [KeyboardStream.Step]
  {
    let values = try at.elements(of: value)
    guard values.count <= limit else {
      throw at.failure("expected 0 to \(limit) steps, found \(values.count)")
    }
    var steps: [KeyboardStream.Step] = []
    for (index, value) in values.enumerated() {
      var step = KeyboardStream.Step(after: .zero)
      try FileField.decode(value, into: &step, fields: fields, at: at.element(index))
      steps.append(step)
    }
    return steps
  }

  static func encode(_ steps: [KeyboardStream.Step]) -> JSONValue {
    .array(steps.map { FileField.encode($0, fields: fields) })
  }

  /// The notifications a step may post.
  private static let notifications: [(String, KeyboardNotificationName)] = [
    ("willShow", .willShow), ("willChangeFrame", .willChangeFrame),
  ]

  static let fields: [FileField<KeyboardStream.Step>] = [
    .milliseconds("after", \.after, owner: .device, "How long after the show began."),
    .optionalNumber(
      "height", \.height, in: 0...2000, unit: "pt", owner: .device,
      "The keyboard's height after the step; null: its own."),
    FileField(
      "notification", owner: .device,
      accepted: "one of " + notifications.map(\.0).joined(separator: ", "),
      summary: "The notification the step posts.",
      read: { value, step, at throws(ScenarioFileError) in
        step.notification = try at.choice(value, notifications)
      },
      write: { .string($0.notification.rawValue) }),
    .number(
      "duration", \.duration, in: 0...10_000, unit: "ms", owner: .device,
      "The duration the notification reports; 0 is an instant step.", storedPer: 1000),
    .boolean(
      "beginsOffScreen", \.beginsOffScreen, owner: .device,
      "The begin frame is off screen, as a fresh show cycle's is."),
  ]
}
