import ChoreoCore
import ChoreoDetectors
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

@testable import ChoreoExport

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("SVG plots")
struct PlotTests {
  func plot(_ scenarios: [Scenario]) -> String {
    let runs = scenarios.map { scenario in
      var simulation = Simulation(scenario: scenario)
      let trace = simulation.run()
      return TimelinePlot.Run(
        trace: trace, summary: scenario.summary, findings: Detectors.findings(in: trace))
    }
    return TimelinePlot(runs: runs).render()
  }

  /// Whether `text` parses as XML, with the parser's error when it does not.
  func parses(_ text: String) -> (Bool, String) {
    let parser = XMLParser(data: Data(text.utf8))
    let ok = parser.parse()
    return (ok, parser.parserError.map { "\($0)" } ?? "")
  }

  @Test("every built-in scenario's plot is well-formed XML", arguments: BuiltInScenarios.names)
  func wellFormed(name: String) throws {
    let (ok, error) = parses(plot([try #require(BuiltInScenarios.named(name))]))
    #expect(ok, "\(error)")
  }

  @Test("hostile scenario names and summaries stay well-formed")
  func hostileText() {
    var scenario = BuiltInScenarios.retireOnAttempt
    scenario.name = "a<b>&\"c\" 'd' é 🎹 \u{01}"
    scenario.summary = "]]> <!-- -- --> &amp; <script>"
    let svg = plot([scenario])
    let (ok, error) = parses(svg)
    #expect(ok, "\(error)")
    #expect(!svg.contains("<script>"))
  }

  @Test("two runs share one time axis and both appear")
  func comparison() {
    let svg = plot([BuiltInScenarios.naiveDelayedFocus, BuiltInScenarios.prewarmHandoff])
    #expect(svg.contains("id=\"run-0\""))
    #expect(svg.contains("id=\"run-1\""))
    #expect(parses(svg).0)
  }

  @Test("findings are drawn with their numbers and the stagger as a bracket")
  func findingsDrawn() {
    let svg = plot([BuiltInScenarios.naiveDelayedFocus])
    #expect(svg.contains("1 stagger: 508.3 ms"))
    #expect(svg.contains("2 bounce (re-lift)"))
  }

  /// One built-in scenario, named as `choreo list` lists it, and the times its strip must show.
  struct FilmstripRow: CustomTestStringConvertible, Sendable {
    var name: String
    var times: [Double]
    var testDescription: String { name }
  }

  @Test(
    "the filmstrip shows each action the person took and, for a drag, its release",
    arguments: [
      FilmstripRow(name: "floating-keyboard-guide", times: [100.0, 1200, 1350, 2500, 2650]),
      FilmstripRow(name: "interactive-flick", times: [1000.0, 1400, 1550]),
    ])
  func filmstripFrames(_ row: FilmstripRow) throws {
    let times = row.times
    let scenario = try #require(BuiltInScenarios.named(row.name))
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let run = TimelinePlot.Run(trace: trace, summary: "", findings: [])
    let filmstrip = Filmstrip(panel: Panel(run: run, index: 0, top: 0, duration: 4000))
    let shown = filmstrip.keyFrames().map { trace.frames[$0].time.milliseconds }
    for time in times { #expect(shown.contains(time), "\(time) ms not in \(shown)") }
  }

  @Test("a floating keyboard is drawn at its announced size, a docked one across the screen")
  func floatingKeyboardDrawn() {
    // The iPad, 1194 pt tall, is drawn 150 pt tall: its 320 pt floating keyboard 40.2 pt wide.
    #expect(plot([BuiltInScenarios.floatingKeyboardGuide]).contains("width=\"40.2\""))
    var docked = BuiltInScenarios.floatingKeyboardGuide
    docked.script.removeAll { $0.action == .undockKeyboard }
    #expect(!plot([docked]).contains("width=\"40.2\""))
  }

  @Test("a tap the platform ignored is marked as ignored; one it took is not")
  func ignoredMarker() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.script = [ScriptStep(ms: 0, .present), ScriptStep(ms: 200, .close)]
    #expect(plot([scenario]).contains(">close (ignored)<"))
    scenario.script = [ScriptStep(ms: 0, .present), ScriptStep(ms: 600, .close)]
    let taken = plot([scenario])
    #expect(taken.contains(">close<"))
    #expect(!taken.contains("(ignored)"))
  }

  @Test("a tab draws its bar and no sheet; a sheet draws no bar")
  func container() throws {
    let tab = TimelinePlot(runs: [TimelinePlot.Run(BuiltInScenarios.tabBarSafeAreaTwice)]).render()
    #expect(tab.contains(">tab bar (translucent: the view runs under it)<"))
    #expect(!tab.contains(">sheet top<"))
    let opaque = TimelinePlot(runs: [TimelinePlot.Run(BuiltInScenarios.opaqueTabBarFrameHeight)])
      .render()
    #expect(opaque.contains(">tab bar (opaque)<"))
    let sheet = TimelinePlot(runs: [TimelinePlot.Run(BuiltInScenarios.prewarmHandoff)]).render()
    #expect(sheet.contains(">sheet top<"))
    #expect(!sheet.contains("tab bar"))
  }

  @Test("a screen without an accessory strip has none in the legend")
  func noAccessory() {
    let plot = TimelinePlot(runs: [TimelinePlot.Run(BuiltInScenarios.tabBarViewOverlap)]).render()
    #expect(!plot.contains(">accessory strip<"))
    let strip = TimelinePlot(runs: [TimelinePlot.Run(BuiltInScenarios.unfrozenAccessories)])
      .render()
    #expect(strip.contains(">accessory strip<"))
  }

  @Test("labels placed at one spot go to distinct rows, all inside the range")
  func labelsClearOfEachOther() {
    var placed: [(Double, Double, Double)] = []
    let range = 100.0...300.0
    let rows = (0..<6).map { _ in
      Panel.place(
        label: "1 bounce (re-lift): 260.1 pt", x: 400, preferred: 290, among: &placed,
        within: range)
    }
    #expect(Set(rows).count == 6)
    #expect(rows.allSatisfy { range.contains($0) })
    for (index, row) in rows.enumerated() {
      for other in rows[(index + 1)...] { #expect(abs(row - other) >= 13) }
    }
    // A label far to the side keeps its preferred row.
    #expect(
      Panel.place(label: "2 drift", x: 50, preferred: 290, among: &placed, within: range) == 290)
  }

  @Test("every finding label stays above the filmstrip's letters, inside the chart")
  func labelsInsideTheChart() throws {
    for name in ["naive-immediate-focus", "unfrozen-accessories", "tab-bar-safe-area-twice"] {
      let scenario = try #require(BuiltInScenarios.named(name))
      let run = TimelinePlot.Run(scenario)
      let panel = Panel(run: run, index: 0, top: 0, duration: run.trace.endTime.milliseconds)
      let svg = TimelinePlot(runs: [run]).render()
      // Finding labels are the chart's bold 11 px texts.
      let labels = svg.components(separatedBy: "<text ").filter {
        $0.contains("font-size=\"11\" font-weight=\"bold\"")
      }
      #expect(labels.count >= run.findings.count)
      for label in labels {
        let y = try #require(
          label.split(separator: " ").first { $0.hasPrefix("y=") }.flatMap {
            Double($0.dropFirst(3).dropLast())
          })
        #expect(y >= panel.chartTop + 12 && y <= panel.chartBottom - Panel.bottomInset - 2)
      }
    }
  }

  @Test("the same run gives the same bytes")
  func deterministic() {
    #expect(
      plot([BuiltInScenarios.mediumDetentAutofocus])
        == plot([BuiltInScenarios.mediumDetentAutofocus]))
  }
}

@Suite("Perfetto traces")
struct PerfettoTests {
  func document(_ scenario: Scenario) throws -> [JSONValue] {
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let text = PerfettoFormatter().format(
      trace, summary: scenario.summary, findings: Detectors.findings(in: trace))
    let json = try JSONParser.parse(text)
    guard case .array(let events)? = json["traceEvents"] else {
      Issue.record("no traceEvents array")
      return []
    }
    return events
  }

