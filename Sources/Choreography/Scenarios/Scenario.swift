/// A run to simulate: the platform, the controller's options, the app's layout and a script of
/// user actions. A scenario never tells a detector anything; findings come from the motion.
public struct Scenario: Hashable, Sendable {
  /// A short identifier, such as `prewarm-handoff`.
  public var name: String
  /// One sentence on what the scenario is.
  public var summary: String
  /// The simulated platform.
  public var platform: Platform
  /// The pieces of the pattern the controller uses.
  public var controller: ControllerOptions
  /// The app's bottom-bar layout.
  public var layout: SheetLayout
  /// The app's screen: container, content and keyboard avoidance.
  public var screen: Screen
  /// What the person does, and when.
  public var script: [ScriptStep]
  /// How long to run; `nil` runs to ``automaticDuration``.
  public var duration: Ticks?
  /// The detectors whose error findings `choreo check` expects, exactly; `nil` expects none.
  public var expect: [DetectorID]?
  /// Detector thresholds.
  public var thresholds: Thresholds

  /// A scenario with every field given.
  public init(
    name: String, summary: String, platform: Platform = .standard,
    controller: ControllerOptions = .pattern, layout: SheetLayout = .standard,
    screen: Screen = .sheetComposer, script: [ScriptStep], duration: Ticks? = nil,
    expect: [DetectorID]? = nil,
    thresholds: Thresholds = .standard
  ) {
    self.name = name
    self.summary = summary
    self.platform = platform
    self.controller = controller
    self.layout = layout
    self.screen = screen
    self.script = script
    self.duration = duration
    self.expect = expect
    self.thresholds = thresholds
  }

  /// The run length when none is given: 2 s, or the last scripted action plus 1.5 s (a settle
  /// and the 1 s focus timeout, domain-facts §0), whichever is longer.
  public var automaticDuration: Ticks {
    let last = script.map(\.time).max() ?? .zero
    return max(Ticks(milliseconds: 2000), last + Ticks(milliseconds: 1500))
  }

  /// The run length.
  public var effectiveDuration: Ticks { duration ?? automaticDuration }
}
