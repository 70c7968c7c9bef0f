import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoScenarios

/// One row per built-in scenario (<doc:ThePattern#The-sheet-with-an-auto-focused-composer> table,
/// the pattern's second-order failures, the claims of
/// <doc:ThePattern#Keeping-the-field-above-the-keys> and
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>): the findings each must produce
/// at error severity, and those it may also show.
///
/// Nothing else may appear at error severity.
struct ScenarioExpectation: Sendable, CustomStringConvertible {
  var name: String
  var findings: Set<DetectorID>
  var mayAlsoShow: Set<DetectorID> = []
  var variants: Set<String> = []
  /// Findings must come at or after this time (the second presentation), when given.
  var notBefore: Double?

  var description: String { name }

  static let table: [ScenarioExpectation] = [
    .init(name: "naive-delayed-focus", findings: [.stagger, .bounce], variants: ["re-lift"]),
    .init(name: "naive-immediate-focus", findings: [.silentFocusFailure]),
    .init(
      name: "medium-detent-autofocus", findings: [.detentJump, .bounce], variants: ["reversal"]),
    .init(name: "retire-on-attempt", findings: [.keyboardDrop], mayAlsoShow: [.bounce]),
    .init(name: "unfrozen-accessories", findings: [.accessoryJump], mayAlsoShow: [.bounce]),
    .init(name: "close-then-unfocus", findings: [.exitAsymmetry]),
    .init(name: "prewarm-handoff", findings: []),
    .init(name: "drag-to-dismiss", findings: []),
    // The pattern's second-order failures
    // (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
    .init(name: "hidden-prewarm", findings: [.stagger], mayAlsoShow: [.bounce]),
    .init(
      name: "handoff-no-retry-slow-mount", findings: [.orphanedKeyboard, .lostKeystrokes]),
    .init(name: "handoff-retry-slow-mount", findings: []),
    .init(name: "prewarm-trait-mismatch", findings: [.keyboardMorph]),
    .init(
      name: "reopen-after-medium", findings: [.detentJump, .bounce], notBefore: 3500),
    .init(name: "reopen-with-reset", findings: []),
    .init(
      name: "reused-view-no-reset", findings: [.stagger, .bounce], mayAlsoShow: [.accessoryJump],
      notBefore: 3000),
    .init(name: "drag-to-medium-after-handoff", findings: []),
    .init(name: "pattern-hardware-keyboard", findings: []),
    // Composer and form layouts (<doc:ThePattern#Keeping-the-field-above-the-keys> and
    // <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>).
    .init(name: "chat-covered", findings: [.covered]),
    .init(name: "chat-jumps", findings: [.lateJump, .floatingGap]),
    .init(name: "chat-follows", findings: []),
    .init(name: "chat-eased-250", findings: [.drift]),
    .init(name: "chat-payload-curve", findings: []),
    .init(name: "chat-own-offset", findings: [.doubleInset]),
    .init(name: "chat-safe-area-twice", findings: [.doubleInset]),
    .init(name: "form-ignores-safe-area", findings: [.covered]),
    .init(name: "form-automatic", findings: []),
    .init(name: "form-sheet-pattern", findings: []),
    .init(name: "hardware-keyboard-reserved-height", findings: [.phantomInset]),
    .init(name: "duplicate-observers-increments", findings: [.duplicateCallback, .doubleInset]),
    .init(name: "observer-after-disappear", findings: [.staleCallback]),
    .init(name: "observer-scoped-to-screen", findings: []),
    .init(name: "visibility-flag-not-reset", findings: [.visibilityMismatch, .phantomInset]),
    .init(name: "reduced-motion-own-spring", findings: [.drift], mayAlsoShow: [.bounce]),
    .init(name: "reduced-motion-follows", findings: []),
    .init(name: "suggestion-bar-ignored", findings: [.covered]),
    .init(name: "suggestion-bar-handled", findings: []),
    .init(name: "floating-keyboard-guide", findings: []),
    .init(name: "floating-keyboard-ignored", findings: [.floatingGap, .phantomInset]),
    .init(name: "sticky-composer-list-not-resized", findings: [.hiddenNewestMessage]),
    // Putting the keyboard away, the return key, and each framework's defaults
    // (<doc:ThePattern#Keeping-the-field-above-the-keys>).
    .init(name: "interactive-flick", findings: []),
    .init(name: "interactive-move-back", findings: []),
    .init(name: "done-button-only", findings: [.noDragDismiss]),
    .init(name: "rn-interactive-android", findings: [.noDragDismiss]),
    .init(name: "rn-on-drag-android", findings: []),
    .init(name: "rn-persist-taps-never", findings: [.eatenTap]),
    .init(name: "rn-persist-taps-handled", findings: []),
    .init(name: "return-chain-complete", findings: []),
    .init(name: "return-chain-missing-next", findings: [.returnDeadEnd]),
    .init(name: "return-label-mismatch", findings: [.returnLabelMismatch]),
    .init(name: "rn-keyboard-avoiding-view", findings: [.drift]),
    .init(name: "rn-keyboard-controller-sticky", findings: []),
    .init(name: "compose-ime-padding-twice", findings: [.doubleInset]),
    .init(name: "compose-ime-padding-once", findings: []),
    .init(name: "flutter-scaffold", findings: []),
    .init(name: "flutter-sheet-no-inset-padding", findings: [.covered]),
    // Presentation contexts and notification streams
    // (<doc:PlatformFacts#Presentation-contexts>, <doc:PlatformFacts#Notification-stream>).
    .init(name: "tab-bar-frame-height", findings: [.doubleInset]),
    .init(name: "tab-bar-view-overlap", findings: []),
    .init(name: "offset-child-frame-height", findings: [.covered]),
    .init(name: "offset-child-layout-guide", findings: []),
    .init(name: "push-tab-bar-hidden-constant", findings: [.covered]),
    .init(name: "push-tab-bar-hidden-view-overlap", findings: []),
    .init(name: "ipad-form-sheet-frame-height", findings: [.doubleInset]),
    .init(name: "ipad-form-sheet-view-overlap", findings: []),
    .init(name: "popover-frame-height", findings: [.doubleInset]),
    .init(name: "popover-view-overlap", findings: []),
    .init(name: "split-column-view-overlap", findings: [.phantomInset, .floatingGap]),
    .init(name: "split-column-layout-guide", findings: []),
    .init(name: "shortcut-bar-frame-height", findings: [.doubleInset]),
    .init(name: "shortcut-bar-overlap", findings: []),
    .init(name: "first-show-burst-adding", findings: [.doubleInset, .phantomInset]),
    .init(name: "first-show-burst-absolute", findings: []),
    .init(name: "third-party-keyboard-keep-first", findings: [.covered]),
    .init(name: "third-party-keyboard-take-last", findings: []),
    .init(
      name: "suggestion-bar-instant-eased", findings: [.drift, .bounce], variants: ["re-lift"]),
    .init(name: "suggestion-bar-instant-followed", findings: []),
    .init(name: "first-show-begin-height", findings: [.covered]),
    .init(name: "first-show-end-height", findings: []),
    .init(name: "undocked-frame-height", findings: [.phantomInset, .floatingGap, .drift]),
    .init(name: "undocked-view-overlap", findings: []),
    .init(name: "interactive-drag-handler", findings: [.floatingGap]),
    .init(name: "interactive-drag-layout-guide", findings: []),
    // Exits, focus and OS versions (<doc:PlatformFacts#Exit>, <doc:PlatformFacts#OS-versions>).
    .init(
      name: "clear-focus-then-dismiss-300", findings: [.exitAsymmetry],
      variants: ["keyboard-first"]),
    .init(name: "sheet-observer-gated-on-focus", findings: [.snap]),
    .init(name: "sheet-observer-not-gated", findings: []),
    .init(name: "dismissed-while-focused", findings: [.phantomInset]),
    .init(name: "ends-editing-on-disappear", findings: []),
    .init(name: "return-resign-first", findings: [.keyboardDrop, .bounce]),
    .init(name: "return-focus-next", findings: []),
    .init(name: "refocus-in-will-appear", findings: [.bounce], variants: ["reversal"]),
    .init(name: "refocus-in-did-appear", findings: []),
    .init(name: "observers-in-did-appear", findings: [.covered, .visibilityMismatch]),
    .init(name: "observers-in-did-load", findings: []),
    .init(name: "default-focus-ios-18-2", findings: [.silentFocusFailure]),
    .init(name: "focus-state-ios-18-2", findings: []),
    .init(name: "medium-detent-ios-26", findings: [.detentJump, .bounce]),
    .init(name: "medium-detent-ios-18", findings: []),
    .init(name: "reduced-motion-own-spring-ios-26", findings: [.bounce]),
    .init(name: "reduced-motion-follows-ios-26", findings: []),
    .init(
      name: "focus-reversal-increments", findings: [.doubleInset, .floatingGap, .phantomInset]),
    .init(name: "focus-reversal-absolute", findings: []),
    .init(name: "focus-reversal-pattern", findings: []),
  ]
}

