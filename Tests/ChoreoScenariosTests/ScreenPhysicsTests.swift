import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoPlatform

/// Variants of the composer scenarios whose outcome follows from the physics: refresh rate, device
/// and timing change the numbers the way <doc:PlatformFacts#Derived-keyboard-motion> computes them.
@Suite("Composer layouts follow the physics")
struct ScreenPhysicsTests {
  func errors(of scenario: Scenario) -> [Finding] {
    var simulation = Simulation(scenario: scenario)
    return Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
      .filter { $0.severity == .error }
  }

  @Test(
    "following the keyboard or its payload curve is clean on every device and refresh rate",
    arguments: [BuiltInScenarios.chatFollows, BuiltInScenarios.chatPayloadCurve],
    RefreshRate.allCases)
  func cleanEverywhere(base: Scenario, rate: RefreshRate) {
    for device in Device.presets {
      var scenario = base
      scenario.platform.device = device
      scenario.platform.refreshRate = rate
      #expect(errors(of: scenario).isEmpty, "\(base.name) on \(device.name) at \(rate)")
    }
  }

  @Test(
    "the copied 250 ms ease-out runs about 29 pt ahead at about 33 ms (PlatformFacts, Derived keyboard motion)"
  )
  func easedDriftPeak() throws {
    let drift = try #require(
      errors(of: BuiltInScenarios.chatEased250).first { $0.detector == .drift })
    #expect(abs(drift.magnitude - 29) < 1)
    #expect(drift.message.contains("ahead"))
    #expect(abs((drift.time - Ticks(milliseconds: 100)).milliseconds - 33.3) < 0.1)
  }

  /// One refresh rate and the drift, in points, of a reader one frame late at it.
  struct RateRow: CustomTestStringConvertible, Sendable {
    var name: String
    var rate: RefreshRate
    var expected: Double
    var testDescription: String { name }
  }

  @Test(
    "a reader one frame late drifts by one frame of the keyboard's travel (PlatformFacts, Derived keyboard motion)",
    arguments: [
      RateRow(name: "120 Hz", rate: .hz120, expected: 18.8),
      RateRow(name: "60 Hz", rate: .hz60, expected: 37.5),
    ])
  func oneFrameLate(_ row: RateRow) throws {
    let rate = row.rate
    let expected = row.expected
    var scenario = BuiltInScenarios.chatFollows
    scenario.screen.followLagFrames = 1
    scenario.platform.refreshRate = rate
    let drift = try #require(errors(of: scenario).first { $0.detector == .drift })
    #expect(abs(drift.magnitude - expected) < 1.5, "\(drift.magnitude) at \(rate)")
    #expect(drift.message.contains("behind"))
  }

  @Test("the safe area counted twice costs exactly the bottom safe area, and nothing without one")
  func safeAreaTwice() {
    for device in Device.presets {
      var scenario = BuiltInScenarios.chatSafeAreaTwice
      scenario.platform.device = device
      let gaps = errors(of: scenario).filter { $0.detector == .doubleInset }.map(\.magnitude)
      if device.safeAreaBottom > 2 {
        #expect(gaps.count == 1 && abs(gaps[0] - device.safeAreaBottom) < 0.01, "\(device.name)")
      } else {
        #expect(gaps.isEmpty, "\(device.name)")
      }
    }
  }

  @Test("an ignored suggestion bar covers the composer by the bar's height")
  func suggestionBarHeight() {
    for height in [30.0, 44.0] {
      var scenario = BuiltInScenarios.suggestionBarIgnored
      scenario.platform.device.suggestionBarHeight = height
      let covered = errors(of: scenario).filter { $0.detector == .covered }
      #expect(covered.count == 1 && abs(covered[0].magnitude - height) < 0.01)
    }
  }

  @Test("a handler that waits for didShow is late by the keyboard's settling duration")
  func jumpsWaitForTheSpring() {
    for duration in [0.3, 0.5, 0.8] {
      var scenario = BuiltInScenarios.chatJumps
      scenario.platform.keyboardSpring.settlingDuration = duration
      let late = errors(of: scenario).filter { $0.detector == .lateJump }
      #expect(late.count == 2)
      #expect(late.allSatisfy { abs($0.magnitude - duration * 1000) < 10 }, "\(duration) s")
    }
  }

  @Test("a hardware keyboard with a layout that follows the keyboard reserves nothing")
  func hardwareKeyboardFollows() {
    var scenario = BuiltInScenarios.chatFollows
    scenario.platform.hardwareKeyboard = true
    #expect(errors(of: scenario).isEmpty)
  }

  @Test("the duplicate observers double every increment: two registrations, twice the height")
  func incrementsDouble() throws {
    let scenario = BuiltInScenarios.duplicateObserversIncrements
    let gap = try #require(errors(of: scenario).first { $0.detector == .doubleInset })
    let device = scenario.platform.device
    #expect(abs(gap.magnitude - (device.keyboardHeight - device.safeAreaBottom)) < 0.01)
  }
}
