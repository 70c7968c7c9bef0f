import ChoreoCore
import ChoreoPlatform

/// The limits detectors grade findings against: each graded quantity a ``Metric`` with its warning
/// and error, and the few durations and speeds that decide when the layout rests and when focus is
/// late, each a named default with its source in <doc:PlatformFacts>.
///
/// A scenario file can override any of them; its fields, the documentation's tables and each
/// detector's prose are generated from these declarations.
public struct Thresholds: Hashable, Sendable {
  /// The gap between the sheet's and the keyboard's onsets (`stagger`, and `exit-asymmetry` on
  /// the way out): a warning above 50 ms, the "psychological moment" within which events read as
  /// co-temporal; an error above 100 ms, the perceptual cycle and Nielsen's "instantaneous" limit
  /// (<doc:PlatformFacts#Timing-perception>).
  public var stagger = Metric(
    .stagger, measures: "the sheet-to-keyboard onset gap", unit: .milliseconds, warning: 50,
    error: 100, source: "Timing-perception")
  /// How far the input bar reverses or re-lifts (`bounce`, and `keyboard-morph`'s change of
  /// height): 1 pt and 2 pt (<doc:PlatformFacts#Spatial-acuity>; the system curves are monotonic,
  /// <doc:PlatformFacts#Keyboard-curve>).
  public var bounce = Metric(
    .bounce, measures: "the input bar's reversal or re-lift", unit: .points, warning: 1, error: 2,
    source: "Spatial-acuity")
  /// How much a bottom accessory's height changes while the keyboard or the sheet moves: 1 pt and
  /// 2 pt (<doc:PlatformFacts#Spatial-acuity>).
  public var accessoryJump = Metric(
    .accessoryJump, measures: "an accessory's change of height during motion", unit: .points,
    warning: 1, error: 2, source: "Spatial-acuity")
  /// How far the layout runs ahead of or behind the keyboard's own animation (`drift`,
  /// `floating-gap`): 4 pt of keyboard travel, and 12 pt, about one frame of lag at the keyboard's
  /// peak speed (<doc:PlatformFacts#Drift-tolerance>).
  public var drift = Metric(
    .drift, measures: "the layout's lead on or lag behind the keyboard", unit: .points, warning: 4,
    error: 12, source: "Drift-tolerance")
  /// How far the layout jumps in one 120 Hz frame beyond the platform's own step: 19 pt, one
  /// frame of the keyboard's fastest motion (336 pt x 18.257 rad/s / e = 2257 pt/s,
  /// <doc:PlatformFacts#Derived-keyboard-motion>), and 38 pt, one 60 Hz frame of it; a 60 Hz frame
  /// allows twice as much.
  public var snap = Metric(
    .snap, measures: "a one-frame jump beyond the keyboard's own step", unit: .points, warning: 19,
    error: 38, source: "Derived-keyboard-motion")
  /// A resting gap or overlap between the layout and where it belongs (the keys, its rest
  /// position, the composer): 1 pt (<doc:PlatformFacts#Drift-tolerance>: settled ≤ 1 pt), and
  /// 2 pt, a step a person resolves (<doc:PlatformFacts#Spatial-acuity>).
  public var settled = Metric(
    .settled, measures: "a resting gap or overlap", unit: .points, warning: 1, error: 2,
    source: "Drift-tolerance")
  /// How late the layout may start to follow the keyboard, or the app's `isKeyboardVisible` the
  /// screen: 50 ms, the "psychological moment", and 100 ms, the perceptual cycle
  /// (<doc:PlatformFacts#Timing-perception>).
  public var layoutDelay = Metric(
    .layoutDelay, measures: "the layout's delay behind the keyboard", unit: .milliseconds,
    warning: 50, error: 100, source: "Timing-perception")
  /// Below this speed the bar reads as at rest: 60 pt/s, one point per 60 Hz frame (the smallest
  /// resolvable step, <doc:PlatformFacts#Spatial-acuity>, over a 16.7 ms frame,
  /// <doc:PlatformFacts#Frame-budgets>).
  public var restSpeed = 60.0
  /// How long the bar must stay below ``restSpeed`` to have come to rest: 50 ms, the
  /// "psychological moment" (<doc:PlatformFacts#Timing-perception>).
  public var restDuration = Ticks(milliseconds: 50)
  /// How long after the sheet settles focus may take to land: 1 s, Nielsen's flow limit
  /// (<doc:PlatformFacts#Focus-timeout>).
  public var focusTimeout = Ticks(milliseconds: 1000)

  /// The sourced defaults.
  public init() {}

  /// When the bar reads as at rest, as detectors' definitions say it: `under 60 pt/s for 50 ms`.
  public var restDescription: String {
    "under \(FixedPoint.compact(restSpeed)) pt/s for "
      + "\(FixedPoint.compact(restDuration.milliseconds)) ms"
  }

  /// The sourced defaults.
  public static let standard = Thresholds()

  /// The metric called `name`.
  public subscript(metric name: Metric.Name) -> Metric {
    get {
      switch name {
      case .stagger: stagger
      case .bounce: bounce
      case .accessoryJump: accessoryJump
      case .drift: drift
      case .snap: snap
      case .settled: settled
      case .layoutDelay: layoutDelay
      }
    }
    set {
      switch name {
      case .stagger: stagger = newValue
      case .bounce: bounce = newValue
      case .accessoryJump: accessoryJump = newValue
      case .drift: drift = newValue
      case .snap: snap = newValue
      case .settled: settled = newValue
      case .layoutDelay: layoutDelay = newValue
      }
    }
  }

  /// Every metric, in ``Metric/Name`` order.
  public var metrics: [Metric] { Metric.Name.allCases.map { self[metric: $0] } }
}
