import ChoreoCore
import ChoreoMachine

extension World.Responders {
  /// The responders' state without the causes.
  public struct DiscreteState: Hashable, Sendable {
    /// Who holds first responder.
    public var firstResponder: Responder?
    /// Whether a focus request waits to land.
    public var isLandingPending: Bool
    /// Whether a request waits for the presentation to settle.
    public var hasDeferredFocus: Bool
    /// The form field that holds focus.
    public var focusedField: Int
  }

  /// The responders' state without the causes: two with the same key behave the same.
  public var discreteState: DiscreteState {
    DiscreteState(
      firstResponder: firstResponder, isLandingPending: isLandingPending,
      hasDeferredFocus: hasDeferredFocus, focusedField: focusedField)
  }
}
