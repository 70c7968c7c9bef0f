import Choreography

/// A small hand-written parser for `CommandSpec`s: long options with `--name value` or
/// `--name=value`, short options, flags, `--` to end options, and errors that name what was
/// wrong and suggest what was meant.
public enum CommandLineParser {
  /// Parses `arguments` (the words after the subcommand) against `spec`.
  ///
  /// - Throws: ``CommandError/usage(_:command:)`` naming the first problem.
  public static func parse(_ arguments: [String], as spec: CommandSpec) throws(CommandError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    func fail(_ message: String) -> CommandError { .usage(message, command: spec.name) }
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      if word == "-h" || word == "--help" {
        parsed.wantsHelp = true
        continue
      }
      let (option, inlineValue) = try match(word, in: spec)
      let name = option.name
      guard option.takesValue else {
        if inlineValue != nil { throw fail("The flag '--\(name)' does not take a value.") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-"
      {
        value = arguments[index]
        index += 1
      } else {
        throw fail("Missing value for '\(option.synopsis)'.")
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw fail(
          "The value '\(value)' is invalid for '\(option.synopsis)'. Accepted: "
            + allowed.joined(separator: ", ") + ".")
      }
      if !option.isRepeatable, parsed.values[name] != nil {
        throw fail("The option '--\(name)' is given more than once.")
      }
      parsed.values[name, default: []].append(value)
    }
    if parsed.wantsHelp { return parsed }
    try checkPositionals(parsed.positionals, of: spec)
    return parsed
  }

  /// The option `word` (`--name`, `--name=value` or `-n`) names, and its inline value if any.
  private static func match(_ word: String, in spec: CommandSpec) throws(CommandError)
    -> (option: CommandSpec.Option, inlineValue: String?)
  {
    func fail(_ message: String) -> CommandError { .usage(message, command: spec.name) }
    guard word.hasPrefix("--") else {
      let letters = Array(word.dropFirst())
      guard letters.count == 1, let match = spec.options.first(where: { $0.short == letters[0] })
      else { throw fail("Unknown option '\(word)'.") }
      return (match, nil)
    }
    var name = String(word.dropFirst(2))
    var inlineValue: String?
    if let equals = name.firstIndex(of: "=") {
      inlineValue = String(name[name.index(after: equals)...])
      name = String(name[..<equals])
    }
    guard let match = spec.options.first(where: { $0.name == name }) else {
      var message = "Unknown option '--\(name)'."
      if let suggestion = closestMatch(to: name, in: spec.options.map(\.name) + ["help"]) {
        message += " Did you mean '--\(suggestion)'?"
      }
      throw fail(message)
    }
    return (match, inlineValue)
  }

  /// Fails when `positionals` are too few or too many for `spec`'s arguments.
  private static func checkPositionals(_ positionals: [String], of spec: CommandSpec)
    throws(CommandError)
  {
    func fail(_ message: String) -> CommandError { .usage(message, command: spec.name) }
    let required = spec.arguments.filter { !$0.isOptional }.count
    if positionals.count < required {
      let missing = spec.arguments[positionals.count]
      throw fail("Missing expected argument '<\(missing.name)>'.")
    }
    let variadic = spec.arguments.last?.isVariadic ?? false
    if !variadic, positionals.count > spec.arguments.count {
      throw fail("Unexpected argument '\(positionals[spec.arguments.count])'.")
    }
  }
}
