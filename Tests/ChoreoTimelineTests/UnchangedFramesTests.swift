import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoTimeline

/// A trace names the frames that repeat the one before them only when it knows, and never names
/// one that differs: readers skip them.
@Suite("Unchanged frames")
struct UnchangedFramesTests {
  @Test(
    "a run names only frames that repeat the one before them, in ascending ranges",
    arguments: BuiltInScenarios.names)
  func runNamesTrueRepeats(name: String) throws {
    var simulation = Simulation(scenario: try #require(BuiltInScenarios.named(name)))
    let trace = simulation.run()
    var compared = trace
    compared.findUnchangedFrames()
    // Every frame the run names repeats the one before it (the comparison finds it too), and
    // the ranges ascend without touching.
    let named = trace.unchangedFrames.flatMap { Array($0) }
    #expect(Set(named).isSubset(of: compared.unchangedFrames.flatMap { Array($0) }))
    #expect(
      zip(trace.unchangedFrames, trace.unchangedFrames.dropFirst()).allSatisfy {
        $0.upperBound < $1.lowerBound
      })
    #expect(trace.unchangedFrames.allSatisfy { !$0.isEmpty && $0.lowerBound > 0 })
  }

  @Test("the pattern's run names its still stretch: the sheet up, the keyboard up, nothing moving")
  func patternNamesItsStillStretch() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.script = [ScriptStep(ms: 0, .present), ScriptStep(ms: 1500, .close)]
    scenario.duration = Ticks(milliseconds: 2000)
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    #expect(trace.unchangedFrames == [95..<180])
  }

  @Test("changing the frames forgets them, and finding them again compares every frame")
  func changingFramesForgetsThem() {
    var simulation = Simulation(scenario: BuiltInScenarios.prewarmHandoff)
    var trace = simulation.run()
    #expect(!trace.unchangedFrames.isEmpty)
    let still = trace.unchangedFrames[0].lowerBound
    trace.frames[still].composerBottom += 1
    #expect(trace.unchangedFrames.isEmpty)
    trace.findUnchangedFrames()
    #expect(!trace.unchangedFrames.contains { $0.contains(still) })
    #expect(trace.unchangedFrames.contains { $0.contains(still + 2) })
  }
}
