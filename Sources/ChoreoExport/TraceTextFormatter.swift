import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoTimeline

/// Renders a run as text: a header, one line per trace entry, then the findings compiler-style.
///
/// ```
///    #   time ms  frame  source  event
///    0       0.0      0  user    presentTapped
///    1       0.0      0  app     mountPrewarm  <- #0
/// ```
public struct TraceTextFormatter: Sendable {
  /// Also print one line per frame with the geometry.
  public var includesFrames: Bool

  /// A formatter that lists every frame sample too when `includesFrames` is set.
  public init(includesFrames: Bool = false) {
    self.includesFrames = includesFrames
  }

  /// The whole report for `trace` and its `findings`, each detector's remedy in `framework`'s
  /// terms (UIKit when `nil`) after them.
  ///
  /// A screen that is not a sheet (`isSheet` false: a tab, a navigation stack) has no sheet top,
  /// so its frame lines leave that column out.
  public func format(
    _ trace: Trace, summary: String, findings: [Finding], framework: FrameworkProfile.ID? = nil,
    isSheet: Bool = true
  ) -> String {
    var lines: [String] = []
    let device = trace.device
    lines.append("scenario \(trace.scenario): \(summary)")
    lines.append(
      "device \(device.name) \(n(device.width))x\(n(device.height)) pt, safe area "
        + "\(n(device.safeAreaTop))/\(n(device.safeAreaBottom)), keyboard \(n(device.keyboardHeight)) pt, "
        + "\(trace.refreshRate)")
    lines.append("")
    lines.append(pad("#", 4) + pad("time ms", 10) + pad("frame", 7) + "  source  event")
    for event in trace.entries { lines.append(line(for: event)) }
    if includesFrames {
      lines.append("")
      lines.append(
        pad("time ms", 9) + pad("frame", 7) + (isSheet ? pad("sheetTop", 10) : "")
          + pad("keyboardTop", 13)
          + pad("composerTop", 13) + pad("composerBottom", 16) + pad("accessory", 11)
          + "  firstResponder")
      for (index, frame) in trace.frames.enumerated() {
        lines.append(
          pad(frame.time.description, 9) + pad(String(index), 7)
            + (isSheet ? pad(FixedPoint.format(frame.sheetTop, places: 2), 10) : "")
            + pad(FixedPoint.format(frame.keyboardTop, places: 2), 13)
            + pad(FixedPoint.format(frame.composerTop, places: 2), 13)
            + pad(FixedPoint.format(frame.composerBottom, places: 2), 16)
            + pad(FixedPoint.format(frame.accessoryHeight, places: 2), 11)
            + "  " + (frame.firstResponder?.description ?? "-"))
      }
    }
    lines.append("")
    if findings.isEmpty {
      lines.append("no findings")
    } else {
      for finding in findings { lines.append(finding.line(scenario: trace.scenario)) }
      lines += RemedyNote.lines(for: findings.map(\.detector), framework: framework)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One trace entry: id, time, frame, source, what happened, its cause and, when the controller
  /// rejected it, why.
  public func line(for event: TraceEntry) -> String {
    var text =
      pad(String(event.id), 4) + pad(event.time.description, 10) + pad(String(event.frame), 7)
      + "  " + event.source.description.padding(6) + "  " + event.happening.description
    if let cause = event.cause { text += "  <- #\(cause)" }
    if case .rejected(let rejection) = event.outcome { text += "  REJECTED (\(rejection.reason))" }
    return text
  }

  private func n(_ value: Double) -> String { FixedPoint.compact(value) }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
