import ChoreoMachine

extension World.AppScreen {
  /// The screen's state without its geometry.
  public struct DiscreteState: Hashable, Sendable {
    /// Whether the screen is on display.
    public var isVisible: Bool
    /// How many keyboard observers are registered.
    public var observerCount: Int
    /// The app's own isKeyboardVisible.
    public var appKeyboardVisible: Bool
    /// The accessory strip's height.
    public var accessoryHeight: Double
  }

  /// The screen's state without its geometry: two screens with the same key behave the same.
  public var discreteState: DiscreteState {
    DiscreteState(
      isVisible: isVisible, observerCount: observerCount,
      appKeyboardVisible: appKeyboardVisible, accessoryHeight: accessoryHeight)
  }
}
