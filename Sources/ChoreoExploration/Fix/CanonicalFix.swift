import ChoreoCore
import ChoreoDetectors
import ChoreoScenarios

/// The fix the documentation recommends for a finding, as changes to the fields an app sets: the
/// pattern's own setting for the controller's findings (<doc:ThePattern>), and for the layout's
/// the handler a developer would write (the payload's curve, the view's overlap applied as an
/// absolute inset, the `will` notifications).
///
/// `fix` shows it beside the smallest fix when it is robust, even when it needs more changes: it
/// is the change a developer reads about, and the smallest fix may be a different trade-off.
enum CanonicalFix {
  /// The recommended changes for `detector`'s findings, as `(key, value)`; empty when the
  /// documentation recommends no single setting for it.
  static func changes(for detector: DetectorID) -> [(key: String, value: JSONValue)] {
    switch detector {
    case .stagger, .silentFocusFailure, .orphanedKeyboard, .lostKeystrokes:
      [
        ("controller.prewarm", .bool(true)), ("controller.retries", .number(3)),
        ("controller.prewarmRetirement", .string("whenFocusLands")),
      ]
    case .keyboardDrop: [("controller.prewarmRetirement", .string("whenFocusLands"))]
    case .detentJump:
      [
        ("controller.autoOpenDetent", .string("forceLarge")),
        ("controller.resetsDetentOnDisappear", .bool(true)),
      ]
    case .accessoryJump: [("controller.accessories", .string("frozenDuringAutoOpen"))]
    case .drift, .bounce: [("screen.handler.animation", .string("payload"))]
    case .lateJump:
      [("screen.handler.observes", .array([.string("willShow"), .string("willHide")]))]
    case .doubleInset, .phantomInset, .floatingGap, .covered:
      [
        ("screen.handler.measure", .string("view-overlap")),
        ("screen.handler.application", .string("absolute")),
      ]
    case .duplicateCallback: [("screen.handler.removal", .string("deinit"))]
    case .staleCallback: [("screen.handler.forwardsOnlyWhileFocused", .bool(true))]
    case .visibilityMismatch: [("screen.handler.resetsVisibilityOnDisappear", .bool(true))]
    // No single setting is recommended for the rest (the fix depends on the screen), and a new
    // detector has none until the documentation recommends one.
    default: []
    }
  }

  /// The recommended changes for every one of `errors` that `scenario` can take: each field once
  /// (the first detector's value), only the handler's fields when the screen has a handler, and
  /// only values that differ from the scenario's own.
  static func changes(for errors: [DetectorID], in scenario: Scenario) -> [(
    ScenarioField, JSONValue
  )] {
    var chosen: [(ScenarioField, JSONValue)] = []
    for detector in errors {
      for (key, value) in changes(for: detector) {
        guard let field = ScenarioFields.field(key), !chosen.contains(where: { $0.0.key == key })
        else { continue }
        if key.hasPrefix("screen.handler."), scenario.screen.handler == nil { continue }
        if field.value(in: scenario) == value { continue }
        chosen.append((field, value))
      }
    }
    // In the field table's order, as every fix lists its changes.
    let order = ScenarioFields.all.map(\.key)
    return chosen.sorted {
      (order.firstIndex(of: $0.0.key) ?? 0) < (order.firstIndex(of: $1.0.key) ?? 0)
    }
  }
}
