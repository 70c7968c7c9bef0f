import ChoreoCore

/// Reads and writes scenario files, the JSON form of a ``Scenario`` that people write and share.
///
/// Every field is optional except a script (or a `base` built-in scenario to start from).
/// Times are milliseconds, lengths points. The fields are the rows of ``ScenarioFields/all``.
///
/// ```json
/// { "base": "prewarm-handoff", "world": { "contentMountDelay": 600 } }
/// ```
///
/// Unknown keys are errors with a did-you-mean; wrong types and out-of-range values name the field
/// path and what would be accepted.
public enum ScenarioFile {
  /// The limit on any time in a scenario file: 10 minutes of virtual time, in milliseconds.
  public static let maximumMilliseconds = 600_000.0

  /// Decodes a scenario from the text of `file`; `defaultName` names it when it has no `name`.
  public static func decode(_ text: String, file: String, defaultName: String)
    throws(ScenarioFileError) -> Scenario
  {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw ScenarioFileError(
        file: file, location: "line \(error.line), column \(error.column)", message: error.message)
    }
    let root = FieldLocation(file: file, path: "")
    _ = try root.members(of: json)
    var start: Scenario
    if case .string(let base)? = json["base"] {
      start = try root.member("base").choice(
        base, BuiltInScenarios.all.map { ($0.name, $0) }, listedBy: "choreo list")
      start.expect = nil
    } else {
      start = Scenario(name: defaultName, summary: "", script: [])
      guard json["script"] != nil else {
        throw root.failure(
          "missing \"script\"; give a script of user actions or a \"base\" scenario")
      }
    }
    start.setup.name = defaultName
    return try apply(json, to: start, file: file)
  }

  /// Applies the fields present in `json`, an object shaped like a scenario file, onto `base`,
  /// with the same checks as a file; errors name `file`.
  public static func apply(_ json: JSONValue, to base: Scenario, file: String)
    throws(ScenarioFileError) -> Scenario
  {
    var scenario = base
    var written: [String: JSONValue] = [:]
    try checkKeys(json, path: [], at: FieldLocation(file: file, path: ""))
    // A framework profile sets defaults the other fields override, so it goes first.
    for precedence in [FieldPrecedence.profile, .normal] {
      for field in ScenarioFields.all where field.precedence == precedence {
        guard let value = try lookup(field.path, in: json, file: file) else { continue }
        try field.read(value, &scenario, FieldLocation(file: file, path: field.key))
        written[field.key] = value
      }
    }
    // A preset whose fields were overridden is no longer that preset: its name says so.
    let device = scenario.platform.device
    if written["device.name"] == nil, let preset = Device.preset(named: device.name),
      preset != device
    {
      scenario.setup.platform.device.name = "custom (from \(preset.name))"
    }
    try validate(scenario, file: file, written: written)
    return scenario
  }

  /// `scenario` as a complete scenario file: every field with its value, so a printed built-in is
  /// both a starting point and a reference of every field and its default.
  public static func encode(_ scenario: Scenario) -> JSONValue {
    var root = JSONValue.object([])
    for field in ScenarioFields.all {
      if let value = field.write(scenario) { root = root.inserting(value, at: field.path[...]) }
    }
    return root
  }

  /// The value at `path` in `json`, or nil when it is absent or when a part on the way is a value
  /// a field of that part's own reads (a device preset's name, a null handler).
  private static func lookup(_ path: [String], in json: JSONValue, file: String)
    throws(ScenarioFileError) -> JSONValue?
  {
    var current = json
    for (depth, key) in path.enumerated() {
      guard case .object(let members) = current else {
        let prefix = path.prefix(depth).joined(separator: ".")
        if ScenarioFields.field(prefix) != nil { return nil }
        throw FieldLocation(file: file, path: prefix).failure(
          "expected an object, found \(current.typeName)")
      }
      guard let next = members.first(where: { $0.key == key })?.value else { return nil }
      current = next
    }
    return current
  }

  /// Fails on the first key of an object in `json` that no field names.
  private static func checkKeys(_ json: JSONValue, path: [String], at: FieldLocation)
    throws(ScenarioFileError)
  {
    guard case .object(let members) = json else { return }
    let known = ScenarioFields.keys(under: path)
    // An object a field reads whole (a form field list, an animation) checks its own keys.
    guard !known.isEmpty else { return }
    try at.rejectUnknown(members, known: known)
    for member in members {
      try checkKeys(member.value, path: path + [member.key], at: at.member(member.key))
    }
  }
}

extension JSONValue {
  /// This object with `value` at `path`, creating objects on the way; an object already at the
  /// end keeps its members.
  public func inserting(_ value: JSONValue, at path: ArraySlice<String>) -> JSONValue {
    guard let key = path.first else { return value }
    var members: [(key: String, value: JSONValue)] = []
    if case .object(let existing) = self { members = existing }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = members[index].value.inserting(value, at: path.dropFirst())
    } else {
      members.append((key, JSONValue.object([]).inserting(value, at: path.dropFirst())))
    }
    return .object(members)
  }
}
