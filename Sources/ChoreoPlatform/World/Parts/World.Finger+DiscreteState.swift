import ChoreoMachine

extension World.Finger {
  /// The finger's state without its geometry.
  public struct DiscreteState: Hashable, Sendable {
    /// Whether a finger is down.
    public var isDown: Bool
    /// Whether the keyboard follows it.
    public var keyboardFollows: Bool
  }

  /// The finger's state without its geometry.
  public var discreteState: DiscreteState {
    DiscreteState(isDown: isDown, keyboardFollows: keyboardFollows)
  }
}
