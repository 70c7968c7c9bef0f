import Choreography
import Foundation

/// `choreo diagram`: the machine's states and transitions as Graphviz DOT or Mermaid, optionally
/// with one run overlaid; `--all` regenerates the `Diagrams/` folder.
enum DiagramCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "diagram",
    abstract:
      "Export the machine's diagram as Graphviz DOT or Mermaid, optionally with a run on it.",
    discussion: """
      Generated from the controller's transition tables, never drawn by hand. Each region is a
      cluster; edges read 'event [guards] / effects' ('?' marks an effect an option can turn off).
      With --trace, the transitions the run took are numbered with their times, rejected events
      are listed, and findings are marked on the phase their region was in.
      --all <directory> writes machine.dot, machine.mmd, traces/<scenario>.dot and
      plots/<scenario>.svg for every built-in scenario (and a plot of naive-delayed-focus against
      prewarm-handoff), and renders each .dot to .svg when Graphviz's 'dot' is installed.
      """,
    arguments: [],
    options: [
      .init(
        name: "format", valueName: "format",
        help: "dot, mermaid, or table (the transition table in Markdown) (default: dot).",
        allowedValues: ["dot", "mermaid", "table"]),
      .init(
        name: "trace", valueName: "scenario",
        help: "Overlay one run: a built-in scenario name or a scenario file."),
      .fps,
      .init(
        name: "output", short: "o", valueName: "file",
        help: "Write to a file instead of standard output."),
      .init(
        name: "all", valueName: "directory",
        help: "Regenerate every diagram into a directory (the repository's Diagrams/)."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
  {
    if let directory = arguments.value("all") {
      if arguments.value("trace") != nil || arguments.value("output") != nil {
        throw .usage(
          "'--all' writes every diagram; it cannot be combined with '--trace' or '--output'.",
          command: "diagram")
      }
      return try writeAll(to: directory)
    }
    let format = arguments.value("format") ?? "dot"
    var overlay: DiagramOverlay?
    if let reference = arguments.value("trace") {
      guard format != "table" else {
        throw .usage(
          "'--trace' draws a run on a diagram; use it with dot or mermaid.", command: "diagram")
      }
      let scenario = try ScenarioLoader.load(reference, refreshRate: arguments.refreshRate)
      overlay = Self.overlay(for: scenario)
    }
    let text =
      switch format {
      case "mermaid": MermaidRenderer().render(overlay: overlay)
      case "table": TransitionTableRenderer().render()
      default: DOTRenderer().render(overlay: overlay)
      }
    if let path = arguments.value("output") {
      try AtomicFile.write(text, to: path)
      return CommandOutput()
    }
    return CommandOutput(standardOutput: text)
  }

  static func overlay(for scenario: Scenario) -> DiagramOverlay {
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    return DiagramOverlay(
      trace: trace, findings: Detectors.findings(in: trace, thresholds: scenario.thresholds))
  }

  /// Every diagram the repository commits, by file name relative to the Diagrams directory.
  static func allDiagrams() -> [(path: String, text: String)] {
    var files: [(String, String)] = [
      ("machine.dot", DOTRenderer().render()), ("machine.mmd", MermaidRenderer().render()),
    ]
    for scenario in BuiltInScenarios.all {
      files.append(
        ("traces/\(scenario.name).dot", DOTRenderer().render(overlay: overlay(for: scenario))))
    }
    for scenario in BuiltInScenarios.all {
      let plot = TimelinePlot(runs: [PlotCommand.run(scenario)]).render()
      files.append(("plots/\(scenario.name).svg", plot))
    }
    let comparison = TimelinePlot(runs: [
      PlotCommand.run(BuiltInScenarios.naiveDelayedFocus),
      PlotCommand.run(BuiltInScenarios.prewarmHandoff),
    ])
    files.append(("plots/naive-delayed-focus-vs-prewarm-handoff.svg", comparison.render()))
    return files
  }

  private static func writeAll(to directory: String) throws(CommandError) -> CommandOutput {
    do {
      for folder in ["traces", "plots"] {
        try FileManager.default.createDirectory(
          atPath: directory + "/" + folder, withIntermediateDirectories: true)
      }
    } catch {
      throw .cannotWrite(path: directory, reason: error.localizedDescription)
    }
    var written: [String] = []
    var notes = ""
    let dot = Graphviz.executable
    for (path, text) in allDiagrams() {
      let full = directory + "/" + path
      try AtomicFile.write(text, to: full)
      written.append(full)
      if let dot, path.hasSuffix(".dot") {
        let svg = String(full.dropLast(4)) + ".svg"
        let warnings = try Graphviz.renderSVG(dotFile: full, svgFile: svg, executable: dot)
        if !warnings.isEmpty { notes += "warning: dot on \(full): \(warnings)" }
        written.append(svg)
      }
    }
    if dot == nil {
      notes += "note: Graphviz 'dot' is not installed; .svg files were not rendered\n"
    }
    return CommandOutput(
      standardOutput: written.map { "wrote \($0)" }.joined(separator: "\n") + "\n",
      standardError: notes)
  }
}
