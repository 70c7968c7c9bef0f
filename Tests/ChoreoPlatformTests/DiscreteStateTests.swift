import ChoreoMachine
import ChoreoTestSupport
import Testing

@testable import ChoreoPlatform

/// Every stored property of a part is in its discrete state or named here with why it is left out.
///
/// Each part's discrete state is written by hand beside the part; a field added to a part and
/// forgotten in its discrete state would silently merge states in `verify`.
@Suite("Discrete states")
struct DiscreteStateTests {
  /// A part, its stored properties and those of its discrete state, and the properties it leaves
  /// out with the reason.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var stored: [String]
    var discrete: [String]
    var leftOut: [String: String]
    var testDescription: String { name }
  }

  static func labels(_ value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
  }

  static let world = World(
    platform: .standard, layout: .standard, screen: .sheetComposer, options: .pattern)

  /// Geometry is left out everywhere: a motion's position is not what decides what happens next.
  static let controller = ControllerState.initial(options: .pattern)

  static let rows: [Row] = [
    Row(
      name: "controller", stored: labels(controller), discrete: labels(controller.discreteState),
      leftOut: [:]),
    Row(
      name: "sheet", stored: labels(world.sheet), discrete: labels(world.sheet.discreteState),
      leftOut: [
        "top": "geometry: the sheet's motion",
        "content": "geometry: the content's height",
        "generation": "a counter that tells stale wakes apart; live wakes are in the snapshot",
        "contentGeneration": "a counter that tells stale mounts apart",
        "nextSettle": "derived from the motions",
      ]),
    Row(
      name: "keyboard", stored: labels(world.keyboard),
      discrete: labels(world.keyboard.discreteState),
      leftOut: [
        "top": "geometry: the keyboard's motion",
        "undockedBand": "geometry: where the dock's band is while undocked (`docked` is kept)",
        "floatingFrame": "geometry: the floating keyboard's frame (`docked` is kept)",
        "generation": "a counter that tells stale settles apart",
        "showSerial": "a counter that tells stale steps apart",
        "shownCause": "a trace id, which names a cause and decides nothing",
        "nextSettle": "derived from the motions",
      ]),
    Row(
      name: "responders", stored: labels(world.responders),
      discrete: labels(world.responders.discreteState),
      leftOut: [
        "cause": "a trace id, which names a cause and decides nothing",
        "deferredFocusCause": "a trace id (`hasDeferredFocus` is kept)",
        "focusGeneration": "a counter that tells stale landings apart",
      ]),
    Row(
      name: "screen", stored: labels(world.screen), discrete: labels(world.screen.discreteState),
      leftOut: [
        "appOffset": "geometry: the app's constraint constant as its handler animates it",
        "inset": "geometry: the avoidance inset's motion",
        "firstMeasured": "geometry: a height a handler measured; set by the first notification "
          + "after a hide, which the keyboard's presence tracks",
        "appearGeneration": "a counter that tells stale appearances apart",
        "nextSettle": "derived from the motions",
      ]),
    Row(
      name: "finger", stored: labels(world.finger), discrete: labels(world.finger.discreteState),
      leftOut: [
        "position": "geometry: where the finger is (`isDown` is kept)",
        "path": "geometry: the path it follows",
        "keyboardRest": "geometry: the keyboard's top when the drag began",
        "contact": "geometry: the composer's top when the drag began",
        "generation": "a counter that tells stale points apart",
      ]),
  ]

  @Test(
    "every stored property of a part is in its discrete state or left out for a reason",
    arguments: rows)
  func everyFieldIsDecided(_ row: Row) {
    let undecided = row.stored.filter { !row.discrete.contains($0) && row.leftOut[$0] == nil }
    #expect(undecided.isEmpty, "\(row.name): \(undecided) are in neither")
    let stale = row.leftOut.keys.filter { !row.stored.contains($0) }.sorted()
    #expect(stale.isEmpty, "\(row.name): \(stale) are left out but no longer stored")
  }
}
