import Testing

@testable import ChoreoRecording

/// A value log's heights are the lines of one kind (a line's kind is the line with its numbers
/// taken out).
///
/// A console log's other lines that end in a number (a target height, a root tag, a warning's id)
/// are not frames, and reading them as frames made a keyboard motion out of noise.
@Suite("The kinds of a value log's lines")
struct ValueLineKindTests {
  @Test(
    "a line's kind is the line with each number written #",
    arguments: [
      ("LOG  onMove: 12.5", "LOG  onMove: #"),
      ("  LOG  onMove: -0.5  ", "LOG  onMove: #"),
      (
        "flutter: viewpadding:34.0 padding:0.0 inset:92.0",
        "flutter: viewpadding:# padding:# inset:#"
      ),
      ("I/flutter (12345): inset:3", "I/flutter (#): inset:#"),
      ("2019-04-30 21:44:27.627646+0800 App[1234:5678] h 3", "### #:#:#+# App[#:#] h #"),
      ("336", "#"),
      ("version 1.2.3 of 4", "version # of #"),
    ])
  func pattern(line: String, kind: String) {
    #expect(ValueLineKind(line[...]).pattern == kind)
  }

  @Test("the heights are the kind most lines are, the first of equals")
  func mostCommon() {
    let kinds = ["a #", "b #", "b #", "a #", "c #"].map { ValueLineKind($0[...]) }
    #expect(ValueLineKind.mostCommon(in: kinds)?.pattern == "a #")
    #expect(ValueLineKind.mostCommon(in: Array(kinds.dropFirst()))?.pattern == "b #")
    #expect(ValueLineKind.mostCommon(in: []) == nil)
  }

  @Test("a console log's other numbered lines are warned about and left out of the frames")
  func consoleLog() throws {
    let text = """
       LOG  Running "App" with {"rootTag":1,"initialProps":{}}
       LOG  onStart: 336
       LOG  onMove: 0
       LOG  onMove: 100
       LOG  onMove: 300
       LOG  onEnd: 336
       WARN  Possible Unhandled Promise Rejection (id: 0):
      """
    let run = try ValueLogImporter(refreshRate: .hz60).decode(text, file: "metro.log")
    #expect(run.trace.frames.map { run.trace.device.height - $0.keyboardTop } == [0, 100, 300])
    #expect(run.warnings.map(\.line) == [1, 2, 6, 7])
    #expect(
      run.warnings[1].message
        == "a line like 'LOG  onStart: #', not like the heights' 'LOG  onMove: #'; ignored")
    #expect(
      run.inferences.first
        == "the heights are the 3 lines like 'LOG  onMove: #'; 4 lines of other kinds ignored")
  }
}
