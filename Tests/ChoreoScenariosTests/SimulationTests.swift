import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import Testing

@testable import ChoreoTimeline

/// The simulated platform's rules, each checked on a run's trace.
@Suite("Simulated platform rules")
struct SimulationTests {
  func run(_ scenario: Scenario) -> Trace {
    var simulation = Simulation(scenario: scenario)
    return simulation.run()
  }

  func firstTime(of kind: ControllerEvent.Kind, in trace: Trace) -> Ticks? {
    trace.entries.first { $0.controllerEvent?.kind == kind }?.time
  }

  @Test("a UIKit prewarm starts the keyboard in the same frame as the sheet")
  func prewarmStartsKeyboardWithSheet() {
    let trace = run(BuiltInScenarios.prewarmHandoff)
    #expect(firstTime(of: .keyboardWillShow, in: trace) == .zero)
    #expect(trace.frames[0].keyboardTop == trace.device.height)
    #expect(trace.frames[1].keyboardTop < trace.device.height)
    #expect(trace.frames[1].sheetTop < trace.device.height)
  }

  @Test("focus set on an unmounted field is dropped with no error")
  func unmountedFocusIsDropped() {
    let trace = run(BuiltInScenarios.naiveImmediateFocus)
    #expect(
      trace.entries.contains { $0.happening == .note(.focusRequestDropped(.composerNotMounted)) })
    #expect(firstTime(of: .focusDidLand, in: trace) == nil)
    #expect(trace.frames.allSatisfy { $0.keyboardTop == trace.device.height })
  }

  @Test("focus lands one frame after it is set", arguments: RefreshRate.allCases)
  func focusLandsNextFrame(rate: RefreshRate) {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.refreshRate = rate
    let trace = run(scenario)
    let set = trace.entries.first { $0.happening == .effect(.setFocus(.composer)) }!.time
    #expect(firstTime(of: .focusDidLand, in: trace) == set + rate.frameDuration)
  }

  @Test("@FocusState cannot start the keyboard during a presentation: it waits for the settle")
  func focusStateWaitsForSettle() {
    let trace = run(BuiltInScenarios.naiveDelayedFocus)
    #expect(trace.entries.contains { $0.happening == .note(.focusRequestDeferred) })
    let settle = firstTime(of: .sheetDidSettle, in: trace)!
    #expect(firstTime(of: .focusDidLand, in: trace) == settle + RefreshRate.hz120.frameDuration)
  }

  @Test(
    "when the first responder leaves and nothing holds focus at the frame's end, the keyboard hides"
  )
  func responderChain() {
    let trace = run(BuiltInScenarios.retireOnAttempt)
    let retire = trace.entries.first { $0.happening == .effect(.retirePrewarm) }!
    let hide = trace.entries.first { $0.controllerEvent?.kind == .keyboardWillHide }!
    #expect(hide.time == retire.time)
    #expect(hide.cause == retire.id)
  }

  @Test("a medium sheet grows to large when the keyboard has shown, by itself")
  func mediumGrows() {
    let trace = run(BuiltInScenarios.mediumDetentAutofocus)
    let change = trace.entries.first { $0.controllerEvent == .detentDidChange(.large) }!
    #expect(change.source == .system)
    #expect(change.time == Ticks(milliseconds: 500))
    #expect(trace.frames.last { $0.time < Ticks(milliseconds: 1900) }!.sheetTop < 70)
  }

  @Test("a medium-only sheet is not grown; it stays medium")
  func mediumOnlyStays() {
    var scenario = BuiltInScenarios.mediumDetentAutofocus
    scenario.controller.allowedDetents = .medium
    let trace = run(scenario)
    #expect(firstTime(of: .detentDidChange, in: trace) == nil)
    #expect(abs(trace.frames[200].sheetTop - trace.device.sheetTop(at: .medium)) < 0.01)
  }

  @Test("a prewarm at alpha 0 is refused first responder")
  func transparentPrewarm() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.controller.prewarmAlpha = 0
    let trace = run(scenario)
    #expect(
      trace.entries.contains {
        $0.happening == .note(.firstResponderRefused(.prewarm, .transparent(alpha: 0)))
      })
  }

  @Test("a dismiss drag pulls the keyboard down with the sheet from the same frame")
  func dragTakesKeyboard() {
    let trace = run(BuiltInScenarios.dragToDismiss)
    let start = trace.frameIndex(atOrAfter: Ticks(milliseconds: 2000))
    #expect(trace.frames[start + 1].sheetTop > trace.frames[start].sheetTop)
    #expect(trace.frames[start + 1].keyboardTop > trace.frames[start].keyboardTop)
  }

  @Test("with a hardware keyboard, focus lands and no keyboard moves")
  func hardwareKeyboard() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.hardwareKeyboard = true
    let trace = run(scenario)
    #expect(firstTime(of: .focusDidLand, in: trace) != nil)
    #expect(trace.frames.allSatisfy { $0.keyboardTop == trace.device.height })
  }

  @Test(
    "a tap while the sheet presents or dismisses is ignored, as UIKit ignores touches then",
    arguments: [
      // (script, the tap that is ignored, whether the sheet is gone at the end)
      ([ScriptStep(ms: 0, .present), ScriptStep(ms: 200, .close)], 1, false),
      ([ScriptStep(ms: 0, .present), ScriptStep(ms: 450, .close)], 1, false),
      (
        [ScriptStep(ms: 0, .present), ScriptStep(ms: 1000, .close), ScriptStep(ms: 1200, .close)],
        2, true
      ),
      (
        [
          ScriptStep(ms: 0, .present), ScriptStep(ms: 1000, .close), ScriptStep(ms: 1200, .present),
        ],
        2, true
      ),
    ])
  func tapsDuringTransitionsAreIgnored(script: [ScriptStep], ignored: Int, gone: Bool) throws {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.script = script
    scenario.duration = Ticks(milliseconds: 2500)
    let trace = run(scenario)
    let taps = trace.entries.filter { $0.source == .user }
    #expect(taps.count == script.count)
    for (number, tap) in taps.enumerated() {
      #expect(trace.isIgnored(tap.id) == (number == ignored), "tap \(number)")
    }
    let last = try #require(trace.frames.last)
    #expect(last.sheetTop == (gone ? trace.device.height : trace.device.sheetTop(at: .large)))
    // The sheet was presented once: the ignored tap reached neither the controller nor UIKit.
    #expect(trace.entries.filter { $0.happening == .event(.contentDidAppear) }.count == 1)
  }

  @Test("a tap once the sheet has settled closes it")
  func tapAfterSettleCloses() {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.script = [ScriptStep(ms: 0, .present), ScriptStep(ms: 600, .close)]
    let trace = run(scenario)
    #expect(!trace.entries.contains { $0.source == .user && trace.isIgnored($0.id) })
    #expect(firstTime(of: .sheetDidDismiss, in: trace) == Ticks(milliseconds: 1100))
  }

  @Test("every scheduled event records what scheduled it")
  func causes() {
    let trace = run(BuiltInScenarios.prewarmHandoff)
    for event in trace.entries where event.source != .user {
      #expect(event.cause != nil, "\(event.happening) has no cause")
    }
  }

  @Test(
    "two runs of every built-in scenario give identical traces", arguments: BuiltInScenarios.names)
  func determinism(name: String) {
    let scenario = BuiltInScenarios.named(name)!
    let first = run(scenario)
    let second = run(scenario)
    #expect(first.entries == second.entries)
    #expect(first.frames == second.frames)
  }
}

/// `run()` samples uneventful and quiet stretches of frames in loops of their own; stepping
/// frame by frame must give the same trace.
@Suite struct RunMatchesSteppingTests {
  static let cases = BuiltInScenarios.all.flatMap { scenario in
    RefreshRate.allCases.map { (scenario.name, $0) }
  }

  @Test(arguments: cases)
  func runEqualsStepping(name: String, rate: RefreshRate) {
    var scenario = BuiltInScenarios.named(name)!
    scenario.platform.refreshRate = rate
    var running = Simulation(scenario: scenario)
    let ran = running.run()
    var stepping = Simulation(scenario: scenario)
    while !stepping.isFinished { stepping.advanceFrame() }
    #expect(ran.frames == stepping.trace.frames)
    #expect(ran.entries == stepping.trace.entries)
  }
}
