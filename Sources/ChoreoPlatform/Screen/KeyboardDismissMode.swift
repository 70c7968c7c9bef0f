/// How dragging the message list puts the keyboard away
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>, "Let people put it away").
public enum KeyboardDismissMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The keyboard follows the finger once the finger reaches the composer; at release a flick
  /// down closes it and a move back up keeps it (`scrollDismissesKeyboard(.interactively)`,
  /// `keyboardDismissMode = .interactive`).
  case interactive
  /// The keyboard closes as soon as the list is dragged (`onDrag`, `on-drag`, SwiftUI's default
  /// for scroll views other than `TextEditor`).
  case onDrag = "on-drag"
  /// Dragging does nothing; only a Done button closes the keyboard.
  case none

  /// The name as scenario files spell it.
  public var description: String { rawValue }
}
