import Testing

@testable import ChoreoCommands

@Suite("Command-line parser")
struct CommandLineParserTests {
  let spec = CommandSpec(
    name: "run", abstract: "Run.",
    arguments: [.init(name: "scenario", help: "A scenario.")],
    options: [
      .init(name: "fps", valueName: "fps", help: "Rate.", allowedValues: ["60", "120"]),
      .init(name: "format", valueName: "format", help: "Format."),
      .init(name: "frames", help: "Frames."),
      .init(name: "output", short: "o", valueName: "file", help: "Output."),
    ])

  /// One command line the parser accepts, and the positionals, option values and flags it reads.
  struct AcceptedRow: CustomTestStringConvertible, Sendable {
    var name: String
    var words: [String]
    var positionals: [String]
    var values: [String: [String]]
    var flags: Set<String>
    var testDescription: String { name }
  }

  @Test(
    "accepted command lines",
    arguments: [
      AcceptedRow(
        name: "a positional alone", words: ["a"], positionals: ["a"], values: [:], flags: []),
      AcceptedRow(
        name: "an option's value after the positional", words: ["a", "--fps", "60"],
        positionals: ["a"], values: ["fps": ["60"]], flags: []),
      AcceptedRow(
        name: "a value joined by '=' and a flag after the positional",
        words: ["--fps=120", "a", "--frames"], positionals: ["a"], values: ["fps": ["120"]],
        flags: ["frames"]),
      AcceptedRow(
        name: "a short option", words: ["a", "-o", "out.svg"], positionals: ["a"],
        values: ["output": ["out.svg"]], flags: []),
      AcceptedRow(
        name: "an option-like word after '--'", words: ["--", "--frames"],
        positionals: ["--frames"], values: [:], flags: []),
      AcceptedRow(name: "a lone '-'", words: ["-"], positionals: ["-"], values: [:], flags: []),
    ])
  func accepted(_ row: AcceptedRow) throws {
    let parsed = try CommandLineParser.parse(row.words, as: spec)
    #expect(parsed.positionals == row.positionals)
    #expect(parsed.values == row.values)
    #expect(parsed.flags == row.flags)
  }

  /// One command line the parser refuses, and the sentence it refuses it with.
  struct RefusedRow: CustomTestStringConvertible, Sendable {
    var name: String
    var words: [String]
    var message: String
    var testDescription: String { name }
  }

  @Test(
    "refused command lines, each with one sentence",
    arguments: [
      RefusedRow(
        name: "a misspelt option", words: ["a", "--fsp", "60"],
        message: "Unknown option '--fsp'. Did you mean '--fps'?"),
      RefusedRow(
        name: "an option without its value", words: ["a", "--fps"],
        message: "Missing value for '--fps <fps>'."),
      RefusedRow(
        name: "a value not among those allowed", words: ["a", "--fps", "90"],
        message: "The value '90' is invalid for '--fps <fps>'. Accepted: 60, 120."),
      RefusedRow(
        name: "a flag given a value", words: ["a", "--frames=yes"],
        message: "The flag '--frames' does not take a value."),
      RefusedRow(
        name: "no positional", words: [], message: "Missing expected argument '<scenario>'."),
      RefusedRow(
        name: "one positional too many", words: ["a", "b"], message: "Unexpected argument 'b'."),
      RefusedRow(
        name: "an unknown short option", words: ["a", "-x"], message: "Unknown option '-x'."),
      RefusedRow(
        name: "an option given twice", words: ["a", "--fps", "60", "--fps", "120"],
        message: "The option '--fps' is given more than once."),
    ])
  func refused(_ row: RefusedRow) {
    #expect(throws: CommandError.usage(row.message, command: "run")) {
      try CommandLineParser.parse(row.words, as: spec)
    }
  }

  @Test("help wins over missing arguments")
  func help() throws {
    #expect(try CommandLineParser.parse(["--help"], as: spec).wantsHelp)
    #expect(try CommandLineParser.parse(["-h"], as: spec).wantsHelp)
  }
}
