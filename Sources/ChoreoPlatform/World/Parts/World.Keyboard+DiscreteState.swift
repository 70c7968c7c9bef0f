import ChoreoCore
import ChoreoMachine

extension World.Keyboard {
  /// The keyboard's state without its geometry.
  public struct DiscreteState: Hashable, Sendable {
    /// Where the keyboard is.
    public var presence: Presence
    /// What its last animation was.
    public var animation: Animation
    /// The traits it shows.
    public var traits: KeyboardTraits
    /// Who the traits were shown for.
    public var owner: Responder?
    /// Which of the owner's fields, when the stream reposts on a focus change.
    public var ownerField: Int
    /// Whether it is docked.
    public var docked: Bool
    /// Whether the suggestion bar is part of its height.
    public var suggestionBarShown: Bool
    /// The height a stream step holds it at, if not its own.
    public var reportedHeight: Double?
    /// Whether the session's first show is still to come.
    public var firstShowPending: Bool
  }

  /// The keyboard's state without its geometry: two keyboards with the same key behave the
  /// same.
  public var discreteState: DiscreteState {
    DiscreteState(
      presence: presence, animation: animation, traits: traits, owner: owner,
      ownerField: ownerField,
      docked: isDocked,
      suggestionBarShown: suggestionBarShown, reportedHeight: reportedHeight,
      firstShowPending: firstShowPending)
  }
}
