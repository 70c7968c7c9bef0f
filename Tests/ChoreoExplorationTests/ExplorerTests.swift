import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import Testing

@testable import ChoreoExploration

@Suite("Exhaustive verification")
struct ExplorerTests {
  func report(_ scenario: Scenario) -> Explorer.Report {
    Explorer(scenario: scenario).explore()
  }

  @Test(
    "the full pattern verifies clean under the documented latency windows",
    arguments: ["prewarm-handoff", "drag-to-dismiss"])
  func patternIsClean(name: String) throws {
    let result = report(try #require(BuiltInScenarios.named(name)))
    #expect(result.violations.isEmpty, "\(result.violations.map(\.invariant))")
    #expect(!result.isTruncated)
    #expect(result.distinctStates > 1000)
  }

  /// One naive built-in, named as `choreo list` lists it, and the invariant its counterexample
  /// breaks.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var invariant: Invariant
    var testDescription: String { name }
  }

  @Test(
    "each naive strategy produces its counterexample",
    arguments: [
      Row(name: "naive-delayed-focus", invariant: .focusLandsOrSurfaces),
      Row(name: "naive-immediate-focus", invariant: .focusLandsOrSurfaces),
      Row(name: "medium-detent-autofocus", invariant: .detentChangesOnlyByUser),
      Row(name: "retire-on-attempt", invariant: .keyboardHidesOnlyWhenAsked),
      Row(name: "close-then-unfocus", invariant: .leavesTogether),
      Row(name: "duplicate-observers-increments", invariant: .handledOnce),
      Row(name: "observer-after-disappear", invariant: .handlersOnlyWhenVisible),
    ])
  func naiveStrategies(_ row: Row) throws {
    let result = report(try #require(BuiltInScenarios.named(row.name)))
    #expect(result.violations.contains { $0.invariant == row.invariant })
  }

  @Test(
    "screens whose observers are scoped and single verify clean",
    arguments: ["observer-scoped-to-screen", "chat-payload-curve", "chat-follows"])
  func cleanScreens(name: String) throws {
    let result = report(try #require(BuiltInScenarios.named(name)))
    #expect(result.violations.isEmpty, "\(result.violations.map(\.invariant))")
  }

  @Test("a violation that needs no choice is found with no choices, at its first frame")
  func shortestWithoutChoices() throws {
    let violation = try #require(
      report(BuiltInScenarios.retireOnAttempt).violations.first {
        $0.invariant == .keyboardHidesOnlyWhenAsked
      })
    #expect(violation.decisions.filter(\.isDeviation).isEmpty)
    #expect(violation.frame == 48)
    #expect(violation.trace.entries.contains { $0.controllerEvent?.kind == .keyboardWillHide })
  }

  @Test("a planted violation is found with the shortest possible trace: close at the first chance")
  func shortestCounterexample() throws {
    let violation = try #require(
      report(BuiltInScenarios.closeThenUnfocus).violations.first { $0.invariant == .leavesTogether }
    )
    // The sheet settles during frame 60, so the person can first close at frame 61; the dismissal
    // takes 60 frames; nothing else needs to stray from an ordinary run.
    let deviations = violation.decisions.filter(\.isDeviation)
    #expect(deviations.map(\.frame) == [61])
    #expect(deviations.first?.exit == .close)
    #expect(violation.frame == 121)
  }

  @Test("a counterexample replays as an ordinary trace the detectors read")
  func replay() throws {
    let violation = try #require(report(BuiltInScenarios.closeThenUnfocus).violations.first)
    let findings = Detectors.findings(in: violation.trace)
    #expect(findings.contains { $0.detector == .exitAsymmetry })
  }

  /// The limit bounds memory only if no frame can hold more than it: the search stops state by
  /// state, overshooting by at most one state's branches.
  @Test("the state limit bounds every frame", arguments: [10, 100, 1_000, 5_000])
  func stateLimitBoundsTheSearch(limit: Int) throws {
    let scenario = try #require(BuiltInScenarios.named("handoff-retry-slow-mount"))
    let result = Explorer(scenario: scenario, stateLimit: limit).explore()
    #expect(result.isTruncated)
    #expect(result.distinctStates >= limit)
    #expect(result.distinctStates < limit + 64)
    #expect(result.widestFrame <= result.distinctStates)
  }
}
