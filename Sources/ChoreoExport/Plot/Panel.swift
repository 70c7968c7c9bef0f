import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// One run's chart and filmstrip within a ``TimelinePlot``.
struct Panel {
  let run: TimelinePlot.Run
  let index: Int
  let top: Double
  let duration: Double

  var trace: Trace { run.trace }
  var chartTop: Double { top + TimelinePlot.titleHeight + TimelinePlot.markerBand }
  var chartBottom: Double { chartTop + TimelinePlot.chartHeight }

  init(run: TimelinePlot.Run, index: Int, top: Double, duration: Double) {
    self.run = run
    self.index = index
    self.top = top
    self.duration = duration
  }

  func x(_ time: Ticks) -> Double {
    TimelinePlot.left + time.milliseconds / duration * TimelinePlot.plotWidth
  }

  /// Room inside the chart above the screen's top and below its bottom, so that a finding's
  /// circle on the screen's edge is not cut by the chart's frame, and the filmstrip's letters
  /// along the bottom stay clear of the curves.
  static let topInset = 10.0
  static let bottomInset = 20.0

  /// Chart pixels per point of screen.
  var yScale: Double {
    (TimelinePlot.chartHeight - Self.topInset - Self.bottomInset) / trace.device.height
  }

  func y(_ value: Double) -> Double {
    chartTop + Self.topInset + value * yScale
  }

  mutating func draw(into svg: inout SVGWriter) {
    svg.open("g", [("id", "run-\(index)")])
    drawTitle(into: &svg)
    drawGrid(into: &svg)
    let clip = "chart-clip-\(index)"
    svg.open("clipPath", [("id", clip)])
    svg.element(
      "rect",
      [
        ("x", n(TimelinePlot.left)), ("y", n(chartTop)), ("width", n(TimelinePlot.plotWidth)),
        ("height", n(TimelinePlot.chartHeight)),
      ])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#\(clip))")])
    drawMotionSpans(into: &svg)
    drawBottomBar(into: &svg)
    drawCurves(into: &svg)
    svg.close("g")
    drawMarkers(into: &svg)
    drawFindings(into: &svg)
    drawLegend(into: &svg)
    Filmstrip(panel: self).draw(into: &svg)
    svg.close("g")
  }

  func n(_ value: Double) -> String { SVGWriter.number(value) }

  private func drawTitle(into svg: inout SVGWriter) {
    let device = trace.device
    svg.text(
      "\(trace.scenario): \(run.summary)",
      [
        ("x", n(TimelinePlot.left)), ("y", n(top + 20)), ("font-size", "16"),
        ("font-weight", "bold"), ("fill", Palette.ink),
      ])
    let errors = run.findings.filter { $0.severity == .error }.count
    let verdict =
      run.findings.isEmpty
      ? "no findings"
      : "\(errors) error\(errors == 1 ? "" : "s"), \(run.findings.count - errors) warning\(run.findings.count - errors == 1 ? "" : "s")"
    svg.text(
      "\(device.name) \(FixedPoint.compact(device.width))x\(FixedPoint.compact(device.height)) pt, "
        + "\(trace.refreshRate); \(verdict)",
      [
        ("x", n(TimelinePlot.left)), ("y", n(top + 38)), ("font-size", "12"),
        ("fill", run.findings.isEmpty ? Palette.muted : Palette.finding),
      ])
  }

