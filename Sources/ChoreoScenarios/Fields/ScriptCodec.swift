import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Reads and writes a scenario's script: a list of steps, each an object with a time (`at`, in
/// ms), an `action`, and the action's own fields, listed once per action in ``actions``.
enum ScriptCodec {
  /// An action a step can name: each case's own name is the `action` a file writes, declared once
  /// here; what it does and the fields it takes are in ScriptActionReference.swift.
  enum ActionName: String, CaseIterable {
    case present, close, dragDismiss, dragToDetent, type, tapField, dismissKeyboard, leaveScreen
    case returnToScreen, undockKeyboard, dragList, tapControl, pressReturn

    /// The name a file writes for `action` (a keystroke is written as typing).
    init(_ action: UserAction) {
      switch action {
      case .present: self = .present
      case .close: self = .close
      case .dragDismiss: self = .dragDismiss
      case .dragToDetent: self = .dragToDetent
      case .keystroke: self = .type
      case .tapField: self = .tapField
      case .dismissKeyboard: self = .dismissKeyboard
      case .leaveScreen: self = .leaveScreen
      case .returnToScreen: self = .returnToScreen
      case .undockKeyboard: self = .undockKeyboard
      case .dragList: self = .dragList
      case .tapControl: self = .tapControl
      case .pressReturn: self = .pressReturn
      }
    }

    /// The fields the action takes besides `at` and `action`
    /// (``ScriptActionReference/parameters``).
    var keys: [String] { parameters.map(\.key) }
  }

  /// The value of each action field a step leaves out, read by the decoder and the reference.
  enum Default {
    static let dragDistance = 120.0
    static let dragDuration = Ticks(milliseconds: 150)
    static let dragCommits = true
    static let typingInterval = Ticks(milliseconds: 120)
    static let field = 0
    static let focusesNextField = false
  }

  /// The most actions a script may hold once its typing is expanded into keystrokes: enough
  /// for any scenario a person writes, and a bound on the work and memory a run takes.
  static let maximumActions = 20_000

