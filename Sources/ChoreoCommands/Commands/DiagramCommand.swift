import Choreography
import Foundation

/// `choreo diagram`: the machine's states and transitions as Graphviz DOT or Mermaid, optionally
/// with one run overlaid; `--all` regenerates the `Diagrams/` folder.
struct DiagramCommand: ChoreoCommand {
  /// What is exported.
  enum Format: String, CaseIterable, Sendable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid state diagram.
    case mermaid
    /// The transition table in Markdown.
    case table
  }

  static let format = CommandOption<Format>.choice(
    "format", help: "dot, mermaid, or table (the transition table in Markdown) (default: dot).")
  static let trace = CommandOption<String>.text(
    "trace", valueName: "scenario",
    help: "Overlay one run: a built-in scenario name or a scenario file.")
  static let output = SharedOptions.output(help: "Write to a file instead of standard output.")
  static let all = CommandOption<String>.text(
    "all", valueName: "directory",
    help: "Regenerate every diagram into a directory (the repository's Diagrams/).")

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
    options: [format.spec, trace.spec, SharedOptions.fps.spec, output.spec, all.spec])

  /// What to export.
  var format: Format
  /// The run to overlay, if any.
  var trace: String?
  /// The refresh rate to sample the run at, if not the scenario's.
  var refreshRate: RefreshRate?
  /// Where to write, if not to standard output.
  var output: String?
  /// The directory to regenerate every diagram into, if asked.
  var allDirectory: String?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    let name = Self.spec.name
    format = try arguments.value(Self.format, command: name) ?? .dot
    trace = try arguments.value(Self.trace, command: name)
    refreshRate = try arguments.value(SharedOptions.fps, command: name)
    output = try arguments.value(Self.output, command: name)
    allDirectory = try arguments.value(Self.all, command: name)
    if allDirectory != nil && (trace != nil || output != nil) {
      throw .usage(
        "'--all' writes every diagram; it cannot be combined with '--trace' or '--output'.",
        command: name)
    }
    if trace != nil && format == .table {
      throw .usage(
        "'--trace' draws a run on a diagram; use it with dot or mermaid.", command: name)
    }
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    if let allDirectory { return try Self.writeAll(to: allDirectory) }
    var overlay: DiagramOverlay?
    if let trace {
      overlay = Self.overlay(for: try ScenarioLoader.load(trace, refreshRate: refreshRate))
    }
    let text =
      switch format {
      case .mermaid: MermaidRenderer().render(overlay: overlay)
      case .table: TransitionTableRenderer().render()
      case .dot: DOTRenderer().render(overlay: overlay)
      }
    if let output {
      try AtomicFile.write(text, to: output)
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
      let plot = TimelinePlot(runs: [TimelinePlot.Run(scenario)]).render()
      files.append(("plots/\(scenario.name).svg", plot))
    }
    let comparison = TimelinePlot(runs: [
      TimelinePlot.Run(BuiltInScenarios.naiveDelayedFocus),
      TimelinePlot.Run(BuiltInScenarios.prewarmHandoff),
    ])
    files.append(("plots/naive-delayed-focus-vs-prewarm-handoff.svg", comparison.render()))
    if let fixed = fixComparison(BuiltInScenarios.naiveImmediateFocus) {
      files.append(("plots/naive-immediate-focus-fixed.svg", fixed))
    }
    files.append(("plots/presentation-contexts.svg", ContextDiagram.allContexts.render()))
    if let heatMap = contextsByMeasure() {
      files.append(("plots/contexts-by-measure.svg", heatMap))
    }
    return files
  }

  /// `scenario` before and after the first fix `choreo fix` finds for it, one above the other:
  /// the picture of the documentation's "Finding a fix".
  static func fixComparison(_ scenario: Scenario) -> String? {
    guard let fix = FixSearch(scenario: scenario).run().fixes.first else { return nil }
    var fixed = scenario
    for change in fix.changes {
      guard let field = ScenarioFields.field(change.key),
        (try? field.apply(change.to, to: &fixed, file: "fix")) != nil
      else { return nil }
    }
    fixed.name += " (fixed)"
    fixed.summary = "the first fix choreo fix finds: " + fix.summary
    return TimelinePlot(runs: [TimelinePlot.Run(scenario), TimelinePlot.Run(fixed)]).render()
  }

  /// The heat map of which handler computation holds in which presentation context, on the
  /// iPad where every context exists: the one the documentation shows.
  static func contextsByMeasure() -> String? {
    let expressions = [
      "screen.handler.measure=overlap,frame-height,screen-minus-origin,view-overlap,layout-guide",
      "screen.container=full-screen,tab-bar,toolbar,offset-child,page-sheet,form-sheet,popover,"
        + "split-column",
    ]
    guard
      let axes = try? expressions.map({ expression throws(SweepAxis.SyntaxError) in
        try SweepAxis(parsing: expression)
      }),
      let sweep = try? Sweep(
        base: BuiltInScenarios.popoverViewOverlap, axes: axes, source: "--vary")
    else { return nil }
    var heatMap = SweepHeatMap(scenario: BuiltInScenarios.popoverViewOverlap.name, axes: axes)
    sweep.run(concurrency: 1) { heatMap.add($0) }
    return heatMap.render()
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
