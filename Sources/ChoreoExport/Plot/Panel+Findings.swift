import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoTimeline

extension Panel {
  /// Where a finding's label goes: at `preferred` if it is clear of the labels placed so far,
  /// else the nearest clear row above or below it, inside the chart and above the filmstrip's
  /// letters.
  static func place(
    label: String, x: Double, preferred: Double, among placed: inout [(Double, Double, Double)],
    within range: ClosedRange<Double>
  ) -> Double {
    // Generous for the widest fallback fonts, as the markers' labels are.
    let width = Double(label.count) * 6.6
    func clear(_ y: Double) -> Bool {
      !placed.contains { left, right, other in
        abs(other - y) < 13 && x < right && left < x + width
      }
    }
    let start = min(max(preferred, range.lowerBound), range.upperBound)
    let rows = (0...40).flatMap { [start - Double($0) * 13, start + Double($0) * 13] }
    let chosen = rows.first { range.contains($0) && clear($0) } ?? start
    placed.append((x, x + width, chosen))
    return chosen
  }

  func drawFindings(into svg: inout SVGWriter) {
    var placed: [(Double, Double, Double)] = []
    let labelRows = (chartTop + 12)...(chartBottom - Self.bottomInset - 2)
    for (number, finding) in run.findings.enumerated() {
      let samples = finding.evidence.samples
      let color = finding.severity == .error ? Palette.finding : Palette.keyboard
      let label = "\(number + 1) \(finding.detector)" + (finding.variant.map { " (\($0))" } ?? "")
      switch (finding.detector, samples.count) {
      case (.stagger, 2...), (.exitAsymmetry, 2...):
        // The gap as a bracket between the two onsets.
        let start = x(samples[0].time)
        let end = x(samples[1].time)
        let bracketY = chartTop + 18 + Double(number % 3) * 16
        for (x1, y1, x2, y2) in [
          (start, bracketY - 5, start, bracketY + 5), (end, bracketY - 5, end, bracketY + 5),
          (start, bracketY, end, bracketY),
        ] {
          svg.element(
            "line",
            [
              ("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2)), ("stroke", color),
              ("stroke-width", "2"),
            ])
        }
        let text = "\(label): \(finding.amount)"
        let textX = max(start, end) + 4
        let textY = Self.place(
          label: text, x: textX, preferred: bracketY + 4, among: &placed, within: labelRows)
        svg.text(
          text,
          [
            ("x", n(textX)), ("y", n(textY)), ("font-size", "11"), ("font-weight", "bold"),
            ("fill", color),
          ])
      default:
        // Each evidence sample circled on its curve, joined, and labelled.
        var previous: (Double, Double)?
        for sample in samples.prefix(3) {
          let point = (x(sample.time), y(min(sample.value, trace.device.height)))
          svg.element(
            "circle",
            [
              ("cx", n(point.0)), ("cy", n(point.1)), ("r", "7"), ("fill", "none"),
              ("stroke", color), ("stroke-width", "2"),
            ])
          if let previous {
            svg.element(
              "line",
              [
                ("x1", n(previous.0)), ("y1", n(previous.1)), ("x2", n(point.0)),
                ("y2", n(point.1)), ("stroke", color), ("stroke-width", "1.5"),
                ("stroke-dasharray", "3 2"),
              ])
          }
          previous = point
        }
        let anchor =
          samples.first.map { (x($0.time), y(min($0.value, trace.device.height))) }
          ?? (x(finding.time), chartBottom - 10)
        let text = "\(label): \(finding.amount)"
        let textY = Self.place(
          label: text, x: anchor.0 + 10, preferred: anchor.1 - 10, among: &placed,
          within: labelRows)
        svg.text(
          text,
          [
            ("x", n(anchor.0 + 10)), ("y", n(textY)), ("font-size", "11"),
            ("font-weight", "bold"), ("fill", color),
          ])
      }
    }
  }
}
