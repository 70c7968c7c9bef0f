/// The shape of one subcommand's command line, from which its parser, usage line and help are made.
public struct CommandSpec: Sendable {
  /// A positional argument.
  public struct Argument: Sendable {
    /// The name shown in usage, without brackets: `scenario`.
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool = false
    /// Whether it takes every remaining positional.
    public var isVariadic: Bool = false
  }

  /// An option: a flag (`--frames`) or one that takes a value (`--fps <fps>`).
  public struct Option: Sendable {
    /// The long name without dashes: `fps`.
    public var name: String
    /// A one-letter short name, if any: `o` for `-o`.
    public var short: Character?
    /// The value's name for options that take one; `nil` for flags.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// The values accepted, when they are a fixed list.
    public var allowedValues: [String]?
    /// Whether it may be given more than once.
    public var isRepeatable: Bool = false

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// `--fps <fps>` or `--frames`.
    public var synopsis: String {
      "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
    }
  }

  /// The subcommand's name.
  public var name: String
  /// One sentence on what it does.
  public var abstract: String
  /// More detail for `--help`, if any.
  public var discussion: String?
  /// Positional arguments, in order.
  public var arguments: [Argument]
  /// Options.
  public var options: [Option]

  /// `choreo run <scenario> [--fps <fps>] [--format <format>] [--frames]`.
  public var usage: String {
    var parts = ["choreo", name]
    for argument in arguments {
      var text = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
      if argument.isOptional { text = "[\(text)]" }
      parts.append(text)
    }
    for option in options { parts.append("[\(option.synopsis)]") }
    return parts.joined(separator: " ")
  }

  /// The text of `choreo <name> --help`.
  public var help: String {
    var text = "OVERVIEW: \(abstract)\n"
    if let discussion { text += "\n\(Self.reflow(discussion, width: 96))\n" }
    text += "\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in arguments { text += row("<\(argument.name)>", argument.help) }
    }
    text += "\nOPTIONS:\n"
    for option in options {
      let names = (option.short.map { "-\($0), " } ?? "") + option.synopsis
      text += row(names, option.help)
    }
    text += row("-h, --help", "Show help information.")
    return text
  }

  /// `text` with each paragraph (paragraphs are separated by a blank line) filled to `width`
  /// columns, so a discussion built by interpolation reads as evenly as one typed by hand.
  static func reflow(_ text: String, width: Int) -> String {
    let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: false)
    return paragraphs.map { paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        if !line.isEmpty && line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      if !line.isEmpty { lines.append(line) }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  private func row(_ label: String, _ help: String) -> String {
    let column = 26
    let padded = "  " + label
    if padded.count >= column - 1 {
      return padded + "\n" + String(repeating: " ", count: column) + help + "\n"
    }
    return padded + String(repeating: " ", count: column - padded.count) + help + "\n"
  }
}
