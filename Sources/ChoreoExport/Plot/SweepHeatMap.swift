import ChoreoExploration
import ChoreoTimeline

/// An SVG heat map of a two-field sweep: one cell per combination, coloured by the set of
/// detectors that broke it, clean cells pale green, invalid combinations grey, with a legend
/// counting each outcome.
public struct SweepHeatMap: Sendable {
  /// The two varied fields: the first across, the second down.
  public var axes: [SweepAxis]
  /// The scenario's name.
  public var scenario: String
  private var cells: [SweepSummary.Outcome]

  /// An empty map for a sweep over exactly two `axes`.
  public init(scenario: String, axes: [SweepAxis]) {
    precondition(axes.count == 2, "a heat map needs two axes")
    self.scenario = scenario
    self.axes = axes
    cells = Array(
      repeating: .judged([]), count: axes[0].values.count * axes[1].values.count)
  }

  /// Records one result.
  public mutating func add(_ result: Sweep.Result) {
    cells[result.index] = result.invalid == nil ? .judged(result.errors) : .invalid
  }

  /// About how wide a character of a 10 pt label is.
  private static let characterWidth = 6.0

  private static let colors = [
    "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#1b9e77", "#666666",
    "#1f78b4", "#b2df8a",
  ]

  /// The heat map as an SVG document.
  public func render() -> String {
    let columns = axes[0].values.count
    let rows = axes[1].values.count
    // Cells as large as 48 px for a small sweep, down to 2 px for a large one.
    let cell = max(2, min(48, 640 / Double(max(columns, rows))))
    // Text is about 6 pt a character at 10 pt: the row labels widen the left margin, and column
    // labels wider than a cell are turned up to the right, which deepens the top margin.
    let rowLabel = axes[1].values.map(\.description.count).max() ?? 0
    let columnLabel = axes[0].values.map(\.description.count).max() ?? 0
    let turned = Double(columnLabel) * Self.characterWidth > cell
    let left = max(110, 36 + Double(rowLabel) * Self.characterWidth)
    let top = 70 + (turned ? Double(columnLabel) * Self.characterWidth * 0.71 : 0)
    let gridWidth = cell * Double(columns)
    let gridHeight = cell * Double(rows)
    var outcomes: [SweepSummary.Outcome] = []
    for outcome in cells where !outcomes.contains(outcome) { outcomes.append(outcome) }
    // Clean first, then the detector sets by their bits, then invalid combinations.
    func rank(_ outcome: SweepSummary.Outcome) -> Int {
      switch outcome {
      case .judged(let errors): errors.isEmpty ? -1 : Int(errors.rawValue)
      case .invalid: Int.max
      }
    }
    outcomes.sort { rank($0) < rank($1) }
    let broken = outcomes.filter { rank($0) >= 0 && $0 != .invalid }
    func color(_ outcome: SweepSummary.Outcome) -> String {
      switch outcome {
      case .judged(let errors) where errors.isEmpty: return "#c7e9c0"
      case .invalid: return "#d9d9d9"
      case .judged: return Self.colors[(broken.firstIndex(of: outcome) ?? 0) % Self.colors.count]
      }
    }
    var svg = SVGWriter()
    let title = "sweep of \(scenario): \(axes[0].name) across, \(axes[1].name) down"
    let width = max(left + gridWidth + 300, left + Double(title.count) * 8.5)
    let height = max(top + gridHeight + 60, top + Double(outcomes.count) * 20 + 60)
    svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    svg.text(
      title,
      [
        ("x", n(left)), ("y", "26"), ("font-size", "15"), ("font-weight", "bold"),
        ("fill", "#222222"),
      ])
    for row in 0..<rows {
      for column in 0..<columns {
        let outcome = cells[column * rows + row]
        svg.element(
          "rect",
          [
            ("x", n(left + Double(column) * cell)), ("y", n(top + Double(row) * cell)),
            ("width", n(cell)), ("height", n(cell)), ("fill", color(outcome)),
          ])
      }
    }
    svg.element(
      "rect",
      [
        ("x", n(left)), ("y", n(top)), ("width", n(gridWidth)), ("height", n(gridHeight)),
        ("fill", "none"), ("stroke", "#222222"),
      ])
    drawLabels(
      cell: cell, left: left, top: top, gridHeight: gridHeight, turned: turned, into: &svg)
    drawLegend(
      outcomes, color: color, left: left + gridWidth + 24, top: top + 8, into: &svg)
    return svg.document(width: width, height: height, title: "sweep of \(scenario)")
  }

  /// Each axis's name and its values along the grid, thinned so they do not overlap.
  private func drawLabels(
    cell: Double, left: Double, top: Double, gridHeight: Double, turned: Bool,
    into svg: inout SVGWriter
  ) {
    let columns = axes[0].values.count
    let rows = axes[1].values.count
    let labelStep = max(1, Int((28 / cell).rounded(.up)))
    for column in stride(from: 0, to: columns, by: labelStep) {
      let x = n(left + (Double(column) + 0.5) * cell)
      var attributes = [("x", x), ("y", n(top - 6)), ("font-size", "10")]
      attributes +=
        turned
        ? [("text-anchor", "start"), ("transform", "rotate(-45 \(x) \(n(top - 6)))")]
        : [("text-anchor", "middle")]
      svg.text(axes[0].values[column].description, attributes + [("fill", "#444444")])
    }
    for row in stride(from: 0, to: rows, by: labelStep) {
      svg.text(
        axes[1].values[row].description,
        [
          ("x", n(left - 6)), ("y", n(top + (Double(row) + 0.5) * cell + 3)), ("font-size", "10"),
          ("text-anchor", "end"), ("fill", "#444444"),
        ])
    }
    svg.text(
      axes[0].label,
      [("x", n(left)), ("y", n(turned ? 46 : top - 22)), ("font-size", "12"), ("fill", "#222222")])
    svg.text(
      axes[1].label,
      [
        ("x", "16"), ("y", n(top + gridHeight / 2)), ("font-size", "12"), ("fill", "#222222"),
        ("text-anchor", "middle"), ("transform", "rotate(-90 16 \(n(top + gridHeight / 2)))"),
      ])
  }

  /// A swatch and a count for each outcome.
  private func drawLegend(
    _ outcomes: [SweepSummary.Outcome], color: (SweepSummary.Outcome) -> String, left: Double,
    top: Double, into svg: inout SVGWriter
  ) {
    var legendY = top
    for outcome in outcomes {
      let count = cells.filter { $0 == outcome }.count
      svg.element(
        "rect",
        [
          ("x", n(left)), ("y", n(legendY - 10)), ("width", "14"),
          ("height", "14"), ("fill", color(outcome)), ("stroke", "#222222"),
          ("stroke-width", "0.5"),
        ])
      svg.text(
        "\(outcome) (\(count))",
        [
          ("x", n(left + 20)), ("y", n(legendY + 1)), ("font-size", "11"),
          ("fill", "#222222"),
        ])
      legendY += 20
    }
  }

  private func n(_ value: Double) -> String { SVGWriter.number(value) }
}
