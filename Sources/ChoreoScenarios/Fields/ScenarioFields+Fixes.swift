import ChoreoCore

extension ScenarioFields {
  /// One field `choreo fix` may change, and the values it tries.
  public struct FixCandidates: Sendable {
    /// The field.
    public var field: ScenarioField
    /// The values tried, as a file writes them.
    public var values: [JSONValue]
    /// The person's actions without which the field cannot change anything.
    ///
    /// A close path matters only to a script that closes: the search skips the field for a
    /// script with none of them. Empty: always relevant.
    public var actsOn: Set<String>
  }

  /// The fields an app sets that `choreo fix` searches, with the values it tries: every value of
  /// an enumerated field except those that remove what a scenario is for (no focus request,
  /// avoidance off, surfacing a failure instead of avoiding it), and for a number its default,
  /// the edges of the windows that matter and a coarse grid.
  ///
  /// Never searched: the device, the OS, the platform's timings, the framework, the container and
  /// content (what the scenario is about), sizes of the design, and the thresholds. Smaller
  /// changes come first in the table, the avoidance strategy last, so that among fixes of the
  /// same size the narrowest is reported first.
  public static let fixCandidates: [FixCandidates] = [
    // The controller: the pattern's pieces.
    derived("controller.prewarm"),
    // The pattern's 0.02 (above UIKit's 0.01 cut-off) and fully opaque.
    numbers("controller.prewarmAlpha", [0.02, 1]),
    derived("controller.prewarmKeyboard.type"),
    derived("controller.prewarmKeyboard.appearance"),
    derived("controller.focusTrigger", excluding: ["manual"]),
    // The pattern's 400 ms, its mount window's edges (100, 600 ms), at once, and longer.
    numbers("controller.focusDelay", [0, 100, 400, 600, 1000]),
    // One attempt, the pattern's 3, and more.
    numbers("controller.retries", [0, 3, 6]),
    numbers("controller.retryInterval", [50, 100, 200]),
    derived("controller.prewarmRetirement"),
    derived("controller.autoOpenDetent"),
    derived("controller.initialDetent"),
    derived("controller.resetsDetentOnDisappear"),
    derived("controller.accessories"),
    derived("controller.closeFocus", actsOn: ["close"]),
    // The same frame, within the stagger warning, and within the error.
    numbers("controller.closeDismissDelay", [0, 50, 100], actsOn: ["close"]),
    derived("controller.resetsPendingOnDisappear"),
    // The app's own keyboard handler, when it has one: when it listens, then how it animates,
    // then what it measures and how it applies it.
    derived("screen.handler.forwardsOnlyWhileFocused"),
    FixCandidates(
      field: fixField("screen.handler.registeredIn"),
      values: [.array([.string("viewDidLoad")]), .array([.string("viewWillAppear")])],
      actsOn: []),
    derived("screen.handler.removal"),
    derived("screen.handler.resetsVisibilityOnDisappear"),
    // The textbook's pair, and the pair with every frame change between.
    FixCandidates(
      field: fixField("screen.handler.observes"),
      values: [
        .array([.string("willShow"), .string("willHide")]),
        .array([.string("willShow"), .string("willChangeFrame"), .string("willHide")]),
      ],
      actsOn: []),
    FixCandidates(
      field: fixField("screen.handler.animation"), values: [.string("payload")], actsOn: []),
    FixCandidates(
      field: fixField("screen.handler.reducedMotionAnimation"), values: [.null], actsOn: []),
    derived("screen.handler.measure"),
    FixCandidates(
      field: fixField("screen.handler.subtractsSafeArea"), values: [.bool(true), .bool(false)],
      actsOn: []),
    numbers("screen.handler.subtractsConstant", [0]),
    derived("screen.handler.application"),
    // The screen's behaviours around the keyboard.
    derived("screen.returnFocusOrder", actsOn: ["pressReturn"]),
    derived("screen.endsEditingOnDisappear", actsOn: ["leaveScreen"]),
    derived("screen.focusOnReturn", excluding: ["none"], actsOn: ["returnToScreen"]),
    derived("screen.dismissMode", actsOn: ["dragList"]),
    derived("screen.persistTaps", excluding: ["never"], actsOn: ["tapControl"]),
    derived("screen.messageList"),
    numbers("screen.followLagFrames", [0]),
    numbers("screen.avoidanceApplications", [1]),
    // Last, the avoidance strategy itself; a screen with a handler keeps it (FixSearch).
    derived("screen.avoidance", excluding: ["none"]),
  ]

  /// The field called `key`; the table is checked by a test, so a missing key is a programming
  /// error caught there, and is replaced by an inert field.
  static func fixField(_ key: String) -> ScenarioField {
    all.first { $0.key == key } ?? all[0]
  }

  /// Every value `accepted` names (`one of a, b`, `true or false`), less `excluding`.
  private static func derived(
    _ key: String, excluding: Set<String> = [], actsOn: Set<String> = []
  ) -> FixCandidates {
    let field = fixField(key)
    var values: [JSONValue] = []
    if field.accepted == "true or false" {
      values = [.bool(true), .bool(false)]
    } else if field.accepted.hasPrefix("one of ") {
      let names = field.accepted.dropFirst("one of ".count).split(separator: ",").map {
        String($0.drop { $0 == " " })
      }
      values = names.filter { !$0.hasPrefix("or ") && !excluding.contains($0) }.map(
        JSONValue.string)
    }
    return FixCandidates(field: field, values: values, actsOn: actsOn)
  }

  private static func numbers(_ key: String, _ values: [Double], actsOn: Set<String> = [])
    -> FixCandidates
  {
    FixCandidates(field: fixField(key), values: values.map { .number($0) }, actsOn: actsOn)
  }
}