@Suite("Built-in scenarios reproduce the pattern's claims")
struct BuiltInScenariosTests {
  func errors(of scenario: Scenario) -> [Finding] {
    var simulation = Simulation(scenario: scenario)
    return Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
      .filter { $0.severity == .error }
  }

  @Test(
    "each scenario produces its findings and nothing else at error severity",
    arguments: ScenarioExpectation.table)
  func table(row: ScenarioExpectation) throws {
    let scenario = try #require(BuiltInScenarios.named(row.name))
    let found = errors(of: scenario)
    let detectors = Set(found.map(\.detector))
    #expect(row.findings.isSubset(of: detectors), "missing \(row.findings.subtracting(detectors))")
    #expect(detectors.isSubset(of: row.findings.union(row.mayAlsoShow)), "unexpected \(detectors)")
    for variant in row.variants {
      #expect(found.contains { $0.variant == variant }, "no \(variant) bounce")
    }
    if let notBefore = row.notBefore {
      #expect(found.allSatisfy { $0.time >= Ticks(milliseconds: notBefore) })
    }
  }

  @Test("every row of the table is a built-in scenario, and every built-in has a row")
  func tableCoversBuiltIns() {
    #expect(Set(ScenarioExpectation.table.map(\.name)) == Set(BuiltInScenarios.names))
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
