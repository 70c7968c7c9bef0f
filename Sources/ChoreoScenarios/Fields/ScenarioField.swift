import ChoreoCore

/// Who decides a field's value.
public enum FieldOwner: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The app: its controller, layout and screen; the choices an engineer makes.
  case app
  /// The platform: iOS's timings and behaviours.
  case platform
  /// The device: its screen and keyboard, and how the person has set it up.
  case device
  /// The scenario itself: its name, what the person does, and how findings are judged.
  case scenario

  /// The owner's name.
  public var description: String { rawValue }
}

/// When a field is applied while decoding.
enum FieldPrecedence: Sendable {
  /// Before every other field: it sets defaults the others may override (a framework
  /// profile, and the container the profile depends on).
  case profile
  /// In table order.
  case normal
}

/// One field of a scenario file.
public typealias ScenarioField = FileField<Scenario>

/// One field of a file's object of type `Root`, declared once: its key, who sets it, what it
/// accepts, where its default comes from, and how it is read and written.
///
/// ``ScenarioFields/all`` lists every field of a scenario file; decoding, encoding (`show`), sweep
/// axes and the documented schema all walk that list, so adding a field is one row. Small tables
/// over a part (a spring, keyboard traits) are written once and lifted into every place the part
/// appears.
public struct FileField<Root>: Sendable {
  /// Who decides a field's value.
  public typealias Owner = FieldOwner

  /// The dotted key, as files and `--vary` spell it: `world.contentMountDelay`.
  public let key: String
  /// Who decides the value.
  public let owner: Owner
  /// What the field is for, in one line.
  public let summary: String
  /// What it accepts, in words: `0 to 600000 (ms)`, `one of onAppear, afterDelay`.
  public let accepted: String
  /// What a number of the field counts, for labels: `ms`, `pt`, `count`; `nil` for a field that
  /// is no number.
  public let unit: String?
  /// Where the default value comes from, for platform and device numbers: a section of the
  /// platform facts, or an assumption with how it was chosen.
  public let source: String?
  let precedence: FieldPrecedence
  let read: @Sendable (JSONValue, inout Root, FieldLocation) throws(ScenarioFileError) -> Void
  let write: @Sendable (Root) -> JSONValue?

  init(
    _ key: String, owner: Owner, accepted: String, unit: String? = nil, summary: String,
    source: String? = nil, precedence: FieldPrecedence = .normal,
    read:
      @escaping @Sendable (JSONValue, inout Root, FieldLocation) throws(ScenarioFileError)
      -> Void,
    write: @escaping @Sendable (Root) -> JSONValue?
  ) {
    self.key = key
    self.owner = owner
    self.accepted = accepted
    self.unit = unit
    self.summary = summary
    self.source = source
    self.precedence = precedence
    self.read = read
    self.write = write
  }

  /// The key's parts: `["world", "contentMountDelay"]`.
  public var path: [String] { key.split(separator: ".").map(String.init) }

  /// Sets the field of `root` to `value`, with the checks a file gets; errors name `file`.
  public func apply(_ value: JSONValue, to root: inout Root, file: String)
    throws(ScenarioFileError)
  {
    try read(value, &root, FieldLocation(file: file, path: key))
  }

  /// The field's value in `root`, as a file writes it; `nil` when the field is left out (an
  /// option that does not apply, a value never set).
  public func value(in root: Root) -> JSONValue? { write(root) }

  /// This field of a part, as a field of the object that holds the part at `path`, its key
  /// under `prefix`, decided by `owner` and with its default from `source`.
  func lifted<Outer>(
    into path: WritableKeyPath<Outer, Root> & Sendable, under prefix: String, owner: Owner,
    source: String? = nil
  ) -> FileField<Outer> {
    let read = self.read
    let write = self.write
    return FileField<Outer>(
      prefix + "." + key, owner: owner, accepted: accepted, unit: unit, summary: summary,
      source: source ?? self.source,
      read: { value, outer, at throws(ScenarioFileError) in
        try read(value, &outer[keyPath: path], at)
      },
      write: { write($0[keyPath: path]) })
  }
}

