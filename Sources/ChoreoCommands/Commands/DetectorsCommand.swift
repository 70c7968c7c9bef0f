import Choreography

/// `choreo detectors [<detector>]`: every detector with its definition, or one in full.
struct DetectorsCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "detectors", abstract: "List the detectors and what each one finds.",
    discussion: """
      With a detector's name, prints its definition in full, how it grades what it measures
      (the default thresholds, which a scenario file's "thresholds" can change), and the sources
      its definition and thresholds rest on: sections of the documentation (its platform facts
      and the pattern) and public reports of the failure. The list ends with the stream checks
      'choreo analyze' warns of in a recording's keyboard notifications (stream.begin-height and
      the others): quirks an app's observers must survive, not failures; with such a name, prints
      what it reports and its remedies.
      """,
    arguments: [
      .init(
        name: "detector", help: "A detector's name, such as stagger, to describe in full.",
        isOptional: true)
    ],
    options: [])

  /// The detector to describe, or `nil` for the list.
  var detector: DetectorID?
  /// The stream check to describe, given as `stream.NAME`.
  var streamCheck: StreamCheck.Kind?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    guard let name = arguments.positionals.first else { return }
    if let kind = StreamCheck.Kind.allCases.first(where: { $0.name == name }) {
      streamCheck = kind
      return
    }
    guard let id = DetectorID(rawValue: name) else {
      var message = "no detector or stream check named '\(name)'"
      let names = DetectorID.allCases.map(\.rawValue) + StreamCheck.Kind.allCases.map(\.name)
      if let suggestion = closestMatch(to: name, in: names) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw .usage(message, command: Self.spec.name)
    }
    detector = id
  }

  func run(console: Console) -> CommandOutput {
    if let streamCheck { return CommandOutput(standardOutput: Self.describe(streamCheck)) }
    guard let detector else {
      let width = (StreamCheck.Kind.allCases.map(\.name.count).max() ?? 0) + 2
      let lines = Detectors.infos.map { $0.id.rawValue.padding(width) + $0.definition }
      let checks = StreamCheck.Kind.allCases.map { $0.name.padding(width) + $0.summary }
      return CommandOutput(
        standardOutput: lines.joined(separator: "\n")
          + "\n\nstream checks ('choreo analyze' warns of these in a recording's keyboard "
          + "stream; not failures):\n" + checks.joined(separator: "\n") + "\n")
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
      let place = source.isDocumentation ? Self.documentPath(source.link) : source.link
      text += "  \(source.title): \(place)\n"
    }
    text += Self.describe(found.remedies)
    return CommandOutput(standardOutput: text)
  }

  /// A stream check in full: what it reports and what to write about it, per framework.
  static func describe(_ kind: StreamCheck.Kind) -> String {
    var text = "\(kind.name): \(kind.summary)\n\n"
    text += "A warning 'choreo analyze' gives about a recording's keyboard notifications: not a "
    text += "failure a\nperson sees, but something an app's observers must survive.\n\n"
    return text + describe(kind.remedies)
  }

  /// `remedies:` and each remedy: its framework and summary, its code indented, its source.
  static func describe(_ remedies: [Remedy]) -> String {
    var text = "remedies:\n"
    for remedy in remedies {
      text += "  \(remedy.framework): \(remedy.summary)\n"
      text += remedy.code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "      " + $0 + "\n" }.joined()
      text += "    (\(remedy.source.title): \(remedy.source.link))\n"
    }
    return text
  }

  /// Where a `doc:Article#Section-name` link is in the repository, for a terminal:
  /// `Sources/Choreography/Choreography.docc/Article.md, "Section name"`.
  static func documentPath(_ link: String) -> String {
    let reference = link.dropFirst("doc:".count)
    let parts = reference.split(separator: "#", maxSplits: 1)
    let article = "Sources/Choreography/Choreography.docc/\(parts.first ?? reference).md"
    guard parts.count == 2 else { return article }
    return article + ", \"" + parts[1].replacingOccurrences(of: "-", with: " ") + "\""
  }
}
