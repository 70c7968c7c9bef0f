import ChoreoMachine
import Testing

/// Feeds `event` to a controller with `options` in `state` and expects exactly `expected` as the
/// whole next state and exactly `effects`, in order.
///
/// A mismatch is one issue listing each region whose state differs and the effect lists side by
/// side, so a failing transition reads as a diff.
public func expectTransition(
  from state: ControllerState, on event: ControllerEvent, options: ControllerOptions = .pattern,
  to expected: ControllerState, effects: [Effect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var next = state
  let transition = SheetController(options: options).reduce(&next, event)
  let emitted = Array(transition.effects)
  var differences: [String] = []
  for region in RegionID.allCases {
    let got = "\(regionValue(region, in: next))"
    let want = "\(regionValue(region, in: expected))"
    if got != want { differences.append("  \(region): expected \(want), got \(got)") }
  }
  if emitted != effects {
    differences.append("  effects:")
    let count = max(effects.count, emitted.count)
    for index in 0..<count {
      let want = index < effects.count ? "\(effects[index])" : "(none)"
      let got = index < emitted.count ? "\(emitted[index])" : "(none)"
      differences.append("    \(want == got ? " " : "≠") \(want)  |  \(got)")
    }
  }
  if case .rejected(let rejection) = transition {
    differences.append("  the event was rejected: \(rejection.reason)")
  }
  guard !differences.isEmpty else { return }
  Issue.record(
    Comment(
      rawValue: "\(event) did not make the expected transition:\n"
        + differences.joined(separator: "\n")),
    sourceLocation: sourceLocation)
}

/// The whole value of `region` in `state`, for a diff.
private func regionValue(_ region: RegionID, in state: ControllerState) -> any Sendable {
  switch region {
  case .sheet: state.sheet
  case .keyboard: state.keyboard
  case .prewarm: state.prewarm
  case .composer: state.composer
  case .focus: state.focus
  case .accessories: state.accessories
  case .autoFocus: state.autoFocus
  }
}
