/// One region of the controller as the registry lists it: its phases, its transition table, and
/// the states a test of every composite state tries for it.
///
/// ``all`` is the one list of regions: the reducer walks it for rules, diagrams draw a cluster
/// per entry, and exhaustive tests build their state space from it.
public struct ControllerRegion: Sendable {
  /// Which region this is.
  public let id: RegionID
  /// Its phases, in declaration order.
  public let phases: [ControllerPhase]
  /// Its transition table, in the order its rules are tried.
  public let rules: [Rule]
  private let vary: @Sendable (ControllerState, ControllerOptions) -> [ControllerState]

  private init<Phase: RegionPhase>(
    _: Phase.Type, rules: [Rule],
    representatives: @escaping @Sendable (ControllerState, ControllerOptions) -> [ControllerState]
  ) {
    id = Phase.region
    phases = Phase.allCases.map(\.controllerPhase)
    self.rules = rules
    vary = representatives
  }

  /// `state` with this region set to each of its representative values: every phase, and the
  /// data a phase carries where it changes what rules do.
  public func representatives(
    varying state: ControllerState, options: ControllerOptions
  ) -> [ControllerState] {
    vary(state, options)
  }

  /// Every region, in the order its rules are tried and its effects emitted.
  public static let all: [ControllerRegion] = [
    ControllerRegion(PrewarmState.self, rules: PrewarmState.rules) { state, _ in
      PrewarmState.allCases.map { state.with(\.prewarm, $0) }
    },
    ControllerRegion(AccessoryState.self, rules: AccessoryState.rules) { state, _ in
      AccessoryState.allCases.map { state.with(\.accessories, $0) }
    },
    ControllerRegion(ComposerMount.self, rules: ComposerMount.rules) { state, _ in
      ComposerMount.allCases.map { state.with(\.composer, $0) }
    },
    ControllerRegion(ComposerFocus.Phase.self, rules: ComposerFocus.rules) { state, _ in
      ComposerFocus.representatives.map { state.with(\.focus, $0) }
    },
    ControllerRegion(KeyboardState.Phase.self, rules: KeyboardState.rules) { state, _ in
      KeyboardState.representatives.map { state.with(\.keyboard, $0) }
    },
    ControllerRegion(SheetState.Phase.self, rules: SheetState.rules) { state, options in
      SheetState.representatives(options: options).map { state.with(\.sheet, $0) }
    },
    ControllerRegion(AutoFocusFlag.self, rules: AutoFocusFlag.rules) { state, _ in
      AutoFocusFlag.allCases.map { state.with(\.autoFocus, $0) }
    },
  ]

  /// The registry's entry for `id`.
  public static func region(_ id: RegionID) -> ControllerRegion {
    // Every region is registered; the registry's test checks it.
    all.first { $0.id == id } ?? all[0]
  }
}

extension ControllerState {
  /// This state with one region's value replaced.
  func with<Value>(_ region: WritableKeyPath<ControllerState, Value>, _ value: Value)
    -> ControllerState
  {
    var copy = self
    copy[keyPath: region] = value
    return copy
  }
}
