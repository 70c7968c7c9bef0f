/// The transition tables compiled once into flat value storage for the reducer.
///
/// ``SheetController/rules`` stays the spec that diagrams, tables and tests read; this is how the
/// reducer runs it. Each rule becomes an ``Entry`` of plain bits (its region, the phases it applies
/// in, the guards it needs to hold and to fail), grouped by event kind in the order rules are
/// tried, and its effects become a range of one flat list of effect kinds. Guards that read only
/// the options are decided once per option set (``Guard/optionMask(_:)``); the others are
/// evaluated once per event, and only those the event's rules read.
final class RuleProgram: Sendable {
  /// One rule, as the reducer tests it.
  struct Entry: Sendable {
    /// The rule's index in ``SheetController/rules``.
    var rule: Int
    /// The region the rule changes.
    var region: RegionID
    /// The region as one bit, for the set of regions already changed by the event.
    var regionBit: UInt32
    /// The phases the rule applies in, as bits at their ordinals.
    var from: UInt32
    /// The guards that must hold, as bits at their ordinals in ``Guard/allCases``.
    var required: UInt32
    /// The guards that must fail.
    var forbidden: UInt32
    /// Whether the rule is a focus row marked as the handoff's first attempt.
    var attemptsHandoff: Bool
  }

  /// Every rule, grouped by event kind; within a kind, in the order rules are tried.
  let entries: [Entry]
  /// The entries of each event kind, by the kind's raw value.
  let entriesByKind: [Range<Int>]
  /// The guards that read the state or the event and that some rule of the kind reads, by the
  /// kind's raw value.
  let stateGuardsByKind: [UInt32]
  /// Every rule's effect kinds, one after the other.
  let effectKinds: [Effect.Kind]
  /// The effect kinds of each rule, by the rule's index.
  let effectsByRule: [Range<Int>]
  /// Each rule's update, by the rule's index.
  let updates: [@Sendable (inout ControllerState, ControllerEvent) -> Void]
  /// ``Guard/attemptsHandoff`` as a bit.
  let handoffBit = Guard.attemptsHandoff.bit

  /// The program of the controller's tables.
  static let shared = RuleProgram(rules: SheetController.rules)

  init(rules: [Rule]) {
    var entries: [Entry] = []
    var entriesByKind: [Range<Int>] = []
    var stateGuardsByKind: [UInt32] = []
    for kind in ControllerEvent.Kind.allCases {
      let start = entries.count
      var stateGuards: UInt32 = 0
      for (index, rule) in rules.enumerated() where rule.event == kind {
        var required: UInt32 = 0
        var forbidden: UInt32 = 0
        for condition in rule.conditions {
          if condition.isNegated {
            forbidden |= condition.guardName.bit
          } else {
            required |= condition.guardName.bit
          }
        }
        stateGuards |= (required | forbidden) & ~Guard.optionOnlyBits
        entries.append(
          Entry(
            rule: index, region: rule.region, regionBit: 1 << UInt32(rule.region.bitIndex),
            from: rule.fromBits, required: required, forbidden: forbidden,
            attemptsHandoff: rule.attemptsHandoff && rule.region == .focus))
      }
      entriesByKind.append(start..<entries.count)
      stateGuardsByKind.append(stateGuards)
    }
    var effectKinds: [Effect.Kind] = []
    var effectsByRule: [Range<Int>] = []
    for rule in rules {
      let start = effectKinds.count
      effectKinds += rule.effects
      effectsByRule.append(start..<effectKinds.count)
    }
    self.entries = entries
    self.entriesByKind = entriesByKind
    self.stateGuardsByKind = stateGuardsByKind
    self.effectKinds = effectKinds
    self.effectsByRule = effectsByRule
    updates = rules.map(\.update)
  }

  /// The guards among `needed` that hold for `event` in `state`, the option guards `optionMask`
  /// already decided.
  ///
  /// ``Guard/attemptsHandoff`` is decided here from the focus rows marked as the handoff's first
  /// attempt: whether one of them fires for the event.
  func stateGuards(
    _ needed: UInt32, in state: ControllerState, for event: ControllerEvent,
    options: ControllerOptions, optionMask: UInt32, entries range: Range<Int>
  ) -> UInt32 {
    var holding: UInt32 = 0
    var remaining = needed & ~handoffBit
    while remaining != 0 {
      let ordinal = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      if Guard.allCases[ordinal].holds(in: state, for: event, options: options) {
        holding |= 1 << UInt32(ordinal)
      }
    }
    if needed & handoffBit != 0 {
      let known = holding | optionMask
      for index in range where entries[index].attemptsHandoff {
        let entry = entries[index]
        if entry.from & state.phaseBit(of: entry.region) != 0, entry.admits(known) {
          holding |= handoffBit
          break
        }
      }
    }
    return holding
  }
}

extension RuleProgram.Entry {
  /// Whether the rule's conditions hold, given the guards `holding`.
  func admits(_ holding: UInt32) -> Bool {
    required & ~holding == 0 && forbidden & holding == 0
  }
}
