/// What a text input asks of the keyboard: `keyboardType`, `keyboardAppearance` and the height of
/// its `inputAccessoryView`.
///
/// When the prewarm responder and the real field differ, the keyboard visibly changes at the
/// handoff (<doc:PlatformFacts#Focus-in-a-presentation>,
/// <doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
public struct KeyboardTraits: Hashable, Sendable, CustomStringConvertible {
  /// `UIKeyboardType`.
  public enum KeyboardType: String, CaseIterable, Hashable, Sendable {
    /// `.default`.
    case `default`
    /// `.emailAddress`.
    case emailAddress
    /// `.numberPad`.
    case numberPad
    /// `.URL`.
    case url
  }

  /// `UIKeyboardAppearance`.
  public enum Appearance: String, CaseIterable, Hashable, Sendable {
    /// `.default`.
    case `default`
    /// `.dark`.
    case dark
    /// `.light`.
    case light
  }

  /// The key layout.
  public var type: KeyboardType
  /// Light or dark keys.
  public var appearance: Appearance
  /// Height of the `inputAccessoryView` stacked on the keyboard, 0 when there is none.
  public var accessoryHeight: Double

  /// Traits with every field given.
  public init(
    type: KeyboardType = .default, appearance: Appearance = .default, accessoryHeight: Double = 0
  ) {
    self.type = type
    self.appearance = appearance
    self.accessoryHeight = accessoryHeight
  }

  /// A plain text field's traits.
  public static let standard = KeyboardTraits()

  /// `default`, `emailAddress/dark/+44`.
  public var description: String {
    var parts = [type.rawValue]
    if appearance != .default { parts.append(appearance.rawValue) }
    if accessoryHeight != 0 { parts.append("+\(FixedPoint.compact(accessoryHeight))") }
    return parts.joined(separator: "/")
  }
}
