import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// What a detector saw: the trace entries and frame samples behind a finding.
public struct Evidence: Hashable, Sendable {
  /// One sampled value a finding rests on.
  public struct Sample: Hashable, Sendable {
    /// The frame's time.
    public var time: Ticks
    /// Which quantity.
    public var quantity: FrameSample.Quantity
    /// Its value in points.
    public var value: Double

    /// A sample with every field given.
    public init(time: Ticks, quantity: FrameSample.Quantity, value: Double) {
      self.time = time
      self.quantity = quantity
      self.value = value
    }
  }

  /// Trace entry ids, in trace order.
  public var events: [Int]
  /// Frame samples, in time order.
  public var samples: [Sample]

  /// Evidence with every field given.
  public init(events: [Int] = [], samples: [Sample] = []) {
    self.events = events
    self.samples = samples
  }
}
