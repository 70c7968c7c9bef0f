import Choreography

/// An option a command accepts, declared once: the command's ``CommandSpec`` lists its spelling,
/// help and allowed values, and the command's typed options read its value through it, so the
/// two cannot disagree.
struct CommandOption<Value: Sendable>: Sendable {
  /// How the option appears on the command line and in help.
  let spec: CommandSpec.Option
  /// The value a word stands for; `nil` when it is not one.
  let parse: @Sendable (String) -> Value?
  /// What would be accepted, for the error a word that is not a value gets.
  let accepted: String

  /// An option whose value is any word.
  static func text(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    isRepeatable: Bool = false
  ) -> CommandOption<String> {
    CommandOption<String>(
      spec: CommandSpec.Option(
        name: name, short: short, valueName: valueName, help: help, isRepeatable: isRepeatable),
      parse: { $0 }, accepted: "any text")
  }

  /// An option whose value is a whole number in `range`.
  static func count(
    _ name: String, valueName: String, in range: ClosedRange<Int>, help: String
  ) -> CommandOption<Int> {
    CommandOption<Int>(
      spec: CommandSpec.Option(name: name, valueName: valueName, help: help),
      parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } },
      accepted: range.upperBound == .max
        ? "a whole number above \(range.lowerBound - 1)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)")
  }
}

extension CommandOption where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// An option whose value is one of `Value`'s cases, which the help lists.
  static func choice(
    _ name: String, valueName: String? = nil, help: String, isRepeatable: Bool = false
  ) -> CommandOption {
    let names = Value.allCases.map(\.rawValue)
    return CommandOption(
      spec: CommandSpec.Option(
        name: name, valueName: valueName ?? name, help: help, allowedValues: names,
        isRepeatable: isRepeatable),
      parse: { Value(rawValue: $0) }, accepted: names.joined(separator: ", "))
  }
}

/// A flag a command accepts, declared once like ``CommandOption``.
struct CommandFlag: Sendable {
  /// How the flag appears on the command line and in help.
  let spec: CommandSpec.Option

  /// A flag called `name`.
  init(_ name: String, help: String) {
    spec = CommandSpec.Option(name: name, help: help)
  }
}

extension ParsedArguments {
  /// The last value given for `option`, read as its type; `nil` when the option was not given.
  ///
  /// - Throws: a usage error naming the option, the word and what would be accepted.
  func value<Value>(_ option: CommandOption<Value>, command: String) throws(CommandError)
    -> Value?
  {
    guard let word = values[option.spec.name]?.last else { return nil }
    return try read(word, as: option, command: command)
  }

  /// Every value given for a repeatable `option`, in order.
  func values<Value>(_ option: CommandOption<Value>, command: String) throws(CommandError)
    -> [Value]
  {
    var result: [Value] = []
    for word in values[option.spec.name] ?? [] {
      result.append(try read(word, as: option, command: command))
    }
    return result
  }

  /// Whether `flag` was given.
  func isSet(_ flag: CommandFlag) -> Bool { flags.contains(flag.spec.name) }

  private func read<Value>(_ word: String, as option: CommandOption<Value>, command: String)
    throws(CommandError) -> Value
  {
    guard let value = option.parse(word) else {
      throw .usage(
        "The value '\(word)' is invalid for '\(option.spec.synopsis)'. Accepted: \(option.accepted).",
        command: command)
    }
    return value
  }
}
