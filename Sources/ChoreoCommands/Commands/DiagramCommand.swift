import Choreography

/// `choreo diagram`: the machine's states and transitions as Graphviz DOT or Mermaid.
enum DiagramCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "diagram", abstract: "Export the machine's diagram (Graphviz DOT or Mermaid).",
    arguments: [], options: [])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> CommandOutput {
    throw .internalError("diagram export is not built yet")
  }
}