extension FileField {
  /// A number in `range`, stored as `scale` times what the file says (1000 for a duration
  /// written in ms and stored in seconds).
  static func number(
    _ key: String, _ path: WritableKeyPath<Root, Double> & Sendable,
    in range: ClosedRange<Double>, unit: String, owner: Owner, _ summary: String,
    source: String? = nil, storedPer scale: Double = 1
  ) -> FileField {
    FileField(
      key, owner: owner, accepted: Self.range(range, unit: unit), unit: unit, summary: summary,
      source: source,
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario[keyPath: path] = try at.number(value, in: range, unit: unit) / scale
      },
      write: { .number($0[keyPath: path] * scale) })
  }

  /// A number in `range`, or `null` for none.
  static func optionalNumber(
    _ key: String, _ path: WritableKeyPath<Root, Double?> & Sendable,
    in range: ClosedRange<Double>, unit: String, owner: Owner, _ summary: String,
    source: String? = nil
  ) -> FileField {
    FileField(
      key, owner: owner, accepted: Self.range(range, unit: unit) + ", or null", unit: unit,
      summary: summary, source: source,
      read: { value, scenario, at throws(ScenarioFileError) in
        if case .null = value {
          scenario[keyPath: path] = nil
          return
        }
        do throws(ScenarioFileError) {
          scenario[keyPath: path] = try at.number(value, in: range, unit: unit)
        } catch {
          throw at.failure(error.message + ", or null")
        }
      },
      write: { $0[keyPath: path].map { .number($0) } ?? .null })
  }

  /// A whole number in `range`.
  static func integer(
    _ key: String, _ path: WritableKeyPath<Root, Int> & Sendable, in range: ClosedRange<Int>,
    unit: String, owner: Owner, _ summary: String, source: String? = nil
  ) -> FileField {
    FileField(
      key, owner: owner,
      accepted: "a whole number, \(range.lowerBound) to \(range.upperBound) (\(unit))",
      unit: unit, summary: summary, source: source,
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario[keyPath: path] = try at.integer(value, in: range, unit: unit)
      },
      write: { .number(Double($0[keyPath: path])) })
  }

  /// A time in milliseconds from `minimum` to the file format's limit.
  static func milliseconds(
    _ key: String, _ path: WritableKeyPath<Root, Ticks> & Sendable, minimum: Double = 0,
    owner: Owner, _ summary: String, source: String? = nil
  ) -> FileField {
    FileField(
      key, owner: owner,
      accepted: Self.range(minimum...ScenarioFile.maximumMilliseconds, unit: "ms"), unit: "ms",
      summary: summary, source: source,
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario[keyPath: path] = try at.milliseconds(value, minimum: minimum)
      },
      write: { .number($0[keyPath: path].milliseconds) })
  }

  /// `true` or `false`.
  static func boolean(
    _ key: String, _ path: WritableKeyPath<Root, Bool> & Sendable, owner: Owner,
    _ summary: String, source: String? = nil
  ) -> FileField {
    FileField(
      key, owner: owner, accepted: "true or false", summary: summary, source: source,
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario[keyPath: path] = try at.boolean(value)
      },
      write: { .bool($0[keyPath: path]) })
  }

  /// One of `Value`'s cases, by its raw value.
  static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
    _ key: String, _ path: WritableKeyPath<Root, Value> & Sendable, owner: Owner,
    _ summary: String, source: String? = nil
  ) -> FileField where Value.RawValue == String {
    let options = Value.allCases.map { ($0.rawValue, $0) }
    return FileField(
      key, owner: owner, accepted: "one of " + options.map(\.0).joined(separator: ", "),
      summary: summary, source: source,
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario[keyPath: path] = try at.choice(value, options)
      },
      write: { .string($0[keyPath: path].rawValue) })
  }

  /// A list of `Value`'s cases, by their raw values.
  static func choices<Value: CaseIterable & RawRepresentable & Sendable>(
    _ key: String, _ path: WritableKeyPath<Root, [Value]> & Sendable, owner: Owner,
    _ summary: String, aliases: [(name: String, value: Value)] = [], aliasNote: String = ""
  ) -> FileField where Value.RawValue == String {
    let options = Value.allCases.map { ($0.rawValue, $0) }
    return FileField(
      key, owner: owner,
      accepted: "a list of " + options.map(\.0).joined(separator: ", ") + aliasNote,
      summary: summary,
      read: { value, scenario, at throws(ScenarioFileError) in
        var result: [Value] = []
        for (index, element) in try at.elements(of: value).enumerated() {
          if case .string(let text) = element, let alias = aliases.first(where: { $0.name == text })
          {
            result.append(alias.value)
          } else {
            result.append(try at.element(index).choice(element, options))
          }
        }
        scenario[keyPath: path] = result
      },
      write: { .array($0[keyPath: path].map { .string($0.rawValue) }) })
  }

  /// `LO to HI (unit)`, as accepted-values texts print a range.
  static func range(_ range: ClosedRange<Double>, unit: String) -> String {
    "\(FixedPoint.compact(range.lowerBound, places: 3)) to "
      + "\(FixedPoint.compact(range.upperBound, places: 3)) (\(unit))"
  }
}
