import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoPlatform

/// What the gestures do to the keyboard, beyond the detectors' verdicts: the keyboard closes or
/// stays as <doc:ThePattern#Keeping-the-field-above-the-keys> says, and the OS decides which
/// dismiss modes exist.
@Suite("Putting the keyboard away")
struct GestureTests {
  func run(_ scenario: Scenario) -> Trace {
    var simulation = Simulation(scenario: scenario)
    return simulation.run()
  }

  /// One device and whether its keyboard floats when asked to undock.
  struct UndockRow: CustomTestStringConvertible, Sendable {
    var name: String
    var device: Device
    var floats: Bool
    var testDescription: String { name }
  }

  @Test(
    "only an iPad's keyboard undocks; on an iPhone the request is ignored and the keys stay",
    arguments: [
      UndockRow(name: "iPad 11: floats", device: .iPad11, floats: true),
      UndockRow(name: "iPhone 14 Pro: stays", device: .iPhone14Pro, floats: false),
      UndockRow(name: "iPhone SE: stays", device: .iPhoneSE, floats: false),
    ])
  func undocking(_ row: UndockRow) throws {
    let device = row.device
    let floats = row.floats
    var scenario = BuiltInScenarios.floatingKeyboardGuide
    scenario.platform.device = device
    let trace = run(scenario)
    let undock = try #require(trace.entries.first { $0.happening == .user(.undockKeyboard) })
    #expect(trace.isIgnored(undock.id) == !floats)
    #expect(
      trace.entries.contains { $0.happening.description.contains("keyboardWillChangeFrame") }
        == floats)
    // Just before the script puts the keyboard away, at 2500 ms.
    let before = trace.frames[trace.frameIndex(atOrAfter: Ticks(milliseconds: 2400))]
    let docked = device.height - device.keyboardHeight
    #expect(before.dockedKeyboardTop == (floats ? device.height : docked))
    #expect((before.keyboardTop == docked) == !floats)
  }

  @Test("an interactive flick closes the keyboard; a move back up keeps it")
  func interactive() throws {
    let flick = run(BuiltInScenarios.interactiveFlick)
    #expect(flick.frames.last?.keyboardTop == 852)
    let back = run(BuiltInScenarios.interactiveMoveBack)
    #expect(back.frames.last?.keyboardTop == 516)
    #expect(back.frames.last?.composerBottom == 516)
  }

  @Test("during an interactive drag the keyboard follows the finger below the composer")
  func follows() throws {
    let trace = run(BuiltInScenarios.interactiveFlick)
    let moving = trace.frames.filter { frame in
      guard let finger = frame.fingerY else { return false }
      return finger > 464 && frame.keyboardTop < 852
    }
    #expect(!moving.isEmpty)
    for frame in moving {
      // The finger meets the composer's top (464 pt) and pulls the keys down by as much.
      #expect(abs(frame.keyboardTop - (516 + frame.fingerY! - 464)) < 0.01)
      #expect(abs(frame.composerBottom - frame.keyboardTop) < 0.01)
    }
  }

  /// One slow release: where the finger stops, the close fraction, and whether the keys close.
  struct ReleaseRow: CustomTestStringConvertible, Sendable {
    var name: String
    var y: Double
    var fraction: Double
    var closes: Bool
    var testDescription: String { name }
  }

  @Test(
    "a slow release closes the keyboard past the close fraction (half way) and keeps it before",
    arguments: [
      ReleaseRow(name: "past half way: closes", y: 700.0, fraction: 0.5, closes: true),
      ReleaseRow(name: "short of half way: stays", y: 560.0, fraction: 0.5, closes: false),
      ReleaseRow(name: "short of a 0.9 fraction: stays", y: 700.0, fraction: 0.9, closes: false),
      ReleaseRow(name: "past a 0.1 fraction: closes", y: 560.0, fraction: 0.1, closes: true),
    ])
  func slowRelease(_ row: ReleaseRow) {
    var scenario = BuiltInScenarios.interactiveFlick
    scenario.platform.interactiveDismissCloseFraction = row.fraction
    scenario.script[1] = ScriptStep(
      ms: 1000,
      .dragList(
        FingerPath([.init(ms: 0, y: 300), .init(ms: 400, y: row.y)], releaseVelocity: 0)))
    #expect((run(scenario).frames.last?.keyboardTop == 852) == row.closes)
  }

  @Test(
    "interactive dismissal exists on iOS and becomes none on Android for React Native",
    arguments: OperatingSystem.allCases)
  func perOS(os: OperatingSystem) {
    var scenario = BuiltInScenarios.rnInteractiveAndroid
    scenario.platform.os = os
    let errors = Detectors.findings(in: run(scenario)).filter { $0.severity == .error }
    #expect(errors.contains { $0.detector == .noDragDismiss } == (os == .android))
  }

  @Test("with persist-taps never the second tap on Save gets through")
  func secondTapSaves() {
    let trace = run(BuiltInScenarios.rnPersistTapsNever)
    let notes = trace.entries.compactMap { entry -> WorldNote? in
      if case .note(let note) = entry.happening { note } else { nil }
    }
    #expect(notes.contains(.tapClosedKeyboard(.save)))
    #expect(notes.contains(.controlActivated(.save)))
  }

  @Test("return moves through the form and submits from the last field")
  func returnChain() {
    let trace = run(BuiltInScenarios.returnChainComplete)
    let results = trace.entries.compactMap { entry -> ReturnResult? in
      if case .note(.returnKeyPressed(_, _, let result)) = entry.happening { result } else { nil }
    }
    #expect(results == Array(repeating: .movedFocus, count: 7) + [.submitted])
  }
}

@Suite("Moving between a form's fields")
struct FormFieldTests {
  @Test("a different keyboard per field is not a keyboard-morph, and the move causes the change")
  func keyboardPerField() throws {
    var scenario = BuiltInScenarios.formAutomatic
    scenario.screen.fields[1].traits.type = .emailAddress
    scenario.screen.fields[2].traits = KeyboardTraits(type: .numberPad, accessoryHeight: 44)
    scenario.script = [
      ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1000, .tapField(1)),
      ScriptStep(ms: 1600, .pressReturn), ScriptStep(ms: 2400, .dismissKeyboard),
    ]
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let errors = Detectors.findings(in: trace).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let changes = trace.entries.filter {
      if case .note(.keyboardTraitsChanged(_, _, false)) = $0.happening { true } else { false }
    }
    #expect(changes.count == 2)
    for change in changes {
      let cause = try #require(change.cause)
      guard case .user = trace.entries[cause].happening else {
        Issue.record("a trait change caused by \(trace.entries[cause].happening)")
        continue
      }
    }
  }
}
