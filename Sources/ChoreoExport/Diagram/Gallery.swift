import ChoreoDetectors
import ChoreoExploration
import ChoreoScenarios
import ChoreoTimeline

/// Every picture the code can draw of the machine and the built-in scenarios, by file name, and
/// which of them the repository keeps.
///
/// The repository keeps only what a reader needs: the machine's diagram in `Diagrams/` (its DOT
/// and Mermaid sources) and the pictures the documentation shows, in the DocC catalog's
/// `Resources/`. The gallery (a trace overlay and a plot of every built-in) is generated on demand
/// by `choreo diagram --all <directory>`, and rendered by CI without being committed.
public enum Gallery {
  /// One picture: where it goes (relative to the gallery's folder) and its text.
  public struct Picture: Sendable {
    /// The file's path in the gallery: `machine.dot`, `traces/<scenario>.dot`, `plots/<name>.svg`.
    public var path: String
    /// The DOT, Mermaid or SVG text.
    public var text: String
  }

  /// The machine's diagram, as `Diagrams/` keeps it: DOT and Mermaid.
  public static var machine: [Picture] {
    [
      Picture(path: "machine.dot", text: DOTRenderer().render()),
      Picture(path: "machine.mmd", text: MermaidRenderer().render()),
    ]
  }

  /// The pictures the documentation shows that the code draws, as the catalog's `Resources/`
  /// keeps them (the machine's SVG is Graphviz's rendering of `machine.dot`, and the playback
  /// still a browser's screenshot).
  public static var documentation: [Picture] {
    var pictures = [
      Picture(
        path: "naive-delayed-focus-vs-prewarm-handoff.svg",
        text: TimelinePlot(runs: [
          TimelinePlot.Run(BuiltInScenarios.naiveDelayedFocus),
          TimelinePlot.Run(BuiltInScenarios.prewarmHandoff),
        ]).render()),
      Picture(path: "presentation-contexts.svg", text: ContextDiagram.allContexts.render()),
    ]
    if let fixed = fixComparison(BuiltInScenarios.naiveImmediateFocus) {
      pictures.append(Picture(path: "naive-immediate-focus-fixed.svg", text: fixed))
    }
    if let heatMap = contextsByMeasure() {
      pictures.append(Picture(path: "contexts-by-measure.svg", text: heatMap))
    }
    return pictures
  }

  /// Everything: the machine, a trace overlay and a plot of every built-in scenario, and the
  /// documentation's pictures, for `choreo diagram --all`.
  public static var all: [Picture] {
    var pictures = machine
    for scenario in BuiltInScenarios.all {
      pictures.append(
        Picture(
          path: "traces/\(scenario.name).dot",
          text: DOTRenderer().render(overlay: overlay(for: scenario))))
    }
    for scenario in BuiltInScenarios.all {
      pictures.append(
        Picture(
          path: "plots/\(scenario.name).svg",
          text: TimelinePlot(runs: [TimelinePlot.Run(scenario)]).render()))
    }
    pictures += documentation.map { Picture(path: "plots/" + $0.path, text: $0.text) }
    return pictures
  }

  /// The run of `scenario` as a diagram overlay: its transitions and findings.
  public static func overlay(for scenario: Scenario) -> DiagramOverlay {
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    return DiagramOverlay(
      trace: trace, findings: Detectors.findings(in: trace, thresholds: scenario.thresholds))
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
      "screen.container=full-screen,tab-bar,opaque-tab-bar,toolbar,offset-child,page-sheet,"
        + "form-sheet,popover,split-column",
    ]
    guard
      let axes = try? expressions.map({ expression throws(SweepAxis.SyntaxError) in
        try SweepAxis(parsing: expression)
      }),
      let sweep = try? Sweep(
        base: BuiltInScenarios.popoverViewOverlap, axes: axes, source: "the gallery")
    else { return nil }
    var heatMap = SweepHeatMap(scenario: BuiltInScenarios.popoverViewOverlap.name, axes: axes)
    sweep.run(concurrency: 1) { heatMap.add($0) }
    return heatMap.render()
  }
}
