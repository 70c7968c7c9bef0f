/// The app's layout at the bottom of the screen: the composer bar and, when the app declares one,
/// the focus-collapsing accessory above it.
///
/// These are the app's own choices, not platform numbers. There is no accessory unless a scenario
/// declares one: a strip the app does not have would collapse on focus and be judged.
public struct SheetLayout: Hashable, Sendable {
  /// Height of the composer bar (text field and send button).
  public var composerHeight: Double
  /// Height of the accessory strip above the bar when expanded; 0 for none.
  public var accessoryHeight: Double

  /// A layout with every field given.
  public init(composerHeight: Double = 52, accessoryHeight: Double = 0) {
    self.composerHeight = composerHeight
    self.accessoryHeight = accessoryHeight
  }

  /// A 52 pt bar and no accessory.
  public static let standard = SheetLayout()

  /// The choreography's chat sheet: a 52 pt bar with a 44 pt strip of emotes above it, which
  /// collapses when focus lands unless the accessories are frozen.
  public static let emoteStrip = SheetLayout(accessoryHeight: 44)
}
