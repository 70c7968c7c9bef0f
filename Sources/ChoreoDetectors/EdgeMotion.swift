/// How one edge of the input bar moved through a transition, once it first moved visibly.
public struct EdgeMotion: Sendable, Equatable {
  /// The edge moving back from the furthest point it reached.
  public struct Reversal: Sendable, Equatable {
    /// How far back it moved, in points.
    public var magnitude: Double
    /// The frame of the furthest point before the reversal.
    public var peak: Int
    /// The frame it had moved back to.
    public var back: Int
  }

  /// The edge coming to rest, then moving on the same way.
  public struct Relift: Sendable, Equatable {
    /// How far it moved on after resuming, in points.
    public var magnitude: Double
    /// The frame at which it had come to rest.
    public var rest: Int
    /// The frame before it resumed.
    public var resume: Int
    /// The frame it had moved on to.
    public var end: Int
  }

  /// The largest reversal, if the edge reversed at all.
  public var reversal: Reversal?
  /// The largest re-lift, if the edge came to rest and moved on.
  public var relift: Relift?

  /// A motion with neither.
  public static let none = EdgeMotion(reversal: nil, relift: nil)
}
