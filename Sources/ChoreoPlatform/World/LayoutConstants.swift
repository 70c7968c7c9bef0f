import ChoreoCore

/// The numbers a frame sample needs from the screen, the layout and the device, copied out once
/// so the per-frame path reads plain values and never touches the screen's arrays or strings.
struct LayoutConstants: Sendable {
  let avoidance: AvoidanceStrategy
  let usesSystemAvoidance: Bool
  let inSheet: Bool
  /// The inset a `reserves-fixed-height` layout keeps while a field is focused.
  let reservedInset: Double
  let content: Screen.Content
  let followLag: Ticks
  /// The least the layout inset can be: the bottom safe area, or 0 when it is ignored.
  let insetFloor: Double
  /// Extra views applying the keyboard's part of the inset again.
  let repeatedApplications: Double
  let newestMessageAnchored: Bool
  /// From the container's top to the form's first row.
  let formTop: Double
  let composerHeight: Double
  let keepsVisibilityFlag: Bool
  /// The screen's height.
  let screenHeight: Double
  /// The bottom safe area.
  let safeAreaBottom: Double

  init(screen: Screen, layout: SheetLayout, platform: Platform) {
    let device = platform.device
    avoidance = screen.avoidance
    usesSystemAvoidance = screen.avoidance.usesSystemAvoidance
    inSheet = screen.container == .sheet
    reservedInset = screen.reservedHeight ?? device.keyboardHeight
    content = screen.content
    followLag = Ticks(platform.refreshRate.ticksPerFrame * screen.followLagFrames)
    insetFloor = screen.avoidance == .ignoresSafeArea ? 0 : device.safeAreaBottom
    repeatedApplications = Double(max(0, screen.avoidanceApplications - 1))
    newestMessageAnchored = screen.messageList == .anchored
    formTop =
      (screen.container == .fullScreen ? device.safeAreaTop : 0) + Screen.formTopMargin
    composerHeight = layout.composerHeight
    keepsVisibilityFlag = screen.handler != nil
    screenHeight = device.height
    safeAreaBottom = device.safeAreaBottom
  }
}
