import ChoreoCore
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import Testing

@testable import ChoreoExport

/// The playback page as bytes: self-contained, deterministic, small, every text landing as text.
///
/// Its behaviour in a browser is `.ci/playback`'s.
@Suite("Playback page")
struct PlaybackPageTests {
  static func page(_ scenarios: Scenario...) -> String {
    PlaybackPage(runs: scenarios.map { TimelinePlot.Run($0) }).render()
  }

  @Test("it refers to nothing outside itself and forbids anything but its own inline code")
  func selfContained() {
    let html = Self.page(BuiltInScenarios.naiveImmediateFocus, BuiltInScenarios.prewarmHandoff)
    #expect(!html.contains("http:") && !html.contains("https:"))
    #expect(!html.contains("src="))
    #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    #expect(html.components(separatedBy: "<script").count == 3)
  }

  @Test("the same runs give the same bytes")
  func deterministic() {
    #expect(
      Self.page(BuiltInScenarios.prewarmHandoff) == Self.page(BuiltInScenarios.prewarmHandoff))
  }

  @Test("a 3.5 s scenario at 120 Hz stays under 300 KB")
  func size() {
    let html = Self.page(BuiltInScenarios.naiveDelayedFocus)
    #expect(BuiltInScenarios.naiveDelayedFocus.effectiveDuration >= Ticks(milliseconds: 3500))
    #expect(html.utf8.count < 300_000)
  }

  @Test(
    "a name or summary written as markup lands as text",
    arguments: [
      "x</script><script>document.title='pwned'</script>", "\"onload=\"alert(1)",
      "<!-- a --> & <b>bold</b>", "line\u{2028}separator",
    ])
  func escaped(hostile: String) {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.name = hostile
    scenario.summary = hostile
    let html = Self.page(scenario)
    // Only the page's own two script elements, and nothing closes the data block early.
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(!html.contains("<b>bold"))
    let data =
      html.components(separatedBy: "id=\"runs\">").last?
      .components(separatedBy: "</script>").first ?? ""
    #expect(!data.contains("\u{2028}") && !data.contains("<"))
  }

  /// The members of the first run in the page's data.
  static func members(_ run: TimelinePlot.Run) -> [String] {
    guard case .array(let runs)? = PlaybackPage(runs: [run]).data["runs"],
      case .object(let members)? = runs.first
    else { return [] }
    return members.map(\.key)
  }

  @Test("a tab's run carries its view and bar and no sheet; a sheet's carries no bar")
  func container() {
    let tab = Self.members(TimelinePlot.Run(BuiltInScenarios.tabBarSafeAreaTwice))
    #expect(tab.contains("bar") && tab.contains("view") && !tab.contains("sheet"))
    let sheet = Self.members(TimelinePlot.Run(BuiltInScenarios.prewarmHandoff))
    #expect(sheet.contains("sheet") && !sheet.contains("bar"))
  }

  @Test("a recording's run carries only the series its recorder saw")
  func recordingHoldsOnlyItsSeries() {
    var trace = TimelinePlot.Run(BuiltInScenarios.prewarmHandoff).trace
    trace.contents = [.keyboardMotion]
    let members = Self.members(TimelinePlot.Run(trace: trace, summary: "a log", findings: []))
    #expect(members.contains("keyboard"))
    #expect(!members.contains("sheet") && !members.contains("composerTop"))
    #expect(!members.contains("accessory"))
  }

  @Test("the page has a legend and the list of findings, each seeking to its moment")
  func legendAndFindings() {
    let html = Self.page(BuiltInScenarios.naiveImmediateFocus)
    #expect(html.contains("id: \"legend\""))
    #expect(html.contains("id: \"findings\""))
    #expect(html.contains("seek(entry[0])"))
  }
}
