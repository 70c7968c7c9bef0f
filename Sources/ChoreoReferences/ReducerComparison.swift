import ChoreoCore
import ChoreoMachine

/// Seeded random event streams, and the check that ``ChoreoMachine/SheetController/reduce(_:_:)``
/// and ``HandWrittenReducer`` agree on every event of one: the same next state, the same rules
/// fired and the same effects.
///
/// The benchmark runs it on a million events under every option set before it times the two,
/// and the tests on fewer.
public enum ReducerComparison {
  /// Option sets that between them take every guard both ways.
  public static let optionSets: [ControllerOptions] = [
    .pattern,
    ControllerOptions(
      usesPrewarm: false, focusTrigger: .onAppear, retry: .none,
      accessories: .collapseWhenFocusLands),
    ControllerOptions(
      prewarmAlpha: 0, focusTrigger: .onContentMount,
      retry: .upTo(1, every: Ticks(milliseconds: 50)), prewarmRetirement: .whenHandoffAttempted,
      autoOpenDetent: .selection, initialDetentSelection: .medium,
      allowedDetents: [.medium, .large], resetsDetentSelectionOnDisappear: false,
      accessories: .collapseWhenFocusLands, closeFocus: .clearFocusAfterDismissal,
      resetsPendingOnDisappear: false, surfacesFocusFailure: true),
    ControllerOptions(prewarmRetirement: .whenHandoffAttempted),
    ControllerOptions(closeFocus: .clearFocusThenDismissAfterDelay),
    ControllerOptions(focusTrigger: .defaultFocus, allowedDetents: [.large]),
  ]

  /// Every kind of event, with both detents for a detent change.
  public static let events: [ControllerEvent] =
    ControllerEvent.Kind.allCases.map { ControllerEvent.representative(of: $0) }
    + [.detentDidChange(.medium)]

  /// `count` events drawn from ``events`` by a generator seeded with `seed`.
  public static func randomEvents(count: Int, seed: UInt64) -> [ControllerEvent] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in events[Int(generator.next() % UInt64(events.count))] }
  }

  /// Feeds `events` to both reducers under `options`, from the initial state, and returns the
  /// first disagreement, described; `nil` when they agree on every event.
  ///
  /// Every `restartEvery` events both start again from the initial state, so that a stream
  /// that wanders into a corner keeps visiting the opening too.
  public static func firstDisagreement(
    on events: [ControllerEvent], options: ControllerOptions, restartEvery: Int = 64
  ) -> String? {
    let controller = SheetController(options: options)
    let reference = HandWrittenReducer(options: options)
    let initial = ControllerState.initial(options: options)
    let regionRules = SheetController.regionOrder.map { SheetController.rules(of: $0) }
    var state = initial
    for (index, event) in events.enumerated() {
      if index % restartEvery == 0 { state = initial }
      var expected = state
      let transition = controller.reduce(&expected, event)
      var actual = state
      let step = reference.reduce(&actual, event)
      // Described only when the two disagree: describing every event would cost more than both.
      var place: String { "event \(index) (\(event.kind) in \(state))" }
      guard actual == expected else {
        return "\(place): the hand-written switch went to \(actual), reduce to \(expected)"
      }
      var fired: [RuleID] {
        regionRules.indices.compactMap { slot in
          step.firedRule(inRegionAt: slot).map { regionRules[slot][$0].id }
        }
      }
      switch transition {
      case .rejected:
        guard step.isRejected else {
          return "\(place): reduce rejected it, the switch fired \(fired)"
        }
      case .accepted(let rules, let effects):
        guard step.matches(rules, in: regionRules) else {
          return "\(place): reduce fired \(rules), the switch \(fired)"
        }
        guard step.effects == effects else {
          return "\(place): reduce emitted \(effects), the switch \(step.effects)"
        }
      }
      state = expected
    }
    return nil
  }
}
