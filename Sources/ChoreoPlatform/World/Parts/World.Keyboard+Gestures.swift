import ChoreoCore
import ChoreoMachine

extension World.Keyboard {
  /// The person undocks the keyboard (iPad): it floats at `floating` without a hide, as one
  /// `keyboardWillChangeFrame` (<doc:PlatformFacts#Undocked-keyboard>).
  mutating func undock(
    to floating: Rect, now: Ticks, id: Int, setup: WorldConfiguration, outbox: inout World.Outbox
  ) -> InsetMove {
    let device = setup.platform.device
    floatingFrame = floating
    undockedBand = top.retargeted(to: device.height, at: now, curve: setup.keyboardCurve)
    var reported = floating
    var curve: Int?
    switch setup.platform.stream.undockedFrame {
    case .actual: break
    case .offScreen:
      reported.y = -floating.height
      curve = 0
    case .screenHeight:
      reported.y = 0
      reported.height = device.height
    }
    animate(
      top.retargeted(to: floating.y, at: now, curve: setup.keyboardCurve), endFrame: reported,
      animation: .changeFrame, presence: .showing,
      settlesAfter: Ticks(setup.keyboardCurve.settleTicks), curve: curve, now: now, cause: id,
      setup: setup, outbox: &outbox)
    return .spring(to: setup.constants.viewSafeAreaBottom)
  }

  /// The field that held the keyboard left the window while still first responder: the
  /// keyboard is gone at once and posts nothing (<doc:PlatformFacts#Exit>).
  mutating func vanish(device: Device) {
    top = .rest(device.height)
    presence = .hidden
    animation = .hide
    reportedHeight = nil
    undockedBand = nil
    floatingFrame = nil
    showSerial += 1
    generation += 1
  }

  /// A dismiss drag carries the keyboard along at the sheet's `velocity`.
  mutating func dragAlong(velocity: Double, now: Ticks) {
    guard isUp else { return }
    top = .linear(from: top.value(at: now), velocity: velocity, start: now)
    generation += 1
  }

  /// A cancelled dismiss drag: the keyboard springs back to where it rests.
  mutating func springBack(now: Ticks, setup: WorldConfiguration) {
    guard isUp else { return }
    top = top.retargeted(to: restingTarget(setup: setup), at: now, curve: setup.keyboardCurve)
  }

  /// The keyboard follows a finger: its top sits at `virtualTop`, moving at `velocity`, held
  /// between `rest` and the bottom of the screen.
  mutating func follow(
    virtualTop: Double, velocity: Double, rest: Double, now: Ticks, device: Device
  ) {
    top = .clamped(
      from: virtualTop, velocity: velocity, start: now, lower: rest, upper: device.height)
    generation += 1
  }

  /// The finger lifted to close it: the keyboard stops where the finger left it and then
  /// leaves with its own spring once focus has gone.
  mutating func stop(at now: Ticks) {
    top = top.stopped(at: now)
  }

  /// A cancelled interactive dismissal animates back to `rest` with a basic animation, not the
  /// spring (<doc:PlatformFacts#Keyboard-curve>), posting a show for the frame it returns to.
  mutating func easeBack(
    to rest: Double, duration: Ticks, now: Ticks, cause: Int?, setup: WorldConfiguration,
    outbox: inout World.Outbox
  ) -> InsetMove {
    let device = setup.platform.device
    animate(
      top.eased(to: rest, at: now, duration: duration, curve: .easeInOut),
      endFrame: frame(top: rest, device: device), animation: .show, presence: .showing,
      settlesAfter: duration, now: now, cause: cause, setup: setup, outbox: &outbox)
    return .eased(to: device.height - rest, duration: duration, curve: .easeInOut)
  }
}
