import Choreography

/// `choreo list`: the built-in scenarios, one line each, marked as clean or as demonstrating the
/// findings they expect, a failing one paired with its nearest clean built-in.
struct ListCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List the built-in scenarios, each marked clean or with the failure it shows.",
    discussion: """
      A built-in marked [clean] checks with no error finding; one marked [shows ...] demonstrates
      those findings (its own "expect" list), and "clean: NAME" names the clean built-in fewest
      fields away, its twin to compare with ('choreo plot FAILING CLEAN'). Words after 'list'
      keep the built-ins whose name or summary holds every one of them ('choreo list tab').
      """,
    arguments: [
      .init(
        name: "word", help: "Words a built-in's name or summary must hold (any case).",
        isOptional: true, isVariadic: true)
    ],
    options: [])

  /// The words every listed built-in's name or summary holds.
  var words: [String]

  init(parsing arguments: ParsedArguments) {
    words = arguments.positionals.map { $0.lowercased() }
  }

  func run(console: Console) -> CommandOutput {
    let width = (BuiltInScenarios.names.map(\.count).max() ?? 0) + 2
    let clean = BuiltInScenarios.all.filter(Self.isClean)
    let listed = BuiltInScenarios.all.filter { scenario in
      let text = (scenario.name + " " + scenario.summary).lowercased()
      return words.allSatisfy { text.contains($0) }
    }
    let lines = listed.map { scenario in
      let shown = (scenario.expect ?? []).filter { !$0.optional }.map(\.detector.rawValue)
      guard !shown.isEmpty else {
        return scenario.name.padding(width) + scenario.summary + "  [clean]"
      }
      let twin = Self.nearest(to: scenario, among: clean).map { "; clean: " + $0.name } ?? ""
      return scenario.name.padding(width) + scenario.summary + "  [shows "
        + shown.joined(separator: ", ") + twin + "]"
    }
    guard !lines.isEmpty else {
      return CommandOutput(
        standardError: "no built-in's name or summary holds " + words.joined(separator: " ")
          + "; 'choreo list' lists all \(BuiltInScenarios.all.count)\n",
        exitCode: .failure)
    }
    return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
  }

  /// Whether `scenario` expects no error finding of its own.
  static func isClean(_ scenario: Scenario) -> Bool {
    (scenario.expect ?? []).allSatisfy(\.optional)
  }

  /// The clean built-in fewest scenario fields away from `scenario`, the first on a tie.
  static func nearest(to scenario: Scenario, among clean: [Scenario]) -> Scenario? {
    let fields = ScenarioFields.all.filter { $0.key != "name" && $0.key != "summary" }
    func distance(_ other: Scenario) -> Int {
      fields.count { $0.value(in: scenario) != $0.value(in: other) }
    }
    return clean.min { distance($0) < distance($1) }
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
