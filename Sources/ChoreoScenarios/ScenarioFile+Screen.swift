import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

extension ScenarioFile {
  /// Reads the `screen` section: container, content, avoidance and the app's keyboard handler.
  static func decodeScreen(_ reader: inout FieldReader, into scenario: inout Scenario)
    throws(ScenarioFileError)
  {
    // A framework profile sets defaults first, including the OS and the container-dependent
    // avoidance, so the container is read before it.
    if let container = try reader.choice("container", of: Screen.Container.self) {
      scenario.screen.container = container
    }
    if case .null? = reader.value("framework") {
      scenario.screen.framework = nil
    } else if let id = try reader.choice("framework", of: FrameworkProfile.ID.self) {
      FrameworkProfile.profile(id).apply(
        to: &scenario.setup.screen, platform: &scenario.setup.platform)
    }
    try decodeScreenFields(&reader, into: &scenario.screen)
  }

  private static func decodeScreenFields(_ reader: inout FieldReader, into screen: inout Screen)
    throws(ScenarioFileError)
  {
    if let container = try reader.choice("container", of: Screen.Container.self) {
      screen.container = container
    }
    if let content = try reader.choice("content", of: Screen.Content.self) {
      screen.content = content
    }
    if let avoidance = try reader.choice("avoidance", of: AvoidanceStrategy.self) {
      screen.avoidance = avoidance
    }
    if let frames = try reader.integer("followLagFrames", in: 0...60, unit: "frames") {
      screen.followLagFrames = frames
    }
    if let value = reader.value("reservedHeight") {
      if case .null = value {
        screen.reservedHeight = nil
      } else {
        screen.reservedHeight = try FieldReader.number(
          value, in: 0...2000, unit: "pt",
          failure: { reader.failure("reservedHeight", $0 + ", or null") })
      }
    }
    if let list = try reader.choice("messageList", of: Screen.MessageList.self) {
      screen.messageList = list
    }
    if let mode = try reader.choice("dismissMode", of: KeyboardDismissMode.self) {
      screen.dismissMode = mode
    }
    if let taps = try reader.choice("persistTaps", of: PersistTaps.self) {
      screen.persistTaps = taps
    }
    if let count = try reader.integer("avoidanceApplications", in: 1...4, unit: "views") {
      screen.avoidanceApplications = count
    }
    if let values = try reader.array("fields") {
      screen.fields = try decodeFields(values, reader: reader)
    }
    if let value = reader.value("handler") {
      if case .null = value {
        screen.handler = nil
      } else {
        var handler = try FieldReader(value, file: reader.file, path: reader.location("handler"))
        var decoded = screen.handler ?? .seed004
        try decodeHandler(&handler, into: &decoded)
        screen.handler = decoded
      }
    }
    try reader.finish()
    if screen.avoidance.usesHandler && screen.handler == nil {
      throw reader.failure(
        "handler", "missing; \"avoidance\": \"\(screen.avoidance)\" needs the app's handler")
    }
  }

  private static func decodeFields(_ values: [JSONValue], reader: FieldReader)
    throws(ScenarioFileError) -> [FormField]
  {
    guard (1...30).contains(values.count) else {
      throw reader.failure("fields", "expected 1 to 30 fields, found \(values.count)")
    }
    var fields: [FormField] = []
    for (index, value) in values.enumerated() {
      var field = try FieldReader(
        value, file: reader.file, path: reader.location("fields") + "[\(index)]")
      var decoded = FormField("Field \(index + 1)")
      if let label = try field.string("label") { decoded.label = label }
      if var traits = try field.object("keyboard") {
        try decodeTraits(&traits, into: &decoded.traits)
      }
      if let key = try field.choice("returnKey", of: ReturnKey.self) { decoded.returnKey = key }
      if let action = try field.choice("onSubmit", of: SubmitAction.self) {
        decoded.onSubmit = action
      }
      try field.finish()
      fields.append(decoded)
    }
    return fields
  }

  private static func decodeHandler(
    _ reader: inout FieldReader, into handler: inout KeyboardHandler
  )
    throws(ScenarioFileError)
  {
    if let names = try reader.choices("observes", of: KeyboardNotificationName.self) {
      handler.observes = Set(names)
    }
    if let value = reader.value("animation") {
      handler.animation = try decodeAnimation(value, key: "animation", reader: reader)
    }
    if let value = reader.value("reducedMotionAnimation") {
      if case .null = value {
        handler.reducedMotionAnimation = nil
      } else {
        handler.reducedMotionAnimation = try decodeAnimation(
          value, key: "reducedMotionAnimation", reader: reader)
      }
    }
    if let measure = try reader.choice("measure", of: KeyboardHandler.Measure.self) {
      handler.measure = measure
    }
    if let flag = try reader.bool("subtractsSafeArea") { handler.subtractsSafeArea = flag }
    if let application = try reader.choice("application", of: KeyboardHandler.Application.self) {
      handler.application = application
    }
    if let places = try reader.choices("registeredIn", of: KeyboardHandler.LifecycleEvent.self) {
      handler.registeredIn = places
    }
    if let removal = try reader.choice("removal", of: KeyboardHandler.Removal.self) {
      handler.removal = removal
    }
    if let flag = try reader.bool("resetsVisibilityOnDisappear") {
      handler.resetsVisibilityOnDisappear = flag
    }
    try reader.finish()
  }

