/// The app's layout at the bottom of the sheet: the composer bar and the focus-collapsing accessory
/// above it.
///
/// These are the app's own choices, not platform numbers.
public struct SheetLayout: Hashable, Sendable {
  /// Height of the composer bar (text field and send button).
  public var composerHeight: Double
  /// Height of the accessory strip above the bar when expanded; 0 for none.
  public var accessoryHeight: Double

  /// A layout with every field given.
  public init(composerHeight: Double = 52, accessoryHeight: Double = 44) {
    self.composerHeight = composerHeight
    self.accessoryHeight = accessoryHeight
  }

  /// A 52 pt bar with a 44 pt strip of emotes above it.
  public static let standard = SheetLayout()
}
