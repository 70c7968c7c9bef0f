import ChoreoTestSupport
import Choreography

/// Every detector's reference section: its definition, grading and sources from the registry, and
/// a failing and a clean built-in (no error findings, and none from the detector) found by
/// running them.
enum DetectorReference {
  struct Run {
    var scenario: Scenario
    var findings: [Finding]
    /// The scenario's file form, flattened to `key.path = value` leaves, for distances.
    var leaves: [String: String]
  }

  static func lines() -> [String] {
    let runs = BuiltInScenarios.all.map { scenario in
      var simulation = Simulation(scenario: scenario)
      let trace = simulation.run()
      return Run(
        scenario: scenario,
        findings: Detectors.findings(in: trace, thresholds: scenario.thresholds),
        leaves: flattened(ScenarioFile.encode(scenario)))
    }
    var lines: [String] = []
    for info in Detectors.infos {
      lines += section(info, runs: runs)
    }
    return lines.dropLast()
  }

  static func section(_ detector: DetectorInfo, runs: [Run]) -> [String] {
    let grading = detector.grading(.standard)
    var lines = [
      "### \(detector.id)", "", detector.details(.standard), "",
      "| warning | error |", "| --- | --- |",
      "| \(grading.warning ?? "never") | \(grading.error) |", "",
      "Reads: " + detector.needs.description + ". A recording that lacks any of these does not "
        + "run it (<doc:Recordings#What-each-detector-needs>).", "",
      "Sources: " + detector.sources.map(\.markdown).joined(separator: ", ") + ".", "",
    ]
    lines += remedies(detector.remedies)
    let fires = { (run: Run) in
      run.findings.contains { $0.detector == detector.id && $0.severity == .error }
    }
    guard let failing = runs.first(where: fires) else {
      return lines + ["No built-in scenario shows it at error severity.", ""]
    }
    let line = failing.findings.first { $0.detector == detector.id && $0.severity == .error }
      .map { $0.line(scenario: failing.scenario.name) }
    lines += ["It fires in `\(failing.scenario.name)` (\(failing.scenario.summary)):", ""]
    lines += ["```text", line ?? "", "```", ""]
    // Clean: a run that passes a check (no error at all) and shows no sign of this detector.
    let clean = runs.filter { run in
      !run.findings.contains { $0.detector == detector.id || $0.severity == .error }
    }
    if let nearest = clean.min(by: {
      distance(failing.leaves, $0.leaves) < distance(failing.leaves, $1.leaves)
    }) {
      let fields = differences(failing.leaves, nearest.leaves).map { "`\($0)`" }
      lines += [
        "The nearest clean built-in is `\(nearest.scenario.name)`"
          + " (\(nearest.scenario.summary)); it differs in "
          + fields.joined(separator: ", ") + ".", "",
      ]
    }
    return lines
  }

  /// How many leaves differ between two flattened scenarios.
  static func distance(_ lhs: [String: String], _ rhs: [String: String]) -> Int {
    differences(lhs, rhs).count
  }

  /// The leaves that differ between two flattened scenarios, leaving out name, summary and expect,
  /// sorted.
  static func differences(_ lhs: [String: String], _ rhs: [String: String]) -> [String] {
    Set(lhs.keys).union(rhs.keys).filter { key in
      key != "name" && key != "summary" && key != "expect" && lhs[key] != rhs[key]
    }.sorted()
  }

  /// `value`'s leaves by dotted path; arrays count as one leaf each, as written.
  static func flattened(_ value: JSONValue, prefix: String = "") -> [String: String] {
    guard case .object(let members) = value else {
      return [prefix: JSONWriter(style: .compact).string(value)]
    }
    var leaves: [String: String] = [:]
    for (key, member) in members {
      leaves.merge(flattened(member, prefix: prefix.isEmpty ? key : prefix + "." + key)) { $1 }
    }
    return leaves
  }

  /// What to write, per framework: its summary with its source, then its code.
  static func remedies(_ remedies: [Remedy]) -> [String] {
    var lines = ["What to write:", ""]
    for remedy in remedies {
      lines += ["- **\(remedy.framework)**: \(remedy.summary) (\(remedy.source.markdown))", ""]
      let language =
        switch remedy.framework {
        case .uiKit, .swiftUI: "swift"
        case .reactNative, .reactNativeKeyboardController: "javascript"
        case .compose: "kotlin"
        case .flutter: "dart"
        }
      lines += ["  ```\(language)"] + remedy.code.split(separator: "\n").map { "  " + $0 }
      lines += ["  ```", ""]
    }
    return lines
  }
}
