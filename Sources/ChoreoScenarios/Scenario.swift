import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// A run to simulate and judge: its ``ChoreoTimeline/RunSetup`` (platform, controller options,
/// layout, screen, script, duration), a sentence on what it is, the findings it expects and the
/// thresholds they are graded against.
///
/// A scenario never tells a detector anything; findings come from the motion.
///
/// The setup's fields read as the scenario's own (`scenario.platform.device`), through dynamic
/// member lookup.
@dynamicMemberLookup
public struct Scenario: Hashable, Sendable {
  /// What the runner plays.
  public var setup: RunSetup
  /// One sentence on what the scenario is.
  public var summary: String
  /// The findings a check expects; `nil` expects none.
  ///
  /// Every error finding must match one, and each must be matched; warnings are held to the
  /// same only when one is listed (``ScenarioVerdict``).
  public var expect: [ExpectedFinding]?
  /// Detector thresholds.
  public var thresholds: Thresholds

  /// A scenario with every field given.
  public init(
    name: String, summary: String, platform: PlatformProfile = .standard,
    controller: ControllerOptions = .pattern, layout: SheetLayout = .standard,
    screen: Screen = .sheetComposer, script: [ScriptStep], duration: Ticks? = nil,
    expect: [ExpectedFinding]? = nil,
    thresholds: Thresholds = .standard
  ) {
    setup = RunSetup(
      name: name, platform: platform, controller: controller, layout: layout, screen: screen,
      script: script, duration: duration)
    self.summary = summary
    self.expect = expect
    self.thresholds = thresholds
  }

  /// A field of the setup, read and written as the scenario's own.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RunSetup, Value>) -> Value {
    get { setup[keyPath: keyPath] }
    set { setup[keyPath: keyPath] = newValue }
  }

  /// A read-only property of the setup, such as its ``ChoreoTimeline/RunSetup/effectiveDuration``.
  public subscript<Value>(dynamicMember keyPath: KeyPath<RunSetup, Value>) -> Value {
    setup[keyPath: keyPath]
  }
}

extension Simulation {
  /// A simulation of `scenario`'s setup, at time zero with the script queued.
  public init(scenario: Scenario) {
    self.init(setup: scenario.setup)
  }
}

extension Scenario {
  /// This scenario expecting an error finding of each of `detectors`, allowing `optional` ones
  /// without requiring them, each of `variants` of the given variant, and every finding from
  /// `start` ms on when given: how a built-in states what it demonstrates, as a file's `expect`
  /// does.
  public func expecting(
    _ detectors: DetectorID..., optional: [DetectorID] = [], variants: [DetectorID: String] = [:],
    from start: Double? = nil
  ) -> Scenario {
    let window = start.map { Ticks(milliseconds: $0)...setup.effectiveDuration }
    var scenario = self
    scenario.expect =
      detectors.map { ExpectedFinding($0, window: window, variant: variants[$0]) }
      + optional.map { ExpectedFinding($0, window: window, optional: true) }
    return scenario
  }
}
