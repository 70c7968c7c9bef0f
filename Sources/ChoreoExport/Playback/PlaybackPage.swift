import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoTimeline

/// One self-contained HTML page that plays runs side by side, frame by frame, on one clock: the
/// screen, the sheet (or the screen's view and its tab bar or toolbar), the keyboard, the composer
/// and its accessories, the prewarm while it holds focus, the finger, and each finding flashed
/// where it happens, with a legend and the list of findings beside them; only what a run holds
/// is drawn.
///
/// Everything is inline (script, styles, the traces as compact JSON), a Content-Security-Policy
/// forbids anything else, and every text from a scenario or recording lands as text: the page
/// fetches nothing and runs nothing it did not write. Each frame is shown at its trace time and
/// never interpolated. The same runs give the same bytes.
public struct PlaybackPage: Sendable {
  /// The runs, left to right.
  public var runs: [TimelinePlot.Run]

  /// A page of `runs`.
  public init(runs: [TimelinePlot.Run]) {
    self.runs = runs
  }

  /// The page.
  public func render() -> String {
    let title = runs.map(\.trace.scenario).joined(separator: " vs ")
    return Self.head(title: SVGWriter.escaped(title))
      + "<script type=\"application/json\" id=\"runs\">"
      + HTMLEscaping.scriptData(JSONWriter(style: .compact).string(data)) + "</script>\n"
      + "<script>" + PlaybackScript.source + "</script>\n</body>\n</html>\n"
  }

  /// The traces as the script reads them: per run its frames in columns of tenths of a point.
  ///
  /// The script scales the screens to the window.
  var data: JSONValue {
    .object([("runs", .array(runs.map { run($0) }))])
  }

  private func run(_ run: TimelinePlot.Run) -> JSONValue {
    let trace = run.trace
    let frames = trace.frames
    func column(_ value: (FrameSample) -> Double) -> JSONValue {
      .array(
        frames.map { frame -> JSONValue in
          let tenths = value(frame) * 10
          return .number(tenths.isFinite ? tenths.rounded() : 0)
        })
    }
    let responders = frames.map { frame -> String in
      switch frame.firstResponder {
      case .prewarm: "p"
      case .composer: "c"
      case .otherScreenField: "o"
      case nil: "-"
      }
    }.joined()
    let events: [JSONValue] = trace.entries.filter { $0.source == .user || $0.source == .system }
      .map { event in
        .array([.number(event.time.milliseconds), .string(event.happening.description)])
      }
    let findings: [JSONValue] = run.findings.map { finding in
      .array([
        .number(finding.time.milliseconds), .string(finding.detector.rawValue),
        .string(finding.severity.rawValue), .string(finding.message),
        .string(Self.element(of: finding.detector)),
      ])
    }
    let times: [JSONValue] = frames.map { .number(($0.time.milliseconds * 10).rounded()) }
    var members: [(String, JSONValue)] = [
      ("name", .string(trace.scenario)), ("summary", .string(run.summary)),
      ("device", .string(trace.device.name)), ("width", .number(trace.device.width)),
      ("height", .number(trace.device.height)),
      ("hz", .number(Double(trace.refreshRate.rawValue))), ("time", .array(times)),
    ]
    // Only what the run holds is drawn: a recording holds what its recorder saw, and a screen
    // that is not the sheet has none.
    if run.holds(.sheetTop) { members.append(("sheet", column { $0.sheetTop })) }
    if run.holds(.keyboardTop) { members.append(("keyboard", column { $0.keyboardTop })) }
    // A keyboard the notifications only imply is drawn as such.
    members.append(("keyboardImplied", .bool(trace.contents.contains(.impliedKeyboardMotion))))
    if run.holds(.composerTop) {
      members.append(("composerTop", column { $0.composerTop }))
      members.append(("composerBottom", column { $0.composerBottom }))
    }
    if run.holds(.accessoryHeight) {
      members.append(("accessory", column { $0.accessoryHeight }))
    }
    if let context = run.context {
      let view = context.frame
      let frame = [view.x, view.y, view.width, view.height].map { JSONValue.number($0) }
      members.append(("view", .array(frame)))
      if let bar = context.bottomBar {
        members.append(
          (
            "bar",
            .array([
              .number(bar.frame.y), .number(bar.frame.height),
              .string(bar.name + (bar.isTranslucent ? " (translucent)" : " (opaque)")),
            ])
          ))
      }
    }
    members.append(("finger", column { $0.fingerY ?? -1 }))
    members.append(("responder", .string(responders)))
    members.append(("events", .array(events)))
    members.append(("findings", .array(findings)))
    return .object(members)
  }

  /// The part of the drawing a finding is about, outlined when it flashes.
  static func element(of detector: DetectorID) -> String {
    switch detector.info.subject {
    case .keyboard, .sheetAndKeyboard, .prewarm: "keyboard"
    case .sheet: "sheet"
    case .accessories: "accessory"
    case .inputBar, .focus: "composer"
    }
  }

  private static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title) · choreo play</title>
    <style>
    body { margin: 0; font: 14px/1.4 -apple-system, system-ui, sans-serif; color: #1c1c1e; background: #ffffff; }
    canvas { position: absolute; left: 0; top: 0; }
    #controls { position: absolute; left: 0; padding: 8px 16px; }
    button, select { font: inherit; color: #1c1c1e; background: #f2f2f7; border: 1px solid #6c6c70; border-radius: 6px; padding: 2px 10px; }
    button:focus-visible, select:focus-visible, input:focus-visible, .mark:focus-visible { outline: 3px solid #0040dd; outline-offset: 1px; }
    #scrubber { width: 100%; }
    #marks { position: relative; height: 18px; }
    .mark { position: absolute; top: 0; width: 6px; height: 14px; margin-left: -3px; border: 0; padding: 0; border-radius: 2px; background: #6c6c70; }
    .mark.error { background: #c4001a; }
    .mark.warning { background: #a05a00; }
    #message { min-height: 2.8em; color: #1c1c1e; }
    #time { font-variant-numeric: tabular-nums; }
    label { margin-left: 12px; }
    #panel { position: absolute; padding: 0 16px 16px 0; }
    #panel h2 { font-size: 14px; margin: 0 0 6px; }
    #legend { list-style: none; margin: 0 0 14px; padding: 0; }
    #legend li { margin: 2px 0; }
    .swatch { display: inline-block; width: 22px; height: 12px; margin-right: 8px; vertical-align: -1px; border: 1px solid; box-sizing: border-box; }
    .swatch.focus { border: 3px solid; }
    .swatch.flash { border: 3px solid; }
    .swatch.dashed { border: 2px dashed; }
    .swatch.dot { border-radius: 50%; width: 12px; margin-right: 18px; }
    #findings { margin: 0; padding-left: 20px; }
    #findings li { margin: 2px 0; }
    #findings li.error { color: #c4001a; }
    #findings li.warning { color: #a05a00; }
    button.finding { vertical-align: top; background: none; border: 0; padding: 0; text-align: left; color: inherit; cursor: pointer; text-decoration: underline dotted; }
    </style>
    </head>
    <body>

    """
  }
}
