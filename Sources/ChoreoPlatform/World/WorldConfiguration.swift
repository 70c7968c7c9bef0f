import ChoreoCore
import ChoreoMachine

/// What a world is configured with and never changes: the platform, the app's layout, screen and
/// controller options, and the springs tabulated once.
///
/// Held by reference, so copying a world (an exploration copies one per branch) copies one pointer
/// instead of every string and array in the configuration.
final class WorldConfiguration: Sendable {
  let platform: PlatformProfile
  let layout: SheetLayout
  let screen: Screen
  let options: ControllerOptions
  let constants: LayoutConstants
  let sheetCurve: SpringCurve
  let keyboardCurve: SpringCurve

  init(platform: PlatformProfile, layout: SheetLayout, screen: Screen, options: ControllerOptions) {
    self.platform = platform
    self.layout = layout
    self.screen = screen
    self.options = options
    constants = LayoutConstants(screen: screen, layout: layout, platform: platform)
    sheetCurve = platform.sheetSpringCurve
    keyboardCurve = platform.keyboardSpringCurve
  }
}