  /// An animation: `"payload"`, `"none"`, `{"curve": "ease-out", "duration": 250}` or
  /// `{"spring": {"mass": 1, "stiffness": 158, "damping": 20.7}}`.
  private static func decodeAnimation(_ value: JSONValue, key: String, reader: FieldReader)
    throws(ScenarioFileError) -> KeyboardHandler.Animation
  {
    let accepted =
      "accepted: \"payload\", \"none\", {\"curve\": name, \"duration\": ms} or {\"spring\": {...}}"
    if case .string(let name) = value {
      return try FieldReader.choice(
        name, [("payload", .payload), ("none", .none)],
        failure: { reader.failure(key, $0 + "; or " + accepted) })
    }
    guard case .object = value else {
      throw reader.failure(
        key, "expected a string or an object, found \(value.typeName); \(accepted)")
    }
    var animation = try FieldReader(value, file: reader.file, path: reader.location(key))
    if var spring = try animation.object("spring") {
      var decoded = Spring.swiftUIDefault
      try decodeSpring(&spring, into: &decoded)
      try animation.finish()
      return .spring(decoded)
    }
    guard
      let curve = try animation.choice("curve", CubicBezier.named.map { ($0.name, $0.curve) })
    else {
      throw animation.failure("curve", "missing; \(accepted)")
    }
    let duration = try animation.milliseconds("duration", minimum: 1) ?? Ticks(milliseconds: 250)
    try animation.finish()
    return .eased(duration: duration, curve: curve)
  }

  /// The `screen` section of a complete scenario file.
  static func encode(_ screen: Screen) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("container", .string(screen.container.rawValue)),
      ("framework", screen.framework.map { .string($0.rawValue) } ?? .null),
      ("content", .string(screen.content.rawValue)),
      ("avoidance", .string(screen.avoidance.rawValue)),
      ("followLagFrames", .number(Double(screen.followLagFrames))),
      ("reservedHeight", screen.reservedHeight.map { .number($0) } ?? .null),
      ("messageList", .string(screen.messageList.rawValue)),
      ("dismissMode", .string(screen.dismissMode.rawValue)),
      ("persistTaps", .string(screen.persistTaps.rawValue)),
      ("avoidanceApplications", .number(Double(screen.avoidanceApplications))),
    ]
    // A chat has one field, the composer; a form's fields are printed in full.
    if screen.content == .form {
      members.append(
        (
          "fields",
          .array(
            screen.fields.map {
              .object([
                ("label", .string($0.label)), ("keyboard", encode($0.traits)),
                ("returnKey", .string($0.returnKey.rawValue)),
                ("onSubmit", .string($0.onSubmit.rawValue)),
              ])
            })
        ))
    }
    members.append(("handler", screen.handler.map(encode) ?? .null))
    return .object(members)
  }

  private static func encode(_ handler: KeyboardHandler) -> JSONValue {
    .object([
      ("observes", .array(handler.observes.sorted().map { .string($0.rawValue) })),
      ("animation", encode(handler.animation)),
      ("reducedMotionAnimation", handler.reducedMotionAnimation.map(encode) ?? .null),
      ("measure", .string(handler.measure.rawValue)),
      ("subtractsSafeArea", .bool(handler.subtractsSafeArea)),
      ("application", .string(handler.application.rawValue)),
      ("registeredIn", .array(handler.registeredIn.map { .string($0.rawValue) })),
      ("removal", .string(handler.removal.rawValue)),
      ("resetsVisibilityOnDisappear", .bool(handler.resetsVisibilityOnDisappear)),
    ])
  }

  private static func encode(_ animation: KeyboardHandler.Animation) -> JSONValue {
    switch animation {
    case .payload: .string("payload")
    case .none: .string("none")
    case .eased(let duration, let curve):
      .object([("curve", .string(curve.description)), ("duration", .number(duration.milliseconds))])
    case .spring(let spring): .object([("spring", encode(spring))])
    }
  }
}

extension ScenarioFile {
  /// A `dragList` step's finger: `points` as `[ms, y]` pairs from 0 with increasing times, and an
  /// optional `releaseVelocity` in pt/s (positive is downward).
  static func decodeFingerPath(_ reader: inout FieldReader) throws(ScenarioFileError)
    -> FingerPath
  {
    let accepted = "a list of at least two [ms, y] pairs, the first at 0 ms, times increasing"
    guard let values = try reader.array("points") else {
      throw reader.failure("points", "missing; give \(accepted)")
    }
    var points: [FingerPath.Point] = []
    for (index, value) in values.enumerated() {
      let location = reader.location("points") + "[\(index)]"
      let file = reader.file
      let failure = { ScenarioFileError(file: file, location: location, message: $0) }
      guard case .array(let pair) = value, pair.count == 2 else {
        throw failure("expected a [ms, y] pair, found \(value.typeName) \(value.snippet)")
      }
      let time = try FieldReader.number(
        pair[0], in: 0...FieldReader.maximumMilliseconds, unit: "ms", failure: failure)
      let y = try FieldReader.number(pair[1], in: -5000...5000, unit: "pt", failure: failure)
      let point = FingerPath.Point(ms: time, y: y)
      if let last = points.last, point.time <= last.time {
        throw failure("\(point.time) ms does not come after \(last.time) ms; give \(accepted)")
      }
      if points.isEmpty, point.time != .zero {
        throw failure("the first point must be at 0 ms, not \(point.time) ms")
      }
      points.append(point)
    }
    guard points.count >= 2 else { throw reader.failure("points", "expected \(accepted)") }
    let velocity = try reader.number("releaseVelocity", in: -100_000...100_000, unit: "pt/s")
    return FingerPath(points, releaseVelocity: velocity)
  }
}