  static func decode(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> [ScriptStep]
  {
    var steps: [ScriptStep] = []
    for (index, element) in try at.elements(of: value).enumerated() {
      steps += try decodeStep(element, at: at.element(index))
      guard steps.count <= maximumActions else {
        throw at.element(index).failure(
          "makes the script \(steps.count) actions long; at most \(maximumActions), "
            + "counting each typed character")
      }
    }
    return steps
  }

  private static func decodeStep(_ value: JSONValue, at: FieldLocation) throws(ScenarioFileError)
    -> [ScriptStep]
  {
    let members = try at.members(of: value)
    let fields = Fields(members: members, at: at)
    guard let time = try fields.milliseconds("at") else {
      throw at.member("at").failure("missing; give the time of the action in ms")
    }
    return try decodeAction(members, at: time, location: at, otherKeys: ["at"])
  }

  /// The steps an `action` object's `members` describe, at `time`; `otherKeys` are the members
  /// that belong to the object around it (a step's `at`), allowed besides the action's own.
  static func decodeAction(
    _ members: [(key: String, value: JSONValue)], at time: Ticks, location at: FieldLocation,
    otherKeys: [String]
  ) throws(ScenarioFileError) -> [ScriptStep] {
    let fields = Fields(members: members, at: at)
    let names = ActionName.allCases.map(\.rawValue)
    guard let actionValue = fields["action"] else {
      throw at.member("action").failure("missing; accepted: " + names.joined(separator: ", "))
    }
    let action = try at.member("action").choice(
      actionValue, ActionName.allCases.map { ($0.rawValue, $0) })
    let steps = try decodeAction(action, at: time, fields: fields)
    try at.rejectUnknown(members, known: otherKeys + ["action"] + action.keys)
    return steps
  }

  private static func decodeAction(_ name: ActionName, at time: Ticks, fields: Fields)
    throws(ScenarioFileError) -> [ScriptStep]
  {
    func step(_ action: UserAction) -> [ScriptStep] { [ScriptStep(at: time, action)] }
    switch name {
    case .present: return step(.present)
    case .close: return step(.close)
    case .dragDismiss:
      let distance = try fields.number("distance", in: 0...5000, unit: "pt") ?? Default.dragDistance
      let duration = try fields.milliseconds("duration", minimum: 1) ?? Default.dragDuration
      let commits = try fields.boolean("commits") ?? Default.dragCommits
      return step(.dragDismiss(distance: distance, duration: duration, commits: commits))
    case .dragToDetent:
      guard let value = fields["detent"] else {
        throw fields.location("detent").failure("missing; accepted: medium, large")
      }
      let detents = Detent.allCases.map { ($0.description, $0) }
      return step(.dragToDetent(try fields.location("detent").choice(value, detents)))
    case .tapField:
      return step(
        .tapField(try fields.integer("field", in: 0...99, unit: "field index") ?? Default.field))
    case .dismissKeyboard: return step(.dismissKeyboard)
    case .leaveScreen:
      return step(
        .leaveScreen(
          focusingNextField: try fields.boolean("focusesNextField") ?? Default.focusesNextField))
    case .returnToScreen: return step(.returnToScreen)
    case .undockKeyboard: return step(.undockKeyboard)
    case .dragList: return step(.dragList(try fingerPath(fields)))
    case .tapControl:
      guard let value = fields["control"] else {
        throw fields.location("control").failure("missing; accepted: save, send")
      }
      let controls = Control.allCases.map { ($0.rawValue, $0) }
      return step(.tapControl(try fields.location("control").choice(value, controls)))
    case .pressReturn: return step(.pressReturn)
    case .type:
      let text = try fields["text"].map { value throws(ScenarioFileError) in
        try fields.location("text").string(value)
      }
      guard let text, !text.isEmpty, text.count <= 1000 else {
        throw fields.location("text").failure("missing or empty; give 1 to 1000 characters to type")
      }
      let interval = try fields.milliseconds("interval", minimum: 1) ?? Default.typingInterval
      // The last keystroke must come within the file format's limit on any time, like a step's.
      let last = time.milliseconds + Double(text.count - 1) * interval.milliseconds
      guard last <= ScenarioFile.maximumMilliseconds else {
        throw fields.location("interval").failure(
          "\(text.count) keystrokes \(interval) ms apart end at \(FixedPoint.compact(last, places: 1)) ms; "
            + "a script ends by \(FixedPoint.compact(ScenarioFile.maximumMilliseconds)) ms")
      }
      return ScriptStep.typing(text, at: time, interval: interval)
    }
  }

  /// A `dragList` step's finger: `points` as `[ms, y]` pairs from 0 with increasing times, and an
  /// optional `releaseVelocity` in pt/s (positive is downward).
  private static func fingerPath(_ fields: Fields) throws(ScenarioFileError) -> FingerPath {
    let accepted = "a list of at least two [ms, y] pairs, the first at 0 ms, times increasing"
    let at = fields.location("points")
    guard let value = fields["points"] else { throw at.failure("missing; give \(accepted)") }
    var points: [FingerPath.Point] = []
    let elements = try at.elements(of: value)
    guard elements.count <= 1000 else {
      throw at.failure("expected at most 1000 points, found \(elements.count)")
    }
    // The previous point's time as written, for messages: ticks would round it.
    var lastWritten = (time: 0.0, text: "0")
    for (index, element) in elements.enumerated() {
      let location = at.element(index)
      guard case .array(let pair) = element, pair.count == 2 else {
        throw location.failure(
          "expected a [ms, y] pair, found \(element.typeName) \(element.snippet)")
      }
      let time = try location.number(pair[0], in: 0...ScenarioFile.maximumMilliseconds, unit: "ms")
      let y = try location.number(pair[1], in: -5000...5000, unit: "pt")
      let point = FingerPath.Point(ms: time, y: y)
      if let last = points.last, point.time <= last.time {
        let written = pair[0].snippet
        guard time > lastWritten.time else {
          throw location.failure(
            "\(written) ms does not come after \(lastWritten.text) ms; give \(accepted)")
        }
        throw location.failure(
          "\(written) ms is less than one clock tick (1/240 s, about 4.2 ms) after "
            + "\(lastWritten.text) ms; points must be at least a tick apart")
      }
      lastWritten = (time, pair[0].snippet)
      if points.isEmpty, time != 0 {
        throw location.failure("the first point must be at 0 ms, not \(pair[0].snippet) ms")
      }
      points.append(point)
    }
    guard points.count >= 2 else { throw at.failure("expected \(accepted)") }
    let velocity = try fields.number("releaseVelocity", in: -100_000...100_000, unit: "pt/s")
    return FingerPath(points, releaseVelocity: velocity)
  }

  static func encode(_ script: [ScriptStep]) -> [JSONValue] {
    script.map { step in
      .object([("at", .number(step.time.milliseconds))] + encode(step.action))
    }
  }

  static func encode(_ action: UserAction) -> [(key: String, value: JSONValue)] {
    let name: (key: String, value: JSONValue) = ("action", .string(ActionName(action).rawValue))
    switch action {
    case .dragDismiss(let distance, let duration, let commits):
      return [
        name, ("distance", .number(distance)), ("duration", .number(duration.milliseconds)),
        ("commits", .bool(commits)),
      ]
    case .dragToDetent(let detent): return [name, ("detent", .string(detent.description))]
    case .keystroke(let character):
      return [name, ("text", .string(String(character))), ("interval", .number(120))]
    case .tapField(let field): return [name, ("field", .number(Double(field)))]
    case .leaveScreen(let focusing): return [name, ("focusesNextField", .bool(focusing))]
    case .dragList(let path):
      let points = path.points.map {
        JSONValue.array([.number($0.time.milliseconds), .number($0.y)])
      }
      return [
        name, ("points", .array(points)), ("releaseVelocity", .number(path.releaseVelocity)),
      ]
    case .tapControl(let control): return [name, ("control", .string(control.rawValue))]
    case .present, .close, .dismissKeyboard, .returnToScreen, .undockKeyboard, .pressReturn:
      return [name]
    }
  }

  /// The members of one step, read by key with the file's checks.
  private struct Fields {
    let members: [(key: String, value: JSONValue)]
    let at: FieldLocation

    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func location(_ key: String) -> FieldLocation { at.member(key) }

    func milliseconds(_ key: String, minimum: Double = 0) throws(ScenarioFileError) -> Ticks? {
      guard let value = self[key] else { return nil }
      return try location(key).milliseconds(value, minimum: minimum)
    }

    func number(_ key: String, in range: ClosedRange<Double>, unit: String)
      throws(ScenarioFileError) -> Double?
    {
      guard let value = self[key] else { return nil }
      return try location(key).number(value, in: range, unit: unit)
    }

    func integer(_ key: String, in range: ClosedRange<Int>, unit: String)
      throws(ScenarioFileError) -> Int?
    {
      guard let value = self[key] else { return nil }
      return try location(key).integer(value, in: range, unit: unit)
    }

    func boolean(_ key: String) throws(ScenarioFileError) -> Bool? {
      guard let value = self[key] else { return nil }
      return try location(key).boolean(value)
    }
  }
}
