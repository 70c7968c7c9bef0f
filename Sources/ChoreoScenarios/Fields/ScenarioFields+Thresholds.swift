import ChoreoDetectors

extension ScenarioFields {
  /// The limits findings are graded against; each warning must not exceed its error.
  static let thresholds: [ScenarioField] = [
    .milliseconds(
      "thresholds.staggerWarning", \.thresholds.staggerWarning, owner: .scenario,
      "Sheet-to-keyboard onset gap above which a stagger warns.",
      source: "<doc:PlatformFacts#Timing-perception>"),
    .milliseconds(
      "thresholds.staggerError", \.thresholds.staggerError, owner: .scenario,
      "Onset gap above which a stagger is an error.",
      source: "<doc:PlatformFacts#Timing-perception>"),
    points("thresholds.bounceWarning", \.thresholds.bounceWarning, "Bounce warning."),
    points("thresholds.bounceError", \.thresholds.bounceError, "Bounce error."),
    .number(
      "thresholds.restSpeed", \.thresholds.restSpeed, in: 0...100_000, unit: "pt/s",
      owner: .scenario, "Below this speed the bar reads as at rest.",
      source: "<doc:PlatformFacts#Spatial-acuity>"),
    .milliseconds(
      "thresholds.restDuration", \.thresholds.restDuration, owner: .scenario,
      "How long the bar must stay below the rest speed to have come to rest.",
      source: "<doc:PlatformFacts#Timing-perception>"),
    .milliseconds(
      "thresholds.focusTimeout", \.thresholds.focusTimeout, owner: .scenario,
      "How long after the sheet settles focus may take to land.",
      source: "<doc:PlatformFacts#Timing-perception>"),
    points(
      "thresholds.accessoryJumpWarning", \.thresholds.accessoryJumpWarning,
      "Accessory height change during motion above which a jump warns."),
    points(
      "thresholds.accessoryJumpError", \.thresholds.accessoryJumpError,
      "Accessory height change during motion above which a jump is an error."),
    points(
      "thresholds.driftWarning", \.thresholds.driftWarning,
      "Layout ahead of or behind the keyboard above which a drift warns."),
    points(
      "thresholds.driftError", \.thresholds.driftError,
      "Layout ahead of or behind the keyboard above which a drift is an error."),
    points(
      "thresholds.snapWarning", \.thresholds.snapWarning,
      "A one-frame jump beyond the keyboard's own step above which a snap warns."),
    points(
      "thresholds.snapError", \.thresholds.snapError,
      "A one-frame jump beyond the keyboard's own step above which a snap is an error."),
    points(
      "thresholds.settledWarning", \.thresholds.settledWarning,
      "A resting gap or overlap above which a layout finding warns."),
    points(
      "thresholds.settledError", \.thresholds.settledError,
      "A resting gap or overlap above which a layout finding is an error."),
    .milliseconds(
      "thresholds.layoutDelayWarning", \.thresholds.layoutDelayWarning, owner: .scenario,
      "How late the layout may start to follow the keyboard before a warning.",
      source: "<doc:PlatformFacts#Timing-perception>"),
    .milliseconds(
      "thresholds.layoutDelayError", \.thresholds.layoutDelayError, owner: .scenario,
      "How late the layout may start to follow the keyboard before an error.",
      source: "<doc:PlatformFacts#Timing-perception>"),
  ]

  /// A warning threshold and the error threshold it must not exceed: their name, keys, and their
  /// two values as a file writes them (times in milliseconds).
  struct ThresholdPair: Sendable {
    var name: String
    var values: @Sendable (Thresholds) -> (Double, Double)
    var warning: String { "thresholds.\(name)Warning" }
    var error: String { "thresholds.\(name)Error" }
  }

  /// Every pair, read straight from the thresholds.
  static let thresholdPairs: [ThresholdPair] = [
    ThresholdPair(name: "stagger") {
      ($0.staggerWarning.milliseconds, $0.staggerError.milliseconds)
    },
    ThresholdPair(name: "bounce") { ($0.bounceWarning, $0.bounceError) },
    ThresholdPair(name: "accessoryJump") { ($0.accessoryJumpWarning, $0.accessoryJumpError) },
    ThresholdPair(name: "drift") { ($0.driftWarning, $0.driftError) },
    ThresholdPair(name: "settled") { ($0.settledWarning, $0.settledError) },
    ThresholdPair(name: "layoutDelay") {
      ($0.layoutDelayWarning.milliseconds, $0.layoutDelayError.milliseconds)
    },
    ThresholdPair(name: "snap") { ($0.snapWarning, $0.snapError) },
  ]

  private static func points(
    _ key: String, _ path: WritableKeyPath<Scenario, Double> & Sendable, _ summary: String
  ) -> ScenarioField {
    .number(
      key, path, in: 0...1000, unit: "pt", owner: .scenario, summary,
      source: "<doc:PlatformFacts#Spatial-acuity>")
  }
}
