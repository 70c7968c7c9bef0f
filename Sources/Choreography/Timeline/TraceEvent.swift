/// One entry of a trace: what happened, when, in which frame, and what caused it.
public struct TraceEvent: Hashable, Sendable {
  /// What the controller made of a delivered event.
  public enum Outcome: Hashable, Sendable {
    /// Not delivered to the controller (an effect carried out, a platform note, a keystroke).
    case recorded
    /// Accepted: the rules that fired, in order.
    case accepted([FiredRule])
    /// Rejected by the controller, with the reason.
    case rejected(reason: String)
  }

  /// A rule that fired, and the phase its region was in when it did.
  public struct FiredRule: Hashable, Sendable {
    /// Index into ``SheetController/rules``.
    public var rule: Int
    /// The region's phase before the rule fired.
    public var from: String

    /// A fired rule.
    public init(rule: Int, from: String) {
      self.rule = rule
      self.from = from
    }
  }

  /// Position in the trace, from 0.
  public var id: Int
  /// Virtual time.
  public var time: Ticks
  /// The frame that commits it.
  public var frame: Int
  /// What happened.
  public var happening: Happening
  /// The entry that caused this one, if any.
  public var cause: Int?
  /// What the controller made of it.
  public var outcome: Outcome

  /// An entry with every field given.
  public init(
    id: Int, time: Ticks, frame: Int, happening: Happening, cause: Int?, outcome: Outcome
  ) {
    self.id = id
    self.time = time
    self.frame = frame
    self.happening = happening
    self.cause = cause
    self.outcome = outcome
  }

  /// Who made it happen.
  public var source: Source { happening.source }

  /// Whether the controller rejected it.
  public var isRejected: Bool {
    if case .rejected = outcome { true } else { false }
  }

  /// The controller event, if this entry delivered one.
  public var controllerEvent: ControllerEvent? { happening.controllerEvent }
}
