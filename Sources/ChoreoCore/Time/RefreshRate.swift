/// The display's refresh rate, which sets how often the runner samples a frame.
///
/// 120 Hz (ProMotion, 8.33 ms frames) is the default profile and 60 Hz (16.67 ms) the second
/// (<doc:PlatformFacts#Frame-budgets>).
public enum RefreshRate: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// 60 frames per second.
  case hz60 = 60
  /// 120 frames per second (ProMotion).
  case hz120 = 120

  /// Ticks between two frames: 4 at 60 Hz, 2 at 120 Hz.
  @inlinable public var ticksPerFrame: Int { Ticks.perSecond / rawValue }

  /// The duration of one frame.
  @inlinable public var frameDuration: Ticks { Ticks(ticksPerFrame) }

  /// The frame during which `time` is committed: the first vsync at or after it.
  @inlinable public func frame(containing time: Ticks) -> Int {
    (time.rawValue + ticksPerFrame - 1) / ticksPerFrame
  }

  /// The time of the vsync that shows frame `index`.
  @inlinable public func time(ofFrame index: Int) -> Ticks { Ticks(index * ticksPerFrame) }

  /// `120 Hz` or `60 Hz`.
  public var description: String { "\(rawValue) Hz" }
}
