import ChoreoCore
import ChoreoMachine

extension World.Keyboard {
  /// The keyboard's state without its geometry.
  public struct Key: Hashable, Sendable {
    /// Where the keyboard is.
    public var presence: Presence
    /// What its last animation was.
    public var animation: Animation
    /// The traits it shows.
    public var traits: KeyboardTraits
    /// Who the traits were shown for.
    public var owner: Responder?
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
  public var key: Key {
    Key(
      presence: presence, animation: animation, traits: traits, owner: owner, docked: isDocked,
      suggestionBarShown: suggestionBarShown, reportedHeight: reportedHeight,
      firstShowPending: firstShowPending)
  }
}
