import ChoreoCore
import ChoreoMachine
import ChoreoPlatform

/// Everything one run is made of: the simulated platform, the app (its controller's options, its
/// bottom-bar layout and its screen), what the person does and when, and how long to run.
///
/// A ``Simulation`` plays a setup; it holds nothing a detector reads, so findings can only come
/// from the motion and the events the run produces.
public struct RunSetup: Hashable, Sendable {
  /// A short identifier, such as `prewarm-handoff`, that names the run's trace.
  public var name: String
  /// The simulated platform.
  public var platform: PlatformProfile
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

  /// A setup with every field given; the defaults are the full pattern on the default device.
  public init(
    name: String, platform: PlatformProfile = .standard, controller: ControllerOptions = .pattern,
    layout: SheetLayout = .standard, screen: Screen = .sheetComposer, script: [ScriptStep],
    duration: Ticks? = nil
  ) {
    self.name = name
    self.platform = platform
    self.controller = controller
    self.layout = layout
    self.screen = screen
    self.script = script
    self.duration = duration
  }

  /// The run length when none is given: 2 s, or the last scripted action plus 1.5 s (a settle
  /// and the 1 s focus timeout of <doc:PlatformFacts#Focus-timeout>), whichever is longer.
  public var automaticDuration: Ticks {
    let last = script.map(\.time).max() ?? .zero
    return max(Ticks(milliseconds: 2000), last + Ticks(milliseconds: 1500))
  }

  /// The run length.
  public var effectiveDuration: Ticks { duration ?? automaticDuration }
}
