import ChoreoCore

/// One text field of a form: its label and the keyboard it asks for.
public struct FormField: Hashable, Sendable, CustomStringConvertible {
  /// What the field is for, such as `Email`.
  public var label: String
  /// The keyboard the field asks for.
  public var traits: KeyboardTraits
  /// The label on its return key.
  public var returnKey: ReturnKey
  /// What its return key does.
  public var onSubmit: SubmitAction

  /// A field with every property given.
  public init(
    _ label: String, traits: KeyboardTraits = .standard, returnKey: ReturnKey = .next,
    onSubmit: SubmitAction = .focusNext
  ) {
    self.label = label
    self.traits = traits
    self.returnKey = returnKey
    self.onSubmit = onSubmit
  }

  /// The field's label, as listings print it.
  public var description: String { label }

  /// An eight-field sign-up form, tall enough that its lower fields sit where the keyboard goes:
  /// return moves to the next field, and submits from the last
  /// (<doc:ThePattern#Keeping-the-field-above-the-keys>).
  public static let signUpForm: [FormField] =
    [
      "First name", "Last name", "Email", "Phone", "Street", "City", "Postcode",
    ].map { FormField($0) } + [FormField("Country", returnKey: .done, onSubmit: .submit)]
}