  @Test("every event has the fields the format requires", arguments: BuiltInScenarios.names)
  func requiredFields(name: String) throws {
    let events = try document(try #require(BuiltInScenarios.named(name)))
    #expect(!events.isEmpty)
    for event in events {
      guard case .string(let phase)? = event["ph"], case .string? = event["name"],
        case .number(let ts, _)? = event["ts"], case .number? = event["pid"],
        case .number? = event["tid"]
      else {
        Issue.record("event missing name, ph, ts, pid or tid: \(event.snippet)")
        continue
      }
      #expect(ts >= 0)
      switch phase {
      case "X":
        guard case .number(let duration, _)? = event["dur"] else {
          Issue.record("slice without dur")
          continue
        }
        #expect(duration >= 0)
      case "i": #expect(event["s"] != nil)
      case "C", "M": #expect(event["args"] != nil)
      default: Issue.record("unexpected phase \(phase)")
      }
    }
  }

  @Test("tracks per region, animation slices, counters and findings are all there")
  func contents() throws {
    let events = try document(BuiltInScenarios.naiveDelayedFocus)
    let names = Set(
      events.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } })
    for expected in [
      "thread_name", "sheet rising", "keyboard rising", "sheetTop", "keyboardTop",
      "[stagger] error", "keyboardWillShow", "presentTapped", "focused",
    ] {
      #expect(names.contains(expected), "missing \(expected)")
    }
  }
}
