import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoCore

@Suite("Virtual time")
struct TicksTests {
  @Test(
    "milliseconds round to the nearest 1/240 s tick",
    arguments: [(400.0, 96), (100.0, 24), (8.333, 2), (1.0, 0), (2.1, 1), (600_000.0, 144_000)])
  func milliseconds(ms: Double, ticks: Int) {
    #expect(Ticks(milliseconds: ms).rawValue == ticks)
  }

  @Test("both refresh rates fall on whole ticks")
  func frames() {
    #expect(RefreshRate.hz120.ticksPerFrame == 2)
    #expect(RefreshRate.hz60.ticksPerFrame == 4)
    #expect(RefreshRate.hz120.time(ofFrame: 60) == Ticks(milliseconds: 500))
    #expect(RefreshRate.hz60.time(ofFrame: 30) == Ticks(milliseconds: 500))
  }

  @Test(
    "an event is committed by the first vsync at or after it",
    arguments: [(0, 0), (1, 1), (2, 1), (3, 2), (96, 48)])
  func frameContaining(tick: Int, frame: Int) {
    #expect(RefreshRate.hz120.frame(containing: Ticks(tick)) == frame)
  }

  @Test("prints milliseconds with one decimal")
  func description() {
    #expect(Ticks(98).description == "408.3")
    #expect(Ticks.zero.description == "0.0")
  }
}
