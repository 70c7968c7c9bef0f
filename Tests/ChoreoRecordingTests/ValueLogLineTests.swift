import Testing

@testable import ChoreoRecording

/// A value log's line is read into its time and its named numbers, whatever shape the app
/// printed it in.
@Suite("Reading a value log's line")
struct ValueLogLineTests {
  /// A line and what it names.
  struct Row: CustomTestStringConvertible, Sendable {
    var line: String
    var fields: [String]
    var time: Double?

    var testDescription: String { line }
  }

  static let rows = [
    Row(line: " LOG  onMove: 12.5", fields: ["onMove=12.5"]),
    Row(
      line: "(NOBRIDGE) LOG  onMove 0.874177025262164 293.7234804880871 false",
      fields: ["onMove=0.874177025262164", "onMove#2=293.7234804880871"]),
    Row(
      line: #" LOG  onMove {"duration": 250, "height": 45, "progress": 0.134, "target": 1234}"#,
      fields: [
        "onMove.duration=250.0", "onMove.height=45.0", "onMove.progress=0.134",
        "onMove.target=1234.0",
      ]),
    Row(
      line: #" LOG  {"duration": 160, "eventName": "onKeyboardMove", "height": 47.5}"#,
      fields: ["onKeyboardMove.duration=160.0", "onKeyboardMove.height=47.5"]),
    Row(
      line: "flutter: viewpadding:34.0 padding:0.0 inset:123.0",
      fields: ["viewpadding=34.0", "padding=0.0", "inset=123.0"]),
    Row(line: "insets=310.1 delta=2.3    <- converged", fields: ["insets=310.1", "delta=2.3"]),
    Row(
      line: "I/flutter ( 5555): isKeyboardVisible: true, bottomPadding: 797.0     <---- Why?",
      fields: ["bottomPadding=797.0"]),
    Row(
      line: "flutter: MediaQuery.of(context).viewInsets.bottom =279.5",
      fields: ["MediaQuery.of(context).viewInsets.bottom=279.5"]),
    Row(
      line: "2024-07-27 14:21:19.211 16063-16063 LogTracker  media.voko.android  D  fraction = 0.7",
      fields: ["fraction=0.7"], time: 14 * 3600 + 21 * 60 + 19.211),
    Row(
      line:
        "17:56:20.480 LogTracker                D  PanelSwitchLayout#onLayout =>  getCompatPanelHeight  :765",
      fields: ["getCompatPanelHeight=765.0"], time: 17 * 3600 + 56 * 60 + 20.48),
    Row(
      line: "2015-06-29 15:29:08.330 QQchatting[2215:800684] height 216",
      fields: ["height=216.0"], time: 15 * 3600 + 29 * 60 + 8.33),
    Row(line: "translationY = -893.0", fields: ["translationY=-893.0"]),
    Row(line: "object 0x1af2b0 in iPhone14 is 3", fields: ["is=3.0"]),
    Row(line: "0.5", fields: ["#1=0.5"]),
    Row(line: "flutter: ====================", fields: []),
  ]

  @Test(
    "each number is named by the word before it, its object's event, or its place", arguments: rows)
  func fields(_ row: Row) {
    let line = ValueLogLine(row.line[...])
    #expect(line.fields.map { "\($0.name)=\($0.value)" } == row.fields)
    if let time = row.time {
      #expect(abs((line.time ?? 0) - time) < 1e-6)
    } else {
      #expect(line.time == nil)
    }
  }

  @Test(
    "the keyboard is the series named like a height that moves furthest, never a progress or a view's tag"
  )
  func keyboardSeries() throws {
    let text = """
      LOG  onStart {"height": 336, "progress": 1, "target": 1234}
      LOG  onMove {"height": 12, "progress": 0.04, "target": 1234}
      LOG  onMove {"height": 45, "progress": 0.13, "target": 1234}
      LOG  onMove {"height": 98, "progress": 0.29, "target": 1234}
      """
    let table = ValueSeries(lines: text.logLines)
    let keyboard = try table.keyboard(named: nil)
    #expect(keyboard.name == "onMove.height")
    let targets = table.targets(of: keyboard)
    #expect(targets.filter { !$0.isFullHeight }.map(\.height) == [336])
    // The height over the progress, frame by frame: the open keyboard's height.
    #expect(targets.filter(\.isFullHeight).count == 2)
  }
}
