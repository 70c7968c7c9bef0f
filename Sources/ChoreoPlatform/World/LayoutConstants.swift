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
  /// The screen, in window coordinates.
  let screenFrame: Rect
  /// The bottom safe area.
  let safeAreaBottom: Double
  /// Where the view that holds the composer is, and how a form sheet moves with the keyboard.
  let context: ViewGeometry
  /// The view's bottom edge in window coordinates: where the keyboard's overlap is measured
  /// from (the screen's bottom for a sheet, which runs to it).
  let viewBottom: Double
  /// The view's bottom safe area (the device's for a sheet).
  let viewSafeAreaBottom: Double
  /// Whether the view moves with the keyboard (a form sheet).
  let viewMovesWithKeyboard: Bool

  init(screen: Screen, layout: SheetLayout, platform: PlatformProfile) {
    let device = platform.device
    avoidance = screen.avoidance
    usesSystemAvoidance = screen.avoidance.usesSystemAvoidance
    inSheet = screen.container.isSheet
    reservedInset = screen.reservedHeight ?? device.keyboardHeight
    content = screen.content
    followLag = Ticks(platform.refreshRate.ticksPerFrame * screen.followLagFrames)
    let view = screen.viewContext(on: platform)
    context = view.geometry
    viewBottom = view.bottom
    viewSafeAreaBottom = view.safeAreaBottom
    viewMovesWithKeyboard = view.keyboardMargin != nil
    insetFloor = screen.avoidance == .ignoresSafeArea ? 0 : view.safeAreaBottom
    repeatedApplications = Double(max(0, screen.avoidanceApplications - 1))
    newestMessageAnchored = screen.messageList == .anchored
    formTop =
      (screen.container.isSheet ? 0 : device.safeAreaTop) + Screen.formTopMargin
    composerHeight = layout.composerHeight
    // Matched rather than compared with nil, which would copy the handler first.
    keepsVisibilityFlag =
      switch screen.handler {
      case .some: true
      case .none: false
      }
    screenHeight = device.height
    screenFrame = Rect(x: 0, y: 0, width: device.width, height: device.height)
    safeAreaBottom = device.safeAreaBottom
  }

  /// The avoidance inset for a docked keyboard whose top is at `keyboardTop`: the keyboard's
  /// overlap with the view (a sheet's runs to the screen's bottom; a form sheet's after it moved
  /// up), never less than the view's safe area.
  func avoidanceInset(forKeyboardTop keyboardTop: Double) -> Double {
    guard !inSheet else { return max(safeAreaBottom, screenHeight - keyboardTop) }
    let bottom =
      viewMovesWithKeyboard ? viewBottom + context.shift(forKeyboardTop: keyboardTop) : viewBottom
    return max(viewSafeAreaBottom, bottom - keyboardTop)
  }

  /// Where the view's bottom is while a docked keyboard's top is at `keyboardTop`.
  func viewBottom(forKeyboardTop keyboardTop: Double) -> Double {
    viewMovesWithKeyboard ? viewBottom + context.shift(forKeyboardTop: keyboardTop) : viewBottom
  }
}
