import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline

/// An SVG chart of one run, or several stacked on one time axis: the sheet, the keyboard and the
/// input bar over time, with shaded animation spans, labelled event markers, each finding drawn
/// where it fired, a legend, and a filmstrip of the phone at key frames underneath.
///
/// Screen y runs down the chart, top of the screen at the top, as on the device. The SVG has an
/// opaque background, so it reads the same in light and dark viewers.
public struct TimelinePlot: Sendable {
  /// One run to draw.
  public struct Run: Sendable {
    /// The recorded run to draw.
    public var trace: Trace
    /// The scenario's one-line summary.
    public var summary: String
    /// The findings the detectors named.
    public var findings: [Finding]
    /// Where the run's screen lives when it is not the presented sheet (a tab, a view under a
    /// toolbar): pictures draw its bar and no sheet.
    ///
    /// `nil` for the sheet, and for a recording,
    /// which does not say.
    public var context: ViewContext?

    /// A run with every field given.
    public init(trace: Trace, summary: String, findings: [Finding], context: ViewContext? = nil) {
      self.trace = trace
      self.summary = summary
      self.findings = findings
      self.context = context
    }

    /// A run of `scenario`, simulated and judged against its thresholds.
    public init(_ scenario: Scenario) {
      var simulation = Simulation(scenario: scenario)
      let trace = simulation.run()
      self.init(
        trace: trace, summary: scenario.summary,
        findings: Detectors.findings(in: trace, thresholds: scenario.thresholds),
        context: scenario.screen.container.isSheet
          ? nil : scenario.screen.viewContext(on: scenario.platform))
    }
  }

  /// The runs, drawn top to bottom.
  public var runs: [Run]

  /// A plot of `runs`.
  public init(runs: [Run]) {
    self.runs = runs
  }

  static let width = 1000.0
  static let left = 64.0
  static let plotWidth = 736.0
  static let legendLeft = 820.0
  static let chartHeight = 300.0
  static let markerBand = 60.0
  static let titleHeight = 46.0
  static let axisHeight = 34.0
  static let filmHeight = 196.0
  static let panelGap = 24.0

  static var panelHeight: Double {
    titleHeight + markerBand + chartHeight + axisHeight + filmHeight
  }

  /// The plot as an SVG document, one panel per run.
  public func render() -> String {
    var svg = SVGWriter()
    let height =
      Double(runs.count) * Self.panelHeight + Double(max(0, runs.count - 1)) * Self.panelGap
    svg.element(
      "rect", [("width", "100%"), ("height", "100%"), ("fill", Palette.background)])
    let duration = runs.map(\.trace.endTime.milliseconds).max() ?? 1
    for (index, run) in runs.enumerated() {
      let top = Double(index) * (Self.panelHeight + Self.panelGap)
      var panel = Panel(run: run, index: index, top: top, duration: max(duration, 1))
      panel.draw(into: &svg)
    }
    let title = runs.map(\.trace.scenario).joined(separator: " vs ")
    return svg.document(width: Self.width, height: height, title: "timeline of \(title)")
  }
}

extension TimelinePlot.Run {
  /// Whether the run holds `quantity` (a recording holds only what its recorder saw, a screen
  /// that is not the sheet has no sheet): pictures draw only those.
  public func holds(_ quantity: FrameSample.Quantity) -> Bool {
    let contents = trace.contents
    switch quantity {
    case .sheetTop: return contents.contains(.sheetMotion) && context == nil
    case .keyboardTop, .dockedKeyboardTop:
      return contents.contains(.keyboardMotion) || contents.contains(.impliedKeyboardMotion)
    case .composerTop, .composerBottom: return contents.contains(.layoutMotion)
    case .accessoryHeight:
      // A screen without an accessory strip holds none to draw.
      return contents.contains(.accessoryMotion) && trace.frames.contains { $0.accessoryHeight > 0 }
    default: return true
    }
  }
}

/// Colours chosen to stay distinct in print and for common colour-vision deficiencies.
enum Palette {
  static let background = "#ffffff"
  static let ink = "#222222"
  static let muted = "#6b6b6b"
  static let grid = "#e4e4e4"
  static let sheet = "#1f6fb2"
  static let keyboard = "#e67e22"
  static let bar = "#2e8b57"
  static let accessory = "#8e44ad"
  static let finding = "#c0392b"
  static let screen = "#f2f2f2"
  static let keys = "#5a5a5a"
  static let containerBar = "#9aa5b1"
}
