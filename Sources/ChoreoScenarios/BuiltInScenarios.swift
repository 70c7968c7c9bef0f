import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// The scenarios that ship with the package: one per row of the pattern's table of naive
/// approaches (<doc:ThePattern#Why-naive-approaches-fail>), the pattern
/// itself closed both ways, the pattern's second-order failures, and the composer and form layouts
/// of <doc:ThePattern#Keeping-the-field-above-the-keys> and
/// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth> (``screens``).
///
/// Each only configures the controller, the platform and a script; what goes wrong is for the
/// detectors to find. Each states what it demonstrates in its `expect`, as a scenario file does, so
/// `choreo check` passes a built-in that reproduces its failure and the tests judge it the same way.
public enum BuiltInScenarios {
  /// Every built-in scenario, in the order listings print them.
  public static let all: [Scenario] =
    [
      prewarmHandoff, dragToDismiss, naiveDelayedFocus, naiveImmediateFocus, mediumDetentAutofocus,
      retireOnAttempt, unfrozenAccessories, closeThenUnfocus,
      // The pattern's second-order failures
      // (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
      hiddenPrewarm, handoffNoRetrySlowMount, handoffRetrySlowMount, prewarmTraitMismatch,
      reopenAfterMedium, reopenWithReset, reusedViewNoReset, dragToMediumAfterHandoff,
      patternHardwareKeyboard,
    ] + screens + frameworks + contexts + exits

  /// The scenario called `name`, if there is one.
  public static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// The names of every built-in scenario.
  public static var names: [String] { all.map(\.name) }

  static let openThenClose = [
    ScriptStep(ms: 0, .present), ScriptStep(ms: 2000, .close),
  ]

  /// The full pattern, closed with the close control.
  public static let prewarmHandoff = Scenario(
    name: "prewarm-handoff",
    summary: "the full pattern, closed with the close control",
    layout: .emoteStrip, script: openThenClose)

  /// The full pattern, dismissed by dragging the sheet down.
  public static let dragToDismiss = Scenario(
    name: "drag-to-dismiss",
    summary: "the full pattern, dismissed by dragging the sheet",
    layout: .emoteStrip,
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
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.stagger, .bounce, variants: [.bounce: "re-lift"])

  /// No prewarm; focus set in `.task` / `.onAppear`.
  public static let naiveImmediateFocus = Scenario(
    name: "naive-immediate-focus",
    summary: "no prewarm; focus set in .task/.onAppear",
    controller: ControllerOptions(usesPrewarm: false, focusTrigger: .onAppear, retry: .none),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.silentFocusFailure)

  /// The pattern, auto-focused on a sheet that opens at the medium detent.
  public static let mediumDetentAutofocus = Scenario(
    name: "medium-detent-autofocus",
    summary: "the pattern, auto-focused on a medium detent",
    controller: ControllerOptions(autoOpenDetent: .selection, initialDetentSelection: .medium),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.detentJump, .bounce, optional: [.bounce], variants: [.bounce: "reversal"])

  /// The pattern, with the prewarm retired when the handoff is attempted.
  public static let retireOnAttempt = Scenario(
    name: "retire-on-attempt",
    summary: "the pattern, prewarm retired when the handoff is attempted",
    controller: ControllerOptions(prewarmRetirement: .whenHandoffAttempted),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.keyboardDrop, optional: [.bounce])

  /// The pattern, with accessories that collapse when focus lands.
  public static let unfrozenAccessories = Scenario(
    name: "unfrozen-accessories",
    summary: "the pattern, accessories collapse when focus lands",
    controller: ControllerOptions(accessories: .collapseWhenFocusLands),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.accessoryJump, optional: [.bounce])

  /// The pattern, with focus cleared only once the sheet is gone.
  public static let closeThenUnfocus = Scenario(
    name: "close-then-unfocus",
    summary: "the pattern; close dismisses, focus cleared when the sheet is gone",
    controller: ControllerOptions(closeFocus: .clearFocusAfterDismissal),
    layout: .emoteStrip, script: openThenClose
  )
  .expecting(.exitAsymmetry)
}

extension BuiltInScenarios {
  /// The pattern with the prewarm "tidied" to alpha 0, so it can no longer take the keyboard.
  public static let hiddenPrewarm = Scenario(
    name: "hidden-prewarm",
    summary: "the pattern with the prewarm tidied to alpha 0",
    controller: ControllerOptions(prewarmAlpha: 0),
    layout: .emoteStrip, script: [ScriptStep(ms: 0, .present), ScriptStep(ms: 2000, .close)]
  )
  .expecting(.stagger, optional: [.bounce])

