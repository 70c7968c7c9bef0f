import ChoreoCore
import ChoreoDetectors
import ChoreoExploration
import ChoreoMachine
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

/// What the platform posts and how things move on each way out of a sheet, when focus moves
/// between fields, when a screen leaves with its field focused, and on the OS versions whose
/// behaviour differs (<doc:PlatformFacts#Exit>, <doc:PlatformFacts#OS-versions>).
@Suite("Exits, focus moves and OS versions")
struct ExitAndFocusPathTests {
  func run(_ scenario: Scenario) -> Trace {
    var simulation = Simulation(scenario: scenario)
    return simulation.run()
  }

  /// When the first entry described as `name` happens, in milliseconds.
  func time(of name: String, in trace: Trace) -> Double? {
    trace.entries.first { $0.happening.description.hasPrefix(name) }?.time.milliseconds
  }

  /// When `quantity` first moves down after `after` milliseconds.
  func departure(_ quantity: FrameSample.Quantity, in trace: Trace, after: Double) -> Double? {
    let start = trace.frames.firstIndex { $0.time.milliseconds >= after } ?? 0
    return trace.onset(of: quantity, direction: .down, in: start..<trace.frames.count)
      .map { trace.frames[$0].time.milliseconds }
  }

  struct ClosePath: Sendable, CustomStringConvertible {
    var closeFocus: ControllerOptions.CloseFocus
    /// When the keyboard starts to leave, and when the sheet does, after the close at 2000 ms.
    var keyboardLeaves: Double
    var sheetLeaves: Double
    var description: String { "\(closeFocus)" }
  }

  @Test(
    "each close path: when the keyboard and the sheet start to leave",
    arguments: [
      ClosePath(closeFocus: .clearFocusThenDismiss, keyboardLeaves: 2000, sheetLeaves: 2000),
      ClosePath(
        closeFocus: .clearFocusThenDismissAfterDelay, keyboardLeaves: 2000, sheetLeaves: 2300),
      ClosePath(closeFocus: .clearFocusAfterDismissal, keyboardLeaves: 2500, sheetLeaves: 2000),
    ])
  func closePaths(path: ClosePath) {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.controller.closeFocus = path.closeFocus
    let trace = run(scenario)
    #expect(time(of: "keyboardWillHide", in: trace) == path.keyboardLeaves)
    #expect(departure(.keyboardTop, in: trace, after: 1990) == path.keyboardLeaves)
    #expect(departure(.sheetTop, in: trace, after: 1990) == path.sheetLeaves)
    #expect(time(of: "dismiss", in: trace) == path.sheetLeaves)
  }

  @Test("the delay before the dismissal is the field's, and the timer says so")
  func closeDelayIsTheField() {
    var scenario = BuiltInScenarios.clearFocusThenDismiss300
    scenario.controller.closeDismissDelay = Ticks(milliseconds: 125)
    let trace = run(scenario)
    let timer = trace.entries.first { $0.happening.description.contains("closeDelay, 125.0 ms") }
    #expect(timer?.time.milliseconds == 2000)
    #expect(time(of: "closeDelayDidElapse", in: trace) == 2125)
    #expect(departure(.sheetTop, in: trace, after: 1990) == 2125)
  }

  /// The longest delay before the dismissal that reads as one motion, from a sweep over it.
  func longestClean(staggerWarning: Double) throws -> Double? {
    var base = BuiltInScenarios.clearFocusThenDismiss300
    base.thresholds.stagger.warning = Ticks(milliseconds: staggerWarning).milliseconds
    let sweep = try Sweep(
      base: base,
      axes: [try SweepAxis(parsing: "controller.closeDismissDelay=0...200:25")],
      source: "test")
    return (0..<sweep.count).map(sweep.result(at:)).filter {
      !$0.errors.contains(.exitAsymmetry) && !$0.warnings.contains(.exitAsymmetry)
    }.compactMap { $0.values.first?.number }.max()
  }

  @Test("a sweep over the delay: the exit stops being one motion where the stagger threshold says")
  func sweepBoundary() throws {
    #expect(try longestClean(staggerWarning: 50) == 50)
    #expect(try longestClean(staggerWarning: 100) == 100)
  }

