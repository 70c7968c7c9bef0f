/// An event the controller refused, and the state it refused it in.
///
/// It holds plain values; the reason is made when it is read, so that refusing an event
/// allocates nothing.
public struct Rejection: Hashable, Sendable {
  /// The kind of event refused.
  public let event: ControllerEvent.Kind
  /// The controller's state, unchanged by the event.
  public let state: ControllerState

  /// A refusal of `event` in `state`.
  public init(event: ControllerEvent.Kind, state: ControllerState) {
    self.event = event
    self.state = state
  }

  /// Why no rule takes the event: the phase of each region that has rules for it.
  public var reason: String { SheetController.rejectionReason(for: event, in: state) }
}
