/// A rectangle in screen points, origin at the top left as on the device.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// A rectangle with the given origin and size.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bottom edge, `y + height`.
  @inlinable public var maxY: Double { y + height }
  /// The right edge.
  @inlinable public var maxX: Double { x + width }

  /// `{x,y,w,h}` with up to two decimals, as UIKit logs a `CGRect`.
  public var description: String {
    "{\(FixedPoint.compact(x)),\(FixedPoint.compact(y)),\(FixedPoint.compact(width)),"
      + "\(FixedPoint.compact(height))}"
  }
}
