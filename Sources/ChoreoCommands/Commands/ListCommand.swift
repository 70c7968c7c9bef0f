import Choreography

/// `choreo list`: the built-in scenarios, one line each, those made to demonstrate a failure marked
/// with the findings they expect.
struct ListCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "list",
    abstract:
      "List the built-in scenarios, one line each; [shows ...] marks a demonstrated failure.",
    arguments: [],
    options: [])

  init(parsing arguments: ParsedArguments) {}

  func run(console: Console) -> CommandOutput {
    let width = (BuiltInScenarios.names.map(\.count).max() ?? 0) + 2
    let lines = BuiltInScenarios.all.map { scenario in
      let shown = (scenario.expect ?? []).filter { !$0.optional }.map(\.detector.rawValue)
      let mark = shown.isEmpty ? "" : "  [shows " + shown.joined(separator: ", ") + "]"
      return scenario.name.padding(width) + scenario.summary + mark
    }
    return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
