/// What a tap on a control does while the keyboard is up: React Native's
/// `keyboardShouldPersistTaps` (<doc:ThePattern#Keeping-the-field-above-the-keys>: it defaults to
/// `never`).
public enum PersistTaps: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The tap only closes the keyboard; the control does not get it.
  case never
  /// A control that handles the tap gets it (and the keyboard stays).
  case handled
  /// Every tap goes through; the keyboard stays.
  case always

  /// The name as scenario files spell it.
  public var description: String { rawValue }
}
