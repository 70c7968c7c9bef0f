import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("Virtual time")
struct TicksTests {
  /// One duration in milliseconds and the ticks it rounds to.
  struct MillisecondsRow: CustomTestStringConvertible, Sendable {
    var name: String
    var ms: Double
    var ticks: Int
    var testDescription: String { name }
  }

  @Test(
    "milliseconds round to the nearest 1/240 s tick",
    arguments: [
      MillisecondsRow(name: "400 ms, whole ticks", ms: 400.0, ticks: 96),
      MillisecondsRow(name: "100 ms, whole ticks", ms: 100.0, ticks: 24),
      MillisecondsRow(name: "a 120 Hz frame rounds up", ms: 8.333, ticks: 2),
      MillisecondsRow(name: "under half a tick rounds down", ms: 1.0, ticks: 0),
      MillisecondsRow(name: "over half a tick rounds up", ms: 2.1, ticks: 1),
      MillisecondsRow(name: "ten minutes", ms: 600_000.0, ticks: 144_000),
    ])
  func milliseconds(_ row: MillisecondsRow) {
    #expect(Ticks(milliseconds: row.ms).rawValue == row.ticks)
  }

  @Test("both refresh rates fall on whole ticks")
  func frames() {
    #expect(RefreshRate.hz120.ticksPerFrame == 2)
    #expect(RefreshRate.hz60.ticksPerFrame == 4)
    #expect(RefreshRate.hz120.time(ofFrame: 60) == Ticks(milliseconds: 500))
    #expect(RefreshRate.hz60.time(ofFrame: 30) == Ticks(milliseconds: 500))
  }

  /// One tick and the 120 Hz frame whose vsync commits it.
  struct FrameRow: CustomTestStringConvertible, Sendable {
    var name: String
    var tick: Int
    var frame: Int
    var testDescription: String { name }
  }

  @Test(
    "an event is committed by the first vsync at or after it",
    arguments: [
      FrameRow(name: "the start", tick: 0, frame: 0),
      FrameRow(name: "before the first vsync", tick: 1, frame: 1),
      FrameRow(name: "on the first vsync", tick: 2, frame: 1),
      FrameRow(name: "just after a vsync", tick: 3, frame: 2),
      FrameRow(name: "on a later vsync", tick: 96, frame: 48),
    ])
  func frameContaining(_ row: FrameRow) {
    #expect(RefreshRate.hz120.frame(containing: Ticks(row.tick)) == row.frame)
  }

  @Test("prints milliseconds with one decimal")
  func description() {
    #expect(Ticks(98).description == "408.3")
    #expect(Ticks.zero.description == "0.0")
  }
}
