import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

extension Panel {
  /// The legend beside the chart: the series the run holds, the motion shading, and the
  /// findings numbered as on the chart.
  func drawLegend(into svg: inout SVGWriter) {
    let x0 = TimelinePlot.legendLeft
    var yPosition = chartTop + 6
    let entries: [(FrameSample.Quantity, String, String, String?, Bool)] = [
      (.sheetTop, "sheet top", Palette.sheet, nil, false),
      keyboardImplied
        ? (.keyboardTop, "keyboard top (implied)", Palette.keyboard, "2 3", false)
        : (.keyboardTop, "keyboard top", Palette.keyboard, nil, false),
      (.composerTop, "input bar top", Palette.bar, nil, false),
      (.composerBottom, "input bar bottom", Palette.bar, "5 3", false),
      (.accessoryHeight, "accessory strip", Palette.accessory, nil, true),
    ]
    for (_, label, color, dash, isBand) in entries.filter({ holds($0.0) }) {
      if isBand {
        svg.element(
          "rect",
          [
            ("x", n(x0)), ("y", n(yPosition - 5)), ("width", "22"), ("height", "10"),
            ("fill", color), ("fill-opacity", "0.3"),
          ])
      } else {
        var attributes = [
          ("x1", n(x0)), ("y1", n(yPosition)), ("x2", n(x0 + 22)), ("y2", n(yPosition)),
          ("stroke", color), ("stroke-width", "2"),
        ]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        svg.element("line", attributes)
      }
      svg.text(
        label,
        [("x", n(x0 + 28)), ("y", n(yPosition + 4)), ("font-size", "11"), ("fill", Palette.ink)])
      yPosition += 18
    }
    if let bar = run.context?.bottomBar {
      svg.element(
        "rect",
        [
          ("x", n(x0)), ("y", n(yPosition - 6)), ("width", "22"), ("height", "12"),
          ("fill", Palette.containerBar), ("fill-opacity", "0.35"),
        ])
      svg.text(
        bar.name,
        [("x", n(x0 + 28)), ("y", n(yPosition + 4)), ("font-size", "11"), ("fill", Palette.ink)])
      yPosition += 18
    }
    for (quantity, label, color) in [
      (FrameSample.Quantity.sheetTop, "sheet moving", Palette.sheet),
      (.keyboardTop, "keyboard moving", Palette.keyboard),
    ] where holds(quantity) {
      svg.element(
        "rect",
        [
          ("x", n(x0)), ("y", n(yPosition - 6)), ("width", "22"), ("height", "12"), ("fill", color),
          ("fill-opacity", "0.15"),
        ])
      svg.text(
        label,
        [("x", n(x0 + 28)), ("y", n(yPosition + 4)), ("font-size", "11"), ("fill", Palette.ink)])
      yPosition += 18
    }
    svg.element(
      "circle",
      [
        ("cx", n(x0 + 11)), ("cy", n(yPosition)), ("r", "6"), ("fill", "none"),
        ("stroke", Palette.finding), ("stroke-width", "2"),
      ])
    svg.text(
      "finding (numbered)",
      [("x", n(x0 + 28)), ("y", n(yPosition + 4)), ("font-size", "11"), ("fill", Palette.ink)])
    yPosition += 24
    for (number, finding) in run.findings.enumerated().prefix(8) {
      svg.text(
        "\(number + 1) \(finding.severity) [\(finding.detector)] \(finding.time) ms",
        [
          ("x", n(x0)), ("y", n(yPosition)), ("font-size", "10"),
          ("fill", finding.severity == .error ? Palette.finding : Palette.ink),
        ])
      yPosition += 14
    }
  }
}
