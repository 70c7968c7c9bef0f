import ChoreoCore

/// The app-side controller of a sheet with an auto-focused composer, as a pure state machine.
///
/// `reduce(_:_:)` is synchronous and pure: it reads the state and an event, writes the next state
/// and returns the effects as values for a runner to carry out. Its behaviour is the transition
/// tables of the regions (``rules``); the reducer only interprets them, so diagrams and exhaustive
/// tests drawn from the tables describe exactly what runs.
///
/// ```swift
/// let controller = SheetController(options: .pattern)
/// var state = ControllerState.initial(options: .pattern)
/// let transition = controller.reduce(&state, .presentTapped)
/// // transition.effects == [.mountPrewarm, .collapseAccessories, .present(.large, ...)]
/// ```
public struct SheetController: Sendable {
  /// The pieces of the pattern this controller uses.
  public var options: ControllerOptions {
    didSet { optionMask = Guard.optionMask(options) }
  }
  /// The guards that read only the options and hold under them (``Guard/optionMask(_:)``).
  private var optionMask: UInt32

  /// A controller with `options`.
  public init(options: ControllerOptions) {
    self.options = options
    optionMask = Guard.optionMask(options)
  }

  /// The regions in the order their rules are tried and their effects emitted.
  public static let regionOrder: [RegionID] = ControllerRegion.all.map(\.id)

  /// Every rule of every region, in region order.
  public static let rules: [Rule] = ControllerRegion.all.flatMap(\.rules)

  /// The table of one region.
  public static func rules(of region: RegionID) -> [Rule] {
    ControllerRegion.region(region).rules
  }

  /// The phases of one region, in declaration order.
  public static func phases(of region: RegionID) -> [ControllerPhase] {
    ControllerRegion.region(region).phases
  }

  /// The phase each region starts in.
  public static func initialPhase(of region: RegionID, options: ControllerOptions)
    -> ControllerPhase
  {
    ControllerState.initial(options: options).phase(of: region)
  }

  /// The rule called `id`, if there is one.
  public static func rule(_ id: RuleID) -> Rule? {
    ruleIndices[id].map { rules[$0] }
  }

  private static let ruleIndices: [RuleID: Int] = Dictionary(
    rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Applies `event` to `state`: the first rule of each region that fires changes that region,
  /// guards reading the state as it was before the event.
  ///
  /// The rules that fired come back as a bit set; the effects as an array.
  ///
  /// - Returns: the accepted transition with its effects, or a rejection (state untouched).
  /// - Complexity: O(r) in the number of rules for the event's kind.
  public func reduce(_ state: inout ControllerState, _ event: ControllerEvent) -> Transition {
    let before = state
    let program = RuleProgram.shared
    let kind = event.kind.rawValue
    let range = program.entriesByKind[kind]
    let holding =
      optionMask
      | program.stateGuards(
        program.stateGuardsByKind[kind], in: before, for: event, options: options,
        optionMask: optionMask, entries: range)
    var fired = BitSet128()
    var changedRegions: UInt32 = 0
    for entry in program.entries[range] {
      guard changedRegions & entry.regionBit == 0,
        entry.from & before.phaseBit(of: entry.region) != 0, entry.admits(holding)
      else { continue }
      program.updates[entry.rule](&state, event)
      fired.insert(entry.rule)
      changedRegions |= entry.regionBit
    }
    guard !fired.isEmpty else { return .rejected(Rejection(event: event.kind, state: before)) }
    // The effects are made from the state after every region has moved.
    var effects: [Effect] = []
    for index in fired {
      for position in program.effectsByRule[index] {
        if let effect = program.effectKinds[position].make(after: state, options: options) {
          effects.append(effect)
        }
      }
    }
    return .accepted(rules: RuleSet(indices: fired), effects: effects)
  }

  /// Why no rule takes `kind` in `state`, for the trace.
  public static func rejectionReason(for kind: ControllerEvent.Kind, in state: ControllerState)
    -> String
  {
    let program = RuleProgram.shared
    var regions: [RegionID] = []
    for index in program.entriesByKind[kind.rawValue]
    where !regions.contains(program.entries[index].region) {
      regions.append(program.entries[index].region)
    }
    guard !regions.isEmpty else { return "no region handles \(kind)" }
    let phases = regions.map { "\($0) is \(state.phase(of: $0).name)" }
      .joined(separator: ", ")
    return "no transition: \(phases)"
  }
}
