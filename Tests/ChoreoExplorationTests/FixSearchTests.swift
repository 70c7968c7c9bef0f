import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

@testable import ChoreoExploration

/// `choreo fix`'s search: every failing built-in whose cause is in a field an app sets gets a
/// robust fix that runs clean; the naive approaches get the pattern's pieces back; a fix that
/// holds only at one timing is called fragile.
///
/// `FixReportTests` checks that the report does not depend on the job count.
@Suite("Finding a fix")
struct FixSearchTests {
  /// The built-ins whose failure lies where `fix` does not search, with the reason.
  static let outOfReach: [String: String] = [
    "return-chain-missing-next":
      "the return keys are part of the form's field list, which fix does not rewrite",
    "return-label-mismatch":
      "the return keys are part of the form's field list, which fix does not rewrite",
  ]

  static let failing: [String] = BuiltInScenarios.all.filter { scenario in
    !FixSearch.errorDetectors(of: scenario).isEmpty
  }.map(\.name)

  /// `scenario` with `fix` applied through its fields.
  static func applying(_ fix: Fix, to scenario: Scenario) throws -> Scenario {
    var fixed = scenario
    for change in fix.changes {
      let field = try #require(ScenarioFields.field(change.key))
      try field.apply(change.to, to: &fixed, file: "fixed")
    }
    return fixed
  }

