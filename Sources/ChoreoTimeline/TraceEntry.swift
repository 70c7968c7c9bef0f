import ChoreoCore
import ChoreoMachine

/// One entry of a trace: what happened, when, in which frame, and what caused it.
public struct TraceEntry: Hashable, Sendable {
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
