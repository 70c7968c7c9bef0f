import ChoreoCore
import ChoreoDetectors

/// A set of changes after which the scenario has no error finding.
public struct Fix: Sendable {
  /// The changes, in field-table order.
  public var changes: [FixChange]
  /// The warnings the fixed scenario still has.
  public var warnings: [DetectorID]
  /// The first variant of the robustness set that it fails in, and what it finds there; `nil`
  /// when it holds in all of them.
  public var breaksIn: (variant: String, findings: [DetectorID])?
  /// How many variants of the robustness set, in the order tried, it held in before the one it
  /// breaks in: timings first, then refresh rate and devices, then what the person does next, so
  /// a fragile fix that holds in more is nearer to robust.
  public var holds: Int = 0

  /// Whether it holds across the robustness set.
  public var isRobust: Bool { breaksIn == nil }

  /// `controller.prewarm true, controller.focusTrigger "onContentMount"`: the changes, for a
  /// summary line.
  public var summary: String {
    changes.map { "\($0.key) \(JSONWriter(style: .compact).string($0.to))" }.joined(
      separator: ", ")
  }
}