  @Test(
    "every failing built-in in reach gets a robust fix of at most 3 changes that runs clean",
    arguments: failing)
  func builtIn(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    // Each change comes with the code that makes it, in the scenario's framework.
    let framework = scenario.screen.framework ?? .uiKit
    let result = FixSearch(scenario: scenario, maxChanges: 3, framework: framework).run()
    if let reason = Self.outOfReach[name] {
      #expect(result.fixes.isEmpty, "listed as out of reach (\(reason)) but fixed")
      return
    }
    let fix = try #require(result.fixes.first, "no fix for \(name)")
    #expect(fix.changes.count <= 3)
    #expect(fix.isRobust)
    for change in fix.changes {
      let value = JSONWriter(style: .compact).string(change.to)
      #expect(
        FixCode.code(for: change.key, value: value, framework: framework) != nil,
        "no \(framework.rawValue) code for \(change.key)=\(value)")
    }
    let fixed = try Self.applying(fix, to: scenario)
    #expect(FixSearch.errorDetectors(of: fixed).isEmpty)
    for variant in RobustnessSet(of: fixed).variants {
      let outcome = try #require(FixSearch.outcome(of: fixed, applying: variant.changes))
      #expect(outcome.errors.isEmpty, "\(name) breaks with \(variant.label)")
    }
  }

  @Test(
    "the naive approaches get back pieces of the pattern they lack",
    arguments: [
      "naive-delayed-focus", "naive-immediate-focus", "medium-detent-autofocus",
      "retire-on-attempt", "unfrozen-accessories", "close-then-unfocus",
    ])
  func patternPieces(name: String) throws {
    let naive = try #require(BuiltInScenarios.named(name))
    let pattern = BuiltInScenarios.prewarmHandoff
    // Where the naive scenario differs from the pattern, among the fields fix may change.
    let missing = Set(
      ScenarioFields.fixCandidates.map(\.field).filter {
        $0.value(in: naive) != $0.value(in: pattern)
      }.map(\.key))
    #expect(!missing.isEmpty)
    let fix = try #require(FixSearch(scenario: naive).run().fixes.first)
    // At least one change puts back the pattern's own value of a field the naive one lacks.
    let restored = fix.changes.filter { change in
      missing.contains(change.key)
        && ScenarioFields.field(change.key)?.value(in: pattern) == change.to
    }
    #expect(!restored.isEmpty, "\(fix.changes) restores none of \(missing)")
  }

  @Test("a change that holds only at the scenario's own mount timing is fragile")
  func fragile() throws {
    // One handoff at 400 ms and no retry: clean while the field mounts at 100 ms, orphaned when
    // it mounts at 600.
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.controller.retry = .none
    #expect(FixSearch.errorDetectors(of: scenario).isEmpty)
    let breaks = RobustnessSet(of: scenario).firstBreak(of: scenario, removing: []).breakage
    #expect(breaks?.variant == "world.contentMountDelay=600")
    let result = FixSearch(scenario: BuiltInScenarios.naiveImmediateFocus).run()
    #expect(result.fragile.contains { $0.breaksIn?.variant == "world.contentMountDelay=600" })
  }

  @Test("no fragile fix adds changes to another fragile fix and holds in no more variants")
  func fragileFixesAreMinimal() {
    let fragile = FixSearch(scenario: BuiltInScenarios.naiveDelayedFocus).run().fragile
    #expect(!fragile.isEmpty)
    for fix in fragile {
      let keys = Set(fix.changes.map(\.description))
      for other in fragile where other.changes.count < fix.changes.count {
        #expect(
          !Set(other.changes.map(\.description)).isSubset(of: keys) || fix.holds > other.holds,
          "\(fix.changes) only adds to \(other.changes)")
      }
    }
  }

  @Test("the candidate table names fields an app sets, with values they accept")
  func candidateTable() throws {
    for candidates in ScenarioFields.fixCandidates {
      #expect(candidates.field.owner == .app, "\(candidates.field.key)")
      #expect(!candidates.values.isEmpty, "\(candidates.field.key)")
      var scenario = BuiltInScenarios.chatPayloadCurve
      for value in candidates.values {
        #expect(throws: Never.self, "\(candidates.field.key) = \(value)") {
          try candidates.field.apply(value, to: &scenario, file: "table")
        }
      }
    }
  }

  /// A sheet with no prewarm whose handler animates with a copied 250 ms ease-out: the drift a
  /// person sees while the sheet rises.
  static var easedSheet: Scenario {
    var scenario = BuiltInScenarios.naiveDelayedFocus
    scenario.screen.avoidance = .handler
    scenario.screen.handler = KeyboardHandler(
      animation: .eased(duration: Ticks(milliseconds: 250), curve: .easeOut))
    return scenario
  }

  @Test("a prewarm does not hide a handler's drift: the layout is judged while the sheet rises")
  func prewarmDoesNotHideDrift() throws {
    var scenario = Self.easedSheet
    #expect(FixSearch.errorDetectors(of: scenario).contains(.drift))
    scenario.controller.usesPrewarm = true
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let settle = trace.entries.first { $0.controllerEvent?.kind == .sheetDidSettle }?.time
    let drift = Detectors.findings(in: trace, thresholds: scenario.thresholds).filter {
      $0.detector == .drift && $0.severity == .error
    }
    let settled = try #require(settle)
    #expect(drift.contains { $0.time < settled }, "a drift while the sheet rises")
  }

  @Test("a prewarm does not hide a keyboardDidShow handler's late jump while the sheet rises")
  func prewarmDoesNotHideLateJump() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.screen.avoidance = .handler
    scenario.screen.handler = KeyboardHandler(observes: [.didShow, .didHide])
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let lateJumps = Detectors.findings(in: trace, thresholds: scenario.thresholds).filter {
      $0.detector == .lateJump
    }
    // The rise, judged in the sheet; the close's step happens with the sheet off screen, unseen.
    #expect(lateJumps.count == 1)
    #expect(lateJumps.first.map { $0.time < Ticks(milliseconds: 1000) } == true)
  }

  @Test("the robustness set varies what the person does next")
  func scriptVariants() {
    let labels = RobustnessSet(of: BuiltInScenarios.prewarmHandoff).variants.map(\.label)
    #expect(labels.contains("script: keyboard put away and the field tapped again"))
    #expect(labels.contains("script: presented a second time"))
    let screen = RobustnessSet(of: BuiltInScenarios.chatEased250).variants.map(\.label)
    #expect(screen.contains("script: the field tapped again and the keyboard put away"))
  }

  /// A chat above an opaque tab bar whose handler measures the frame's height, adds increments
  /// and copies an ease-out: drift and double-inset.
  static var tabChat: Scenario {
    var scenario = BuiltInScenarios.opaqueTabBarFrameHeight
    scenario.screen.handler?.application = .increments
    scenario.screen.handler?.animation = .eased(
      duration: Ticks(milliseconds: 250), curve: .easeOut)
    return scenario
  }

  @Test("no fix switches the app's handler off; the tab chat gets the view's overlap")
  func keepsTheHandler() throws {
    let result = FixSearch(scenario: Self.tabChat).run()
    #expect(result.neutralising > 0)
    let first = try #require(result.fixes.first)
    #expect(
      first.changes.contains {
        $0.key == "screen.handler.measure" && $0.to == .string("view-overlap")
      })
    // Every fix reported keeps a handler that moves the layout.
    for fix in result.fixes + result.fragile {
      var fixed = Self.tabChat
      for change in fix.changes {
        guard let field = ScenarioFields.field(change.key) else { continue }
        try field.apply(change.to, to: &fixed, file: "test")
      }
      var simulation = Simulation(scenario: fixed)
      let offsets = simulation.run().entries.compactMap { entry -> Double? in
        guard case .handler(let run) = entry.happening else { return nil }
        return run.offset ?? 0
      }
      #expect(offsets.contains { abs($0) > 0.01 }, "\(fix.summary) switches the handler off")
    }
  }
}
