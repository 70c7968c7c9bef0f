import ChoreoCore
import ChoreoDetectors
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoScenarios

@Suite("Built-in scenarios reproduce the pattern's claims")
struct BuiltInScenariosTests {
  func errors(of scenario: Scenario) -> [Finding] {
    var simulation = Simulation(scenario: scenario)
    return Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
      .filter { $0.severity == .error }
  }

  /// Each built-in states what it demonstrates (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>
  /// table, the pattern's second-order failures, the claims of
  /// <doc:ThePattern#Keeping-the-field-above-the-keys> and
  /// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>) in its `expect`, as a file
  /// does; `choreo check` and this test judge it the same way.
  @Test(
    "each built-in produces what it expects and nothing else at error severity",
    arguments: BuiltInScenarios.names)
  func expectations(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    var simulation = Simulation(scenario: scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    let verdict = ScenarioVerdict(findings: findings, expected: scenario.expect)
    #expect(verdict.unexpected.isEmpty, "not expected: \(verdict.unexpected.map(\.detector))")
    #expect(verdict.missing.isEmpty, "expected, not found: \(verdict.missing)")
  }

  @Test(
    "the pattern stays clean on every device and refresh rate",
    arguments: Device.presets, RefreshRate.allCases)
  func patternEverywhere(device: Device, rate: RefreshRate) {
    for base in [BuiltInScenarios.prewarmHandoff, BuiltInScenarios.dragToDismiss] {
      var scenario = base
      scenario.platform.device = device
      scenario.platform.refreshRate = rate
      #expect(errors(of: scenario).isEmpty, "\(base.name) on \(device.name) at \(rate)")
    }
  }

  @Test(
    "a naive delay staggers whatever its length",
    arguments: [100.0, 300.0, 600.0, 1000.0])
  func naiveDelays(delay: Double) {
    var scenario = BuiltInScenarios.naiveDelayedFocus
    scenario.controller.focusTrigger = .afterDelay(Ticks(milliseconds: delay))
    #expect(errors(of: scenario).contains { $0.detector == .stagger })
  }

  @Test("immediate focus on a field already mounted is not silent: it waits and staggers instead")
  func immediateFocusOnMountedField() {
    var scenario = BuiltInScenarios.naiveImmediateFocus
    scenario.platform.contentMountDelay = .zero
    let detectors = Set(errors(of: scenario).map(\.detector))
    #expect(!detectors.contains(.silentFocusFailure))
    #expect(detectors.contains(.stagger))
  }

  @Test(
    "a cold keyboard that starts 2 s late staggers even with the prewarm (PlatformFacts, Cold start)"
  )
  func coldStart() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.keyboardStartLatency = Ticks(milliseconds: 2000)
    scenario.script = [ScriptStep(ms: 0, .present), ScriptStep(ms: 4000, .close)]
    #expect(errors(of: scenario).contains { $0.detector == .stagger })
  }

  @Test("a slow mount with a wall-clock handoff and no retry orphans the keyboard; close takes it")
  func slowMountNoRetry() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.contentMountDelay = Ticks(milliseconds: 600)
    scenario.controller.retry = .none
    let detectors = Set(errors(of: scenario).map(\.detector))
    #expect(detectors == [.orphanedKeyboard])
  }

  @Test("a dismiss drag the person cancels springs back without a finding")
  func cancelledDrag() {
    var scenario = BuiltInScenarios.dragToDismiss
    scenario.script = [
      ScriptStep(ms: 0, .present),
      ScriptStep(
        ms: 2000, .dragDismiss(distance: 60, duration: Ticks(milliseconds: 100), commits: false)),
    ]
    #expect(errors(of: scenario).isEmpty)
  }

  @Test("the same slow mount with retries is clean")
  func slowMountWithRetries() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.contentMountDelay = Ticks(milliseconds: 600)
    #expect(errors(of: scenario).isEmpty)
  }
}