  private func drawGrid(into svg: inout SVGWriter) {
    svg.element(
      "rect",
      [
        ("x", n(TimelinePlot.left)), ("y", n(chartTop)), ("width", n(TimelinePlot.plotWidth)),
        ("height", n(TimelinePlot.chartHeight)), ("fill", "none"), ("stroke", Palette.muted),
        ("stroke-width", "1"),
      ])
    let step = [100.0, 250, 500, 1000, 2000, 5000, 10000].first { duration / $0 <= 12 } ?? 20000
    var time = 0.0
    while time <= duration + 0.001 {
      let xPosition = TimelinePlot.left + time / duration * TimelinePlot.plotWidth
      svg.element(
        "line",
        [
          ("x1", n(xPosition)), ("y1", n(chartTop)), ("x2", n(xPosition)), ("y2", n(chartBottom)),
          ("stroke", Palette.grid), ("stroke-width", "1"),
        ])
      svg.text(
        FixedPoint.compact(time),
        [
          ("x", n(xPosition)), ("y", n(chartBottom + 14)), ("font-size", "11"),
          ("text-anchor", "middle"), ("fill", Palette.muted),
        ])
      time += step
    }
    svg.text(
      "time (ms)",
      [
        ("x", n(TimelinePlot.left + TimelinePlot.plotWidth)), ("y", n(chartBottom + 28)),
        ("font-size", "11"), ("text-anchor", "end"), ("fill", Palette.muted),
      ])
    var value = 0.0
    while value <= trace.device.height {
      let yPosition = y(value)
      svg.element(
        "line",
        [
          ("x1", n(TimelinePlot.left)), ("y1", n(yPosition)),
          ("x2", n(TimelinePlot.left + TimelinePlot.plotWidth)), ("y2", n(yPosition)),
          ("stroke", Palette.grid), ("stroke-width", "1"),
        ])
      svg.text(
        FixedPoint.compact(value),
        [
          ("x", n(TimelinePlot.left - 6)), ("y", n(yPosition + 4)), ("font-size", "11"),
          ("text-anchor", "end"), ("fill", Palette.muted),
        ])
      value += 200
    }
    svg.text(
      "screen y (pt)",
      [
        ("x", n(14)), ("y", n(chartTop + TimelinePlot.chartHeight / 2)), ("font-size", "11"),
        ("fill", Palette.muted), ("text-anchor", "middle"),
        ("transform", "rotate(-90 14 \(n(chartTop + TimelinePlot.chartHeight / 2)))"),
      ])
  }

  /// The container's bar (a tab bar, a toolbar) as a band across the chart at its height on
  /// screen, labelled: what the layout must clear, and often the cause of a finding.
  private func drawBottomBar(into svg: inout SVGWriter) {
    guard let bar = run.context?.bottomBar else { return }
    svg.element(
      "rect",
      [
        ("x", n(TimelinePlot.left)), ("y", n(y(bar.frame.y))),
        ("width", n(TimelinePlot.plotWidth)), ("height", n(bar.frame.height * yScale)),
        ("fill", Palette.containerBar), ("fill-opacity", "0.35"),
      ])
    svg.text(
      bar.name + (bar.isTranslucent ? " (translucent: the view runs under it)" : " (opaque)"),
      [
        ("x", n(TimelinePlot.left + 6)), ("y", n(y(bar.frame.maxY) - 4)), ("font-size", "10"),
        ("fill", Palette.ink),
      ])
  }

  /// Spans of frames in which `quantity` changes.
  func motionSpans(of quantity: FrameSample.Quantity) -> [(Int, Int)] {
    var spans: [(Int, Int)] = []
    var start: Int?
    for index in trace.frames.indices.dropFirst() {
      let moving =
        abs(trace.frames[index][quantity] - trace.frames[index - 1][quantity]) > Trace.motionEpsilon
      if moving, start == nil { start = index - 1 }
      if !moving, let first = start {
        spans.append((first, index - 1))
        start = nil
      }
    }
    if let first = start { spans.append((first, trace.frames.count - 1)) }
    return spans
  }

  private func drawMotionSpans(into svg: inout SVGWriter) {
    for (quantity, color) in [
      (FrameSample.Quantity.sheetTop, Palette.sheet), (.keyboardTop, Palette.keyboard),
    ] where holds(quantity) {
      for (first, last) in motionSpans(of: quantity) {
        let start = x(trace.frames[first].time)
        svg.element(
          "rect",
          [
            ("x", n(start)), ("y", n(chartTop)),
            ("width", n(max(1, x(trace.frames[last].time) - start))),
            ("height", n(TimelinePlot.chartHeight)), ("fill", color), ("fill-opacity", "0.08"),
          ])
      }
    }
  }

  /// Whether the keyboard is drawn where its notifications imply it, not where it was recorded.
  var keyboardImplied: Bool { trace.contents.contains(.impliedKeyboardMotion) }

  /// Whether the run holds `quantity`: only those are drawn.
  func holds(_ quantity: FrameSample.Quantity) -> Bool { run.holds(quantity) }

