import Choreography

/// `choreo list`: the built-in scenarios, one line each.
struct ListCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "list", abstract: "List the built-in scenarios, one line each.", arguments: [],
    options: [])

  init(parsing arguments: ParsedArguments) {}

  func run(console: Console) -> CommandOutput {
    let width = (BuiltInScenarios.names.map(\.count).max() ?? 0) + 2
    let lines = BuiltInScenarios.all.map { $0.name.padding(width) + $0.summary }
    return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
