import ChoreoCore

/// A finger dragging the message list: its screen y at times from the touch down, and how fast it
/// moves when it lifts.
///
/// Between points the finger moves in a straight line.
public struct FingerPath: Hashable, Sendable, CustomStringConvertible {
  /// One position of the finger.
  public struct Point: Hashable, Sendable {
    /// Time since the touch began.
    public var time: Ticks
    /// The finger's y on screen.
    public var y: Double

    /// A point `milliseconds` after the touch began, at `y`.
    public init(ms milliseconds: Double, y: Double) {
      time = Ticks(milliseconds: milliseconds)
      self.y = y
    }
  }

  /// At least two points, the first at time 0, times increasing.
  public var points: [Point]
  /// The finger's speed when it lifts, in pt/s; positive is downward.
  public var releaseVelocity: Double

  /// A path through `points`, released at `releaseVelocity` (by default the last segment's
  /// speed).
  public init(_ points: [Point], releaseVelocity: Double? = nil) {
    self.points = points
    if let releaseVelocity {
      self.releaseVelocity = releaseVelocity
    } else if points.count > 1 {
      self.releaseVelocity = Self.velocity(points[points.count - 2], points[points.count - 1])
    } else {
      self.releaseVelocity = 0
    }
  }

  /// How long the finger is down.
  public var duration: Ticks { points.last?.time ?? .zero }

  /// The finger's speed on the segment that starts at point `index`.
  func velocity(from index: Int) -> Double {
    index + 1 < points.count ? Self.velocity(points[index], points[index + 1]) : 0
  }

  private static func velocity(_ a: Point, _ b: Point) -> Double {
    b.time.rawValue > a.time.rawValue ? (b.y - a.y) / (b.time - a.time).seconds : 0
  }

  /// `y 300 -> 800 over 400 ms, released at 1500 pt/s`.
  public var description: String {
    let ys = points.map { FixedPoint.compact($0.y) }.joined(separator: " -> ")
    return "y \(ys) over \(duration) ms, released at \(FixedPoint.compact(releaseVelocity)) pt/s"
  }
}

/// A control a person taps on the app's screen.
public enum Control: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The form's Save button.
  case save
  /// The composer's Send button.
  case send

  /// The name as scenario files spell it.
  public var description: String { rawValue }
}
