import ChoreoCore
import ChoreoPlatform

/// The limits detectors grade findings against, each a named default with its source in
/// <doc:PlatformFacts>.
///
/// A scenario file can override any of them.
public struct Thresholds: Hashable, Sendable {
  /// Sheet-to-keyboard onset gap above which a stagger warns: 50 ms, the "psychological moment"
  /// within which events read as co-temporal (<doc:PlatformFacts#Timing-perception>).
  public var staggerWarning: Ticks
  /// Onset gap above which a stagger is an error: 100 ms, the perceptual cycle and Nielsen's
  /// "instantaneous" limit (<doc:PlatformFacts#Timing-perception>).
  public var staggerError: Ticks
  /// Input-bar reversal or re-lift above which a bounce warns: 1 pt
  /// (<doc:PlatformFacts#Spatial-acuity>; the system curves are monotonic,
  /// <doc:PlatformFacts#Keyboard-curve>).
  public var bounceWarning: Double
  /// Reversal or re-lift above which a bounce is an error: 2 pt
  /// (<doc:PlatformFacts#Spatial-acuity>).
  public var bounceError: Double
  /// Below this speed the bar reads as at rest: 60 pt/s, one point per 60 Hz frame (the smallest
  /// resolvable step, <doc:PlatformFacts#Spatial-acuity>, over a 16.7 ms frame,
  /// <doc:PlatformFacts#Frame-budgets>).
  public var restSpeed: Double
  /// How long the bar must stay below ``restSpeed`` to have come to rest: 50 ms, the
  /// "psychological moment" (<doc:PlatformFacts#Timing-perception>).
  public var restDuration: Ticks
  /// How long after the sheet settles focus may take to land: 1 s, Nielsen's flow limit
  /// (<doc:PlatformFacts#Focus-timeout>).
  public var focusTimeout: Ticks
  /// Accessory height change during motion above which a jump warns: 1 pt
  /// (<doc:PlatformFacts#Spatial-acuity>).
  public var accessoryJumpWarning: Double
  /// Accessory height change during motion above which a jump is an error: 2 pt
  /// (<doc:PlatformFacts#Spatial-acuity>).
  public var accessoryJumpError: Double

  /// Layout ahead of or behind the keyboard's own animation above which a drift warns: 4 pt of
  /// keyboard travel (<doc:PlatformFacts#Drift-tolerance>).
  public var driftWarning: Double
  /// Drift above which it is an error: 12 pt, about one frame of lag at the keyboard's peak
  /// speed (<doc:PlatformFacts#Drift-tolerance>).
  public var driftError: Double
  /// A settled gap or overlap between the layout and where it belongs (the keys, its rest position,
  /// the composer) above which a layout finding warns: 1 pt (<doc:PlatformFacts#Drift-tolerance>:
  /// settled ≤ 1 pt).
  public var settledWarning: Double
  /// A settled gap or overlap above which it is an error: 2 pt, a step a person resolves
  /// (<doc:PlatformFacts#Spatial-acuity>).
  public var settledError: Double
  /// How long the layout may lag the keyboard, or the app's `isKeyboardVisible` the screen,
  /// before it warns: 50 ms, the "psychological moment" (<doc:PlatformFacts#Timing-perception>).
  public var layoutDelayWarning: Ticks
  /// How long before it is an error: 100 ms, the perceptual cycle
  /// (<doc:PlatformFacts#Timing-perception>).
  public var layoutDelayError: Ticks
  /// How far the layout may jump in one frame beyond the platform's own step before a snap warns.
  ///
  /// 19 pt: one 120 Hz frame of the keyboard's fastest motion (336 pt x 18.257 rad/s / e = 2257
  /// pt/s, <doc:PlatformFacts#Derived-keyboard-motion>). Per 120 Hz frame: a 60 Hz frame allows
  /// twice as much.
  public var snapWarning: Double
  /// How far before it is an error: 38 pt, one 60 Hz frame of that motion.
  public var snapError: Double

  /// Thresholds with every field given; defaults are the sourced values above.
  public init(
    staggerWarning: Ticks = Ticks(milliseconds: 50),
    staggerError: Ticks = Ticks(milliseconds: 100),
    bounceWarning: Double = 1,
    bounceError: Double = 2,
    restSpeed: Double = 60,
    restDuration: Ticks = Ticks(milliseconds: 50),
    focusTimeout: Ticks = Ticks(milliseconds: 1000),
    accessoryJumpWarning: Double = 1,
    accessoryJumpError: Double = 2,
    driftWarning: Double = 4,
    driftError: Double = 12,
    settledWarning: Double = 1,
    settledError: Double = 2,
    layoutDelayWarning: Ticks = Ticks(milliseconds: 50),
    layoutDelayError: Ticks = Ticks(milliseconds: 100),
    snapWarning: Double = 19,
    snapError: Double = 38
  ) {
    self.staggerWarning = staggerWarning
    self.staggerError = staggerError
    self.bounceWarning = bounceWarning
    self.bounceError = bounceError
    self.restSpeed = restSpeed
    self.restDuration = restDuration
    self.focusTimeout = focusTimeout
    self.accessoryJumpWarning = accessoryJumpWarning
    self.accessoryJumpError = accessoryJumpError
    self.driftWarning = driftWarning
    self.driftError = driftError
    self.settledWarning = settledWarning
    self.settledError = settledError
    self.layoutDelayWarning = layoutDelayWarning
    self.layoutDelayError = layoutDelayError
    self.snapWarning = snapWarning
    self.snapError = snapError
  }

  /// The sourced defaults.
  public static let standard = Thresholds()

  /// The severity of a settled gap or overlap.
  public func settledSeverity(_ points: Double) -> Severity? {
    Severity.grading(points, warning: settledWarning, error: settledError)
  }

  /// The severity of a layout delay.
  public func layoutDelaySeverity(_ delay: Ticks) -> Severity? {
    Severity.grading(
      Double(delay.rawValue), warning: Double(layoutDelayWarning.rawValue),
      error: Double(layoutDelayError.rawValue))
  }

  /// The severity of an onset gap against the stagger thresholds.
  public func staggerSeverity(_ gap: Ticks) -> Severity? {
    Severity.grading(
      Double(gap.rawValue), warning: Double(staggerWarning.rawValue),
      error: Double(staggerError.rawValue))
  }
}
