import ChoreoCore
import ChoreoMachine

extension World.Sheet {
  /// The sheet's state without its geometry.
  public struct DiscreteState: Hashable, Sendable {
    /// Where the sheet is and who moves it.
    public var stage: Stage
    /// The detent it is at, or goes to.
    public var detent: Detent
    /// The detents it allows.
    public var allowed: DetentSet
    /// Whether the content is in the window.
    public var contentInWindow: Bool
    /// Whether the real field is mounted.
    public var composerMounted: Bool
    /// Whether the prewarm is part of the content.
    public var prewarmMounted: Bool
    /// Whether the prewarm is in the window.
    public var prewarmInWindow: Bool
  }

  /// The sheet's state without its geometry: two sheets with the same key behave the same.
  public var discreteState: DiscreteState {
    DiscreteState(
      stage: stage, detent: detent, allowed: allowed, contentInWindow: contentInWindow,
      composerMounted: composerMounted, prewarmMounted: prewarmMounted,
      prewarmInWindow: prewarmInWindow)
  }
}
