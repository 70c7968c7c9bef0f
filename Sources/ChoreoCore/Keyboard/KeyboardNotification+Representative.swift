extension KeyboardNotification {
  /// The payload of a docked keyboard showing (`showing`) or hiding on `device`, with the
  /// platform's reported duration and curve, for tests, diagrams and examples that need one.
  public static func representative(showing: Bool, on device: Device = .iPhone14Pro)
    -> KeyboardNotification
  {
    let up = Rect(
      x: 0, y: device.height - device.keyboardHeight, width: device.width,
      height: device.keyboardHeight)
    let down = Rect(x: 0, y: device.height, width: device.width, height: device.keyboardHeight)
    return KeyboardNotification(
      beginFrame: showing ? down : up, endFrame: showing ? up : down, duration: 0.25, curve: 7)
  }
}
