import ChoreoCore

/// One value a sweep gives a field: a number, a boolean, or a name (a device preset, an
/// avoidance strategy, an operating system), as it would be written in a scenario file.
public enum SweepValue: Hashable, Sendable, CustomStringConvertible {
  /// A number, as `world.contentMountDelay=600`.
  case number(Double)
  /// `true` or `false`, as `world.hardwareKeyboard=true`.
  case flag(Bool)
  /// A name, as `device=iphone-se` or `screen.avoidance=follows-keyboard`.
  case name(String)

  /// Reads one value of a list: a number, `true`, `false`, or a name of letters, digits, `-`
  /// and `_`; `nil` for anything else.
  public init?(parsing text: String) {
    if let number = Double(text), number.isFinite {
      self = .number(number)
    } else if text == "true" || text == "false" {
      self = .flag(text == "true")
    } else if !text.isEmpty,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    {
      self = .name(text)
    } else {
      return nil
    }
  }

  /// The number, for a number.
  public var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The value as a scenario file holds it.
  public var json: JSONValue {
    switch self {
    case .number(let value): .number(value)
    case .flag(let value): .bool(value)
    case .name(let value): .string(value)
    }
  }

  /// `600`, `0.25`, `true`, `iphone-se`.
  public var description: String {
    switch self {
    case .number(let value): FixedPoint.compact(value, places: 3)
    case .flag(let value): "\(value)"
    case .name(let value): value
    }
  }
}
