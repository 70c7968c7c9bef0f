import Choreography

/// `choreo detectors`: every detector with its definition.
struct DetectorsCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "detectors", abstract: "List the detectors and what each one finds.", arguments: [],
    options: [])

  init(parsing arguments: ParsedArguments) {}

  func run(console: Console) -> CommandOutput {
    let width = (DetectorID.allCases.map(\.rawValue.count).max() ?? 0) + 2
    let lines = Detectors.all.map { $0.id.rawValue.padding(width) + $0.definition }
    return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
  }
}
