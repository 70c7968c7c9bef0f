import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoPlatform

@Suite("The latency windows choreo verify explores")
struct PlatformTests {
  @Test(
    "focus lands from the next frame to the latest, and never misses the nominal frame",
    arguments: [(1, 2, 1...2), (0, 2, 0...2), (10, 2, 1...10), (3, 3, 1...3), (1, 0, 1...1)])
  func landingWindow(nominal: Int, latest: Int, expected: ClosedRange<Int>) {
    var platform = PlatformProfile()
    platform.focusLandingFrames = nominal
    platform.focusLandingLatestFrames = latest
    #expect(platform.focusLandingWindow == expected)
  }

  @Test(
    "the field mounts from at once to the latest, and never misses the nominal delay",
    arguments: [(100, 600, 600), (600, 600, 600), (700, 600, 700), (50, 20, 50)])
  func mountWindow(nominal: Int, latest: Int, expectedLatest: Int) {
    var platform = PlatformProfile()
    platform.contentMountDelay = Ticks(milliseconds: Double(nominal))
    platform.contentMountLatest = Ticks(milliseconds: Double(latest))
    #expect(platform.contentMountWindow == .zero...Ticks(milliseconds: Double(expectedLatest)))
  }

  @Test("a field with no mount delay is part of the first render: it has no window")
  func noMountWindow() {
    #expect(PlatformProfile(contentMountDelay: .zero).contentMountWindow == nil)
  }

  @Test(
    "an exploration waits for the mount and the landing within exactly those windows",
    arguments: [(700, 10), (100, 1)])
  func explorationUsesTheWindows(mountDelay: Int, landingFrames: Int) throws {
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.contentMountDelay = Ticks(milliseconds: Double(mountDelay))
    scenario.platform.focusLandingFrames = landingFrames
    var simulation = Simulation(setup: scenario.setup, mode: .explore)
    var mount: Simulation.WakeWindow?
    var landing: Simulation.WakeWindow?
    // Fire each window as soon as it opens, so that the next one comes.
    while !simulation.isFinished && (mount == nil || landing == nil) {
      simulation.advanceFrame()
      for window in simulation.windows {
        switch window.wake {
        case .contentMount: mount = mount ?? window
        case .focusLanding: landing = landing ?? window
        default: break
        }
      }
      if !simulation.windows.isEmpty { simulation.fireWindows(Array(simulation.windows.indices)) }
    }
    let platform = scenario.platform
    let mounted = try #require(mount)
    #expect(mounted.earliest == mounted.nominal - platform.contentMountDelay)
    #expect(mounted.latest == mounted.earliest + platform.contentMountWindow!.upperBound)
    let landed = try #require(landing)
    let rate = platform.refreshRate
    let requested = rate.frame(containing: landed.earliest) - platform.focusLandingWindow.lowerBound
    #expect(rate.frame(containing: landed.nominal) == requested + landingFrames)
    #expect(
      rate.frame(containing: landed.latest) == requested + platform.focusLandingWindow.upperBound)
  }
}
