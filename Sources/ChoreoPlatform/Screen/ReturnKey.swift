/// The label on a field's return key: `submitLabel`, `imeAction`, `returnKeyType`.
public enum ReturnKey: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// "return".
  case `default`
  /// "next".
  case next
  /// "done".
  case done
  /// "go".
  case go
  /// "send".
  case send
  /// "search".
  case search

  /// The name as scenario files spell it.
  public var description: String { rawValue }

  /// Whether the label says what `result` does (<doc:ThePattern#Keeping-the-field-above-the-keys>:
  /// "Label it for what it does"): `next` moves on, `done` closes or submits, `go`, `send` and
  /// `search` submit.
  public func describes(_ result: ReturnResult) -> Bool {
    switch result {
    case .movedFocus: self == .next
    case .submitted: [.done, .go, .send, .search].contains(self)
    case .dismissedKeyboard: self == .done
    case .nothing: true
    }
  }
}

/// What a field does when its return key is pressed.
public enum SubmitAction: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Nothing: no `onSubmit`, `onKeyboardAction` or `onSubmitEditing`.
  case none
  /// Moves focus to the next field (`focusManager.moveFocus(.down)`, `nextFocus()`).
  case focusNext = "focus-next"
  /// Submits the form.
  case submit
  /// Closes the keyboard.
  case dismissKeyboard = "dismiss-keyboard"

  /// The name as scenario files spell it.
  public var description: String { rawValue }
}

/// What pressing return did, as the trace records it.
public enum ReturnResult: String, Hashable, Sendable, CustomStringConvertible {
  /// Focus moved to the next field.
  case movedFocus = "moved focus"
  /// The form was submitted.
  case submitted
  /// The keyboard closed.
  case dismissedKeyboard = "closed the keyboard"
  /// Nothing happened.
  case nothing = "did nothing"

  /// As traces print it.
  public var description: String { rawValue }
}
