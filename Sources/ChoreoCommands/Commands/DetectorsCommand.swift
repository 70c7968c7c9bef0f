import Choreography

/// `choreo detectors [<detector>]`: every detector with its definition, or one in full.
struct DetectorsCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "detectors", abstract: "List the detectors and what each one finds.",
    discussion: """
      With a detector's name, prints its definition in full, how it grades what it measures
      (the default thresholds, which a scenario file's "thresholds" can change), and the sources
      its definition and thresholds rest on: sections of the documentation (its platform facts
      and the pattern) and public reports of the failure.
      """,
    arguments: [
      .init(
        name: "detector", help: "A detector's name, such as stagger, to describe in full.",
        isOptional: true)
    ],
    options: [])

  /// The detector to describe, or `nil` for the list.
  var detector: DetectorID?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    guard let name = arguments.positionals.first else { return }
    guard let id = DetectorID(rawValue: name) else {
      var message = "no detector named '\(name)'"
      if let suggestion = closestMatch(to: name, in: DetectorID.allCases.map(\.rawValue)) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw .usage(message, command: Self.spec.name)
    }
    detector = id
  }

  func run(console: Console) -> CommandOutput {
    guard let detector else {
      let width = (DetectorID.allCases.map(\.rawValue.count).max() ?? 0) + 2
      let lines = Detectors.infos.map { $0.id.rawValue.padding(width) + $0.definition }
      return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
    }
    let found = detector.info
    let grading = found.grading(.standard)
    var text = "\(found.id): \(found.definition)\n\n"
    text += CommandSpec.reflow(found.details(.standard), width: 96) + "\n\n"
    text += "warning: \(grading.warning ?? "never")\n"
    text += "error:   \(grading.error)\n"
    text += "reads:   \(found.needs)\n"
    text += "sources:\n"
    for source in found.sources {
      let place =
        source.isDocumentation
        ? "the documentation, " + source.link.dropFirst("doc:".count) : source.link
      text += "  \(source.title): \(place)\n"
    }
    text += "remedies:\n"
    for remedy in found.remedies {
      text += "  \(remedy.framework): \(remedy.summary)\n"
      text += remedy.code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "      " + $0 + "\n" }.joined()
      text += "    (\(remedy.source.title): \(remedy.source.link))\n"
    }
    return CommandOutput(standardOutput: text)
  }
}