  private static let slowMountScript =
    [ScriptStep(ms: 0, .present)]
    + ScriptStep.typing("hi", at: Ticks(milliseconds: 1000), interval: Ticks(milliseconds: 120))
    + [ScriptStep(ms: 2500, .close)]

  /// A wall-clock handoff at 400 ms, the field mounting at 600 ms, and no retry; the person types.
  public static let handoffNoRetrySlowMount = Scenario(
    name: "handoff-no-retry-slow-mount",
    summary: "content mounts at 600 ms, one wall-clock handoff at 400 ms, no retry; then typing",
    platform: PlatformProfile(contentMountDelay: Ticks(milliseconds: 600)),
    controller: ControllerOptions(retry: .none),
    layout: .emoteStrip, script: slowMountScript
  )
  .expecting(.orphanedKeyboard, .lostKeystrokes)

  /// The same slow mount, with the pattern's retries.
  public static let handoffRetrySlowMount = Scenario(
    name: "handoff-retry-slow-mount",
    summary: "content mounts at 600 ms, handoff at 400 ms retried every 100 ms; then typing",
    platform: PlatformProfile(contentMountDelay: Ticks(milliseconds: 600)),
    layout: .emoteStrip, script: slowMountScript)

  /// The real field is an email field; the prewarm is a default text field.
  public static let prewarmTraitMismatch = Scenario(
    name: "prewarm-trait-mismatch",
    summary: "the real field is an email field, the prewarm a default one",
    controller: ControllerOptions(composerTraits: KeyboardTraits(type: .emailAddress)),
    layout: .emoteStrip, script: [ScriptStep(ms: 0, .present), ScriptStep(ms: 2000, .close)]
  )
  .expecting(.keyboardMorph)

  private static let reopenScript = [
    ScriptStep(ms: 0, .present), ScriptStep(ms: 1500, .dragToDetent(.medium)),
    ScriptStep(ms: 2500, .close), ScriptStep(ms: 3500, .present), ScriptStep(ms: 5500, .close),
  ]

  /// The person drags to medium and closes; the selection is not reset, so the next open starts
  /// at medium.
  public static let reopenAfterMedium = Scenario(
    name: "reopen-after-medium",
    summary: "dragged to medium, closed, reopened without resetting the detent selection",
    controller: ControllerOptions(
      autoOpenDetent: .selection, resetsDetentSelectionOnDisappear: false),
    layout: .emoteStrip, script: reopenScript
  )
  .expecting(.detentJump, .bounce, from: 3500)

  /// The same, with the selection reset to large when the sheet disappears.
  public static let reopenWithReset = Scenario(
    name: "reopen-with-reset",
    summary: "dragged to medium, closed, reopened with the detent selection reset to large",
    controller: ControllerOptions(autoOpenDetent: .selection),
    layout: .emoteStrip, script: reopenScript)

  /// A reused view whose pending flag is never reset: the second open has no prewarm.
  public static let reusedViewNoReset = Scenario(
    name: "reused-view-no-reset",
    summary: "a reused view presented twice without resetting the pending flag",
    controller: ControllerOptions(resetsPendingOnDisappear: false),
    layout: .emoteStrip,
    script: [
      ScriptStep(ms: 0, .present), ScriptStep(ms: 2000, .close), ScriptStep(ms: 3000, .present),
      ScriptStep(ms: 5000, .close),
    ]
  )
  .expecting(.stagger, .bounce, optional: [.accessoryJump], from: 3000)

  /// After the handoff, the person drags the sheet to medium: the keyboard goes, normally.
  public static let dragToMediumAfterHandoff = Scenario(
    name: "drag-to-medium-after-handoff",
    summary: "the full pattern, then the person drags the sheet to medium",
    layout: .emoteStrip,
    script: [
      ScriptStep(ms: 0, .present), ScriptStep(ms: 1500, .dragToDetent(.medium)),
      ScriptStep(ms: 2500, .close),
    ])

  /// The full pattern with a hardware keyboard attached.
  public static let patternHardwareKeyboard = Scenario(
    name: "pattern-hardware-keyboard",
    summary: "the full pattern with a hardware keyboard attached",
    platform: PlatformProfile(hardwareKeyboard: true),
    layout: .emoteStrip, script: [ScriptStep(ms: 0, .present), ScriptStep(ms: 2000, .close)])
}