  @Test("a screen leaving with its field focused loses the keyboard with no hide posted")
  func dismissedWhileFocused() {
    let trace = run(BuiltInScenarios.dismissedWhileFocused)
    #expect(time(of: "keyboardWillHide", in: trace) == nil)
    #expect(time(of: "keyboardLeftWithoutNotice", in: trace) == 1200)
    let ended = run(BuiltInScenarios.endsEditingOnDisappear)
    #expect(time(of: "keyboardWillHide", in: ended) == 1200)
  }

  @Test("a reposting stream posts a show cycle, frame unchanged, for every field that takes focus")
  func reposts() {
    let trace = run(BuiltInScenarios.focusReversalAbsolute)
    let shows = trace.entries.compactMap { entry -> KeyboardNotification? in
      guard case .event(.keyboardWillShow(let note)) = entry.happening else { return nil }
      return note
    }
    // The first show, then one per reversal.
    #expect(shows.count == 24)
    for note in shows.dropFirst() { #expect(note.beginFrame == note.endFrame) }
    var quiet = BuiltInScenarios.focusReversalAbsolute
    quiet.platform.stream.repostsOnFocusChange = false
    #expect(
      run(quiet).entries.count { entry in
        if case .event(.keyboardWillShow) = entry.happening { true } else { false }
      } == 1)
  }

  @Test("iOS 26 with Reduce Motion: the keyboard is in place in one frame, didShow 40 ms later")
  func crossFade() {
    let trace = run(BuiltInScenarios.reducedMotionFollowsIOS26)
    let tap = trace.frames.firstIndex { $0.time.milliseconds >= 100 } ?? 0
    #expect(trace.frames[tap + 1].keyboardTop == 516)
    // 40 ms after the tap, delivered at the next frame.
    let didShow = time(of: "keyboardDidShow", in: trace) ?? 0
    #expect(didShow >= 140 && didShow < 140 + 1000.0 / 120)
    let hide = trace.entries.first {
      if case .event(.keyboardWillHide) = $0.happening { true } else { false }
    }
    #expect(hide?.controllerEvent?.keyboardNotification?.endFrame.height == 0)
    var sliding = BuiltInScenarios.reducedMotionFollowsIOS26
    sliding.platform.osVersion = .iOS18
    #expect(run(sliding).frames[tap + 1].keyboardTop > 516)
  }

  /// One OS version, what the scenario sets (nil: nothing), and whether the sheet grows.
  struct GrowsRow: CustomTestStringConvertible, Sendable {
    var name: String
    var version: OSVersion?
    var set: Bool?
    var grows: Bool
    var testDescription: String { name }
  }

  @Test(
    "the version decides whether a sheet grows for the keyboard, unless the scenario says",
    arguments: [
      GrowsRow(name: "no version: grows", version: nil, set: nil, grows: true),
      GrowsRow(name: "iOS 17: grows", version: .iOS17, set: nil, grows: true),
      GrowsRow(name: "iOS 18: does not grow", version: .iOS18, set: nil, grows: false),
      GrowsRow(name: "iOS 18.2: does not grow", version: .iOS18Point2, set: nil, grows: false),
      GrowsRow(name: "iOS 26: grows", version: .iOS26, set: nil, grows: true),
      GrowsRow(name: "iOS 18, set to grow: grows", version: .iOS18, set: true, grows: true),
      GrowsRow(
        name: "iOS 26, set not to grow: does not grow", version: .iOS26, set: false, grows: false),
    ])
  func growsSheet(_ row: GrowsRow) {
    let platform = PlatformProfile(growsSheetForKeyboard: row.set, osVersion: row.version)
    #expect(platform.growsSheet == row.grows)
  }

  @Test("iOS 18.2 drops .defaultFocus in a sheet and says why in the trace")
  func defaultFocusDropped() {
    let trace = run(BuiltInScenarios.defaultFocusIOS18Point2)
    #expect(trace.entries.contains { $0.happening.description.contains("defaultFocus") })
    #expect(time(of: "focusDidLand", in: trace) == nil)
    var earlier = BuiltInScenarios.defaultFocusIOS18Point2
    earlier.platform.osVersion = .iOS18
    #expect(time(of: "focusDidLand", in: run(earlier)) != nil)
  }
}
