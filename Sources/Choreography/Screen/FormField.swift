/// One text field of a form: its label and the keyboard it asks for.
public struct FormField: Hashable, Sendable, CustomStringConvertible {
  /// What the field is for, such as `Email`.
  public var label: String
  /// The keyboard the field asks for.
  public var traits: KeyboardTraits

  /// A field with every property given.
  public init(_ label: String, traits: KeyboardTraits = .standard) {
    self.label = label
    self.traits = traits
  }

  /// The label.
  public var description: String { label }

  /// An eight-field sign-up form: tall enough that its lower fields sit where the keyboard goes.
  public static let signUpForm: [FormField] = [
    "First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Country",
  ].map { FormField($0) }
}
