/// One row of a region's transition table: in one of `from`, on `event`, when every condition
/// holds, the region moves to `to` and the controller emits `effects`.
///
/// Rules are data: the reducer interprets them and the diagrams, transition tables and
/// exhaustive tests are generated from them, so the spec is never written twice. Each has a
/// stable name (``id``) that traces, diagrams and reports use.
///
/// A class, so that the reducer can walk the table without copying rows.
public final class Rule: Sendable, CustomStringConvertible {
  /// The rule's stable name, such as `sheet.open-at-large`.
  public let id: RuleID
  /// The region this rule changes.
  public let region: RegionID
  /// Phases of the region the rule applies in.
  public let from: [ControllerPhase]
  /// The event kind that triggers it.
  public let event: ControllerEvent.Kind
  /// Conditions that must all hold.
  public let conditions: [Condition]
  /// The phase after the rule; `nil` for an internal transition that keeps the phase.
  public let to: ControllerPhase?
  /// The effects emitted, in order.
  public let effects: [Effect.Kind]
  /// Whether firing this rule is the controller's first attempt at the focus handoff: the moment
  /// its trigger (appear, the delay, the mount) has come.
  ///
  /// ``Guard/attemptsHandoff`` reads the rows marked so.
  public let attemptsHandoff: Bool
  /// Why the rule exists, in a sentence, where it is not obvious.
  public let rationale: String?
  /// The phases in ``from``, as bits at their ordinals (``RegionPhase/bit``): the rule applies
  /// when the region's phase bit is among them.
  let fromBits: UInt32
  let update: @Sendable (inout ControllerState, ControllerEvent) -> Void

  /// A rule over the region whose phase type is `Phase`.
  init<Phase: RegionPhase>(
    _ id: RuleID,
    from: [Phase],
    on event: ControllerEvent.Kind,
    when conditions: [Condition] = [],
    to: Phase?,
    effects: [Effect.Kind] = [],
    attemptsHandoff: Bool = false,
    because rationale: String? = nil,
    update: @escaping @Sendable (inout ControllerState, ControllerEvent) -> Void
  ) {
    self.id = id
    region = Phase.region
    self.from = from.map(\.controllerPhase)
    self.event = event
    self.conditions = conditions
    self.to = to?.controllerPhase
    self.effects = effects
    self.attemptsHandoff = attemptsHandoff
    self.rationale = rationale
    fromBits = from.reduce(0) { $0 | $1.bit }
    self.update = update
  }

  /// Whether the rule fires for `event` in `state`.
  public func fires(
    in state: ControllerState, for event: ControllerEvent, options: ControllerOptions
  ) -> Bool {
    event.kind == self.event && takes(event, in: state, options: options)
  }

  /// Whether the rule fires for `event`, already known to be of the rule's kind, in `state`.
  func takes(
    _ event: ControllerEvent, in state: ControllerState, options: ControllerOptions
  ) -> Bool {
    guard fromBits & state.phaseBit(of: region) != 0 else { return false }
    for condition in conditions where !condition.holds(in: state, for: event, options: options) {
      return false
    }
    return true
  }

  /// Whether the rule applies in `phase`, one of its region's.
  public func applies(in phase: ControllerPhase) -> Bool {
    phase.region == region && fromBits & phase.bit != 0
  }

  /// The label drawn on a diagram edge: `event [guards] / effects`.
  public var label: String {
    var text = event.name
    if !conditions.isEmpty {
      text += " [" + conditions.map(\.description).joined(separator: ", ") + "]"
    }
    if !effects.isEmpty { text += " / " + effects.map(\.description).joined(separator: ", ") }
    return text
  }

  /// `region: from -> to on label`.
  public var description: String {
    "\(region): \(from.map(\.name).joined(separator: "|")) -> \(to?.name ?? "(same)") on \(label)"
  }
}