  private func points(_ quantity: FrameSample.Quantity) -> String {
    let frames = trace.frames
    var points: [String] = []
    for index in frames.indices {
      let value = frames[index][quantity]
      let previous = index > 0 ? frames[index - 1][quantity] : .nan
      let next = index + 1 < frames.count ? frames[index + 1][quantity] : .nan
      // A run of equal values needs only its two ends.
      if value == previous && value == next { continue }
      points.append("\(n(x(frames[index].time))),\(n(y(min(value, trace.device.height * 2))))")
    }
    return points.joined(separator: " ")
  }

  private func drawCurves(into svg: inout SVGWriter) {
    var band: [String] = []
    var lower: [String] = []
    // Whether the run holds a strip is decided once: it reads every frame.
    let holdsAccessory = holds(.accessoryHeight)
    for frame in trace.frames where holdsAccessory && frame.accessoryHeight > 0 {
      band.append("\(n(x(frame.time))),\(n(y(frame.composerTop)))")
      lower.append("\(n(x(frame.time))),\(n(y(frame.composerTop + frame.accessoryHeight)))")
    }
    if !band.isEmpty {
      svg.element(
        "polygon",
        [
          ("points", (band + lower.reversed()).joined(separator: " ")),
          ("fill", Palette.accessory), ("fill-opacity", "0.3"), ("stroke", "none"),
        ])
    }
    // The keyboard's line goes on top: where the bar rests on the keys, both lines lie at one y.
    let curves: [(FrameSample.Quantity, String, String?)] = [
      (.sheetTop, Palette.sheet, nil), (.composerBottom, Palette.bar, "5 3"),
      (.composerTop, Palette.bar, nil),
      (.keyboardTop, Palette.keyboard, keyboardImplied ? "2 3" : nil),
    ]
    for (quantity, color, dash) in curves where holds(quantity) {
      var attributes = [
        ("points", points(quantity)), ("fill", "none"), ("stroke", color), ("stroke-width", "2"),
        ("stroke-linejoin", "round"),
      ]
      if let dash { attributes.append(("stroke-dasharray", dash)) }
      svg.element("polyline", attributes)
    }
  }

  /// The events worth a vertical marker, with their labels; a person's action the platform
  /// ignored says so.
  func markers() -> [(time: Ticks, label: String)] {
    var markers: [(Ticks, String)] = []
    for entry in trace.entries {
      var label: String? =
        switch entry.happening {
        case .user(.present): "present"
        case .user(.close): "close"
        case .user(.dragDismiss): "drag dismiss"
        case .user(.dragToDetent(let detent)): "drag to \(detent)"
        case .event(.contentDidMount): "content mounted"
        case .effect(.setFocus(.composer)): "focus requested"
        case .event(.focusDidLand): "focus landed"
        case .effect(.retirePrewarm): "prewarm retired"
        default: nil
        }
      if entry.source == .user, let action = label, trace.isIgnored(entry.id) {
        label = "\(action) (ignored)"
      }
      if let label, !markers.contains(where: { $0.0 == entry.time && $0.1 == label }) {
        markers.append((entry.time, label))
      }
    }
    return markers
  }

  private func drawMarkers(into svg: inout SVGWriter) {
    var rowEnds = [Double](repeating: -.infinity, count: 4)
    for (time, label) in markers() {
      let xPosition = x(time)
      // Generous for the widest fallback fonts, so labels never overlap.
      let width = Double(label.count) * 6.4 + 6
      let row =
        rowEnds.firstIndex { $0 < xPosition - 2 }
        ?? (rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] } ?? 0)
      rowEnds[row] = xPosition + width
      let labelY = top + TimelinePlot.titleHeight + 11 + Double(row) * 13
      svg.element(
        "line",
        [
          ("x1", n(xPosition)), ("y1", n(labelY + 3)), ("x2", n(xPosition)), ("y2", n(chartBottom)),
          ("stroke", Palette.muted), ("stroke-width", "1"), ("stroke-dasharray", "2 3"),
        ])
      svg.text(
        label,
        [("x", n(xPosition + 2)), ("y", n(labelY)), ("font-size", "10"), ("fill", Palette.ink)])
    }
  }
}
