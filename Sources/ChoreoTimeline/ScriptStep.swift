import ChoreoCore
import ChoreoPlatform

/// One scripted user action at a virtual time.
public struct ScriptStep: Hashable, Sendable {
  /// When the person acts.
  public var time: Ticks
  /// What the person does.
  public var action: UserAction

  /// A step at `time`.
  public init(at time: Ticks, _ action: UserAction) {
    self.time = time
    self.action = action
  }

  /// A step `milliseconds` into the run.
  public init(ms milliseconds: Double, _ action: UserAction) {
    self.init(at: Ticks(milliseconds: milliseconds), action)
  }

  /// One keystroke per character of `text`, `interval` apart, starting at `time`.
  public static func typing(_ text: String, at time: Ticks, interval: Ticks) -> [ScriptStep] {
    text.enumerated().map { offset, character in
      ScriptStep(at: time + Ticks(interval.rawValue * offset), .keystroke(character))
    }
  }
}
