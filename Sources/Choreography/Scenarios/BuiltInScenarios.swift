/// The scenarios that ship with the package: one per row of seed 002's table of naive approaches,
/// and the pattern itself closed both ways.
///
/// Each only configures the controller, the platform and a script; what goes wrong is for the
/// detectors to find. Their expected findings live in the tests, not here.
public enum BuiltInScenarios {
  /// Every built-in scenario, in the order `choreo list` prints them.
  public static let all: [Scenario] = [
    prewarmHandoff, dragToDismiss, naiveDelayedFocus, naiveImmediateFocus, mediumDetentAutofocus,
    retireOnAttempt, unfrozenAccessories, closeThenUnfocus,
  ]

  /// The scenario called `name`, if there is one.
  public static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// The names of every built-in scenario.
  public static var names: [String] { all.map(\.name) }

  private static let openThenClose = [
    ScriptStep(ms: 0, .present), ScriptStep(ms: 2000, .close),
  ]

  /// The full pattern, closed with the close control.
  public static let prewarmHandoff = Scenario(
    name: "prewarm-handoff",
    summary: "the full pattern, closed with the close control",
    script: openThenClose)

  /// The full pattern, dismissed by dragging the sheet down.
  public static let dragToDismiss = Scenario(
    name: "drag-to-dismiss",
    summary: "the full pattern, dismissed by dragging the sheet",
    script: [
      ScriptStep(ms: 0, .present),
      ScriptStep(
        ms: 2000, .dragDismiss(distance: 120, duration: Ticks(milliseconds: 150), commits: true)),
    ])

  /// No prewarm; focus set 400 ms after the content appears.
  public static let naiveDelayedFocus = Scenario(
    name: "naive-delayed-focus",
    summary: "no prewarm; focus set 400 ms after appear",
    controller: ControllerOptions(usesPrewarm: false, retry: .none),
    script: openThenClose)

  /// No prewarm; focus set in `.task` / `.onAppear`.
  public static let naiveImmediateFocus = Scenario(
    name: "naive-immediate-focus",
    summary: "no prewarm; focus set in .task/.onAppear",
    controller: ControllerOptions(usesPrewarm: false, focusTrigger: .onAppear, retry: .none),
    script: openThenClose)

  /// The pattern, auto-focused on a sheet that opens at the medium detent.
  public static let mediumDetentAutofocus = Scenario(
    name: "medium-detent-autofocus",
    summary: "the pattern, auto-focused on a medium detent",
    controller: ControllerOptions(autoOpenDetent: .selection, initialDetentSelection: .medium),
    script: openThenClose)

  /// The pattern, with the prewarm retired when the handoff is attempted.
  public static let retireOnAttempt = Scenario(
    name: "retire-on-attempt",
    summary: "the pattern, prewarm retired when the handoff is attempted",
    controller: ControllerOptions(prewarmRetirement: .whenHandoffAttempted),
    script: openThenClose)

  /// The pattern, with accessories that collapse when focus lands.
  public static let unfrozenAccessories = Scenario(
    name: "unfrozen-accessories",
    summary: "the pattern, accessories collapse when focus lands",
    controller: ControllerOptions(accessories: .collapseWhenFocusLands),
    script: openThenClose)

  /// The pattern, with focus cleared only once the sheet is gone.
  public static let closeThenUnfocus = Scenario(
    name: "close-then-unfocus",
    summary: "the pattern; close dismisses, focus cleared when the sheet is gone",
    controller: ControllerOptions(closeFocus: .clearFocusAfterDismissal),
    script: openThenClose)
}
