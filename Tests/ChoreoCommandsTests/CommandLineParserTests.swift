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

  @Test(
    "accepted command lines",
    arguments: [
      (["a"], ["a"], [:], [] as Set<String>),
      (["a", "--fps", "60"], ["a"], ["fps": ["60"]], []),
      (["--fps=120", "a", "--frames"], ["a"], ["fps": ["120"]], ["frames"]),
      (["a", "-o", "out.svg"], ["a"], ["output": ["out.svg"]], []),
      (["--", "--frames"], ["--frames"], [:], []),
      (["-"], ["-"], [:], []),
    ] as [([String], [String], [String: [String]], Set<String>)])
  func accepted(
    words: [String], positionals: [String], values: [String: [String]], flags: Set<String>
  ) throws {
    let parsed = try CommandLineParser.parse(words, as: spec)
    #expect(parsed.positionals == positionals)
    #expect(parsed.values == values)
    #expect(parsed.flags == flags)
  }

  @Test(
    "refused command lines, each with one sentence",
    arguments: [
      (["a", "--fsp", "60"], "Unknown option '--fsp'. Did you mean '--fps'?"),
      (["a", "--fps"], "Missing value for '--fps <fps>'."),
      (["a", "--fps", "90"], "The value '90' is invalid for '--fps <fps>'. Accepted: 60, 120."),
      (["a", "--frames=yes"], "The flag '--frames' does not take a value."),
      ([], "Missing expected argument '<scenario>'."),
      (["a", "b"], "Unexpected argument 'b'."),
      (["a", "-x"], "Unknown option '-x'."),
      (["a", "--fps", "60", "--fps", "120"], "The option '--fps' is given more than once."),
    ])
  func refused(words: [String], message: String) {
    #expect(throws: CommandError.usage(message, command: "run")) {
      try CommandLineParser.parse(words, as: spec)
    }
  }

  @Test("help wins over missing arguments")
  func help() throws {
    #expect(try CommandLineParser.parse(["--help"], as: spec).wantsHelp)
    #expect(try CommandLineParser.parse(["-h"], as: spec).wantsHelp)
  }
}
