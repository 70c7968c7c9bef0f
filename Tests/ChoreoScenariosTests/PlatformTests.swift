import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoPlatform

@Suite("The latency windows choreo verify explores")
struct PlatformTests {
  /// One focus landing: the nominal and latest frames, and the window of frames they give.
  struct LandingRow: CustomTestStringConvertible, Sendable {
    var name: String
    var nominal: Int
    var latest: Int
    var expected: ClosedRange<Int>
    var testDescription: String { name }
  }

  @Test(
    "focus lands from the next frame to the latest, and never misses the nominal frame",
    arguments: [
      LandingRow(name: "latest after nominal", nominal: 1, latest: 2, expected: 1...2),
      LandingRow(name: "nominal 0 lands in the same frame", nominal: 0, latest: 2, expected: 0...2),
      LandingRow(name: "nominal past latest widens", nominal: 10, latest: 2, expected: 1...10),
      LandingRow(name: "nominal equal to latest", nominal: 3, latest: 3, expected: 1...3),
      LandingRow(name: "latest 0 still reaches nominal", nominal: 1, latest: 0, expected: 1...1),
    ])
  func landingWindow(_ row: LandingRow) {
    var platform = PlatformProfile()
    platform.focusLandingFrames = row.nominal
    platform.focusLandingLatestFrames = row.latest
    #expect(platform.focusLandingWindow == row.expected)
  }

  /// One field mount: the nominal and latest delays and the window's end, in milliseconds.
  struct MountRow: CustomTestStringConvertible, Sendable {
    var name: String
    var nominal: Int
    var latest: Int
    var expectedLatest: Int
    var testDescription: String { name }
  }

  @Test(
    "the field mounts from at once to the latest, and never misses the nominal delay",
    arguments: [
      MountRow(name: "latest after nominal", nominal: 100, latest: 600, expectedLatest: 600),
      MountRow(name: "nominal equal to latest", nominal: 600, latest: 600, expectedLatest: 600),
      MountRow(name: "nominal past latest widens", nominal: 700, latest: 600, expectedLatest: 700),
      MountRow(name: "both short, nominal later", nominal: 50, latest: 20, expectedLatest: 50),
    ])
  func mountWindow(_ row: MountRow) {
    var platform = PlatformProfile()
    platform.contentMountDelay = Ticks(milliseconds: Double(row.nominal))
    platform.contentMountLatest = Ticks(milliseconds: Double(row.latest))
    #expect(
      platform.contentMountWindow == .zero...Ticks(milliseconds: Double(row.expectedLatest)))
  }

  @Test("a field with no mount delay is part of the first render: it has no window")
  func noMountWindow() {
    #expect(PlatformProfile(contentMountDelay: .zero).contentMountWindow == nil)
  }

  /// One exploration: the mount delay in milliseconds and the nominal landing frames.
  struct ExplorationRow: CustomTestStringConvertible, Sendable {
    var name: String
    var mountDelay: Int
    var landingFrames: Int
    var testDescription: String { name }
  }

  @Test(
    "an exploration waits for the mount and the landing within exactly those windows",
    arguments: [
      ExplorationRow(name: "late mount, late landing", mountDelay: 700, landingFrames: 10),
      ExplorationRow(name: "default mount and landing", mountDelay: 100, landingFrames: 1),
    ])
  func explorationUsesTheWindows(_ row: ExplorationRow) throws {
    let landingFrames = row.landingFrames
    var scenario = BuiltInScenarios.prewarmHandoff
    scenario.platform.contentMountDelay = Ticks(milliseconds: Double(row.mountDelay))
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
