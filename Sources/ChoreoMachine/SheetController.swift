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
  public var options: ControllerOptions

  /// A controller with `options`.
  public init(options: ControllerOptions) {
    self.options = options
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
    rules.first { $0.id == id }
  }

  private static let rulesByEvent: [[Int]] = {
    var table = Array(repeating: [Int](), count: ControllerEvent.Kind.allCases.count)
    for (index, rule) in rules.enumerated() { table[rule.event.rawValue].append(index) }
    return table
  }()

  /// Applies `event` to `state`: the first rule of each region that fires changes that region,
  /// guards reading the state as it was before the event.
  ///
  /// - Returns: the accepted transition with its effects, or a rejection (state untouched).
  /// - Complexity: O(r) in the number of rules for the event's kind.
  public func reduce(_ state: inout ControllerState, _ event: ControllerEvent) -> Transition {
    let before = state
    let fired = apply(event, to: &state)
    guard !fired.isEmpty else {
      return .rejected(reason: Self.rejectionReason(for: event.kind, in: before))
    }
    var effects: [Effect] = []
    forEachEffect(of: fired, after: state) { effects.append($0) }
    return .accepted(rules: fired.map { Self.rules[$0].id }, effects: effects)
  }

  /// ``reduce(_:_:)`` without building its arrays, for a runner delivering many events: the rules
  /// that fired, as indices into ``rules``.
  ///
  /// Rules are tried in ascending index order, so the set's order is the firing order.
  ///
  /// - Returns: the rules that fired; empty if none did, and then `state` is untouched.
  public func apply(_ event: ControllerEvent, to state: inout ControllerState) -> BitSet128 {
    let before = state
    var fired = BitSet128()
    var changedRegions: UInt32 = 0
    // The tables are read once here: every read of a `static let` checks that it is made.
    let rules = Self.rules
    for index in Self.rulesByEvent[event.kind.rawValue] {
      let rule = rules[index]
      let bit: UInt32 = 1 << rule.region.bitIndex
      if changedRegions & bit != 0 { continue }
      guard rule.takes(event, in: before, options: options) else { continue }
      rule.update(&state, event)
      fired.insert(index)
      changedRegions |= bit
    }
    return fired
  }

  /// Calls `body` with the effects of the rules `fired`, in order, made from the controller's
  /// `state` after the transition, so that nothing is allocated for them.
  @inlinable
  public func forEachEffect(
    of fired: BitSet128, after state: ControllerState, _ body: (Effect) -> Void
  ) {
    let rules = Self.rules
    for index in fired {
      for kind in rules[index].effects {
        if let effect = kind.make(after: state, options: options) { body(effect) }
      }
    }
  }

  /// Why no rule takes `kind` in `state`, for the trace.
  public static func rejectionReason(for kind: ControllerEvent.Kind, in state: ControllerState)
    -> String
  {
    var regions: [RegionID] = []
    for index in Self.rulesByEvent[kind.rawValue] where !regions.contains(Self.rules[index].region)
    {
      regions.append(Self.rules[index].region)
    }
    guard !regions.isEmpty else { return "no region handles \(kind)" }
    let phases = regions.map { "\($0) is \(state.phase(of: $0).name)" }
      .joined(separator: ", ")
    return "no transition: \(phases)"
  }
}
