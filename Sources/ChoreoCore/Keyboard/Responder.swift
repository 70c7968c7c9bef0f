/// A view that can hold first responder (and with it the keyboard) in the simulated sheet.
public enum Responder: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The near-invisible UIKit `UITextField` that takes the keyboard during the presentation.
  case prewarm
  /// The app's real text field: the composer of a chat, or the focused field of a form.
  case composer
  /// A text field on another screen the person navigated to.
  case otherScreenField = "other-screen-field"

  /// `prewarm`, `composer` or `other-screen-field`.
  public var description: String { rawValue }

  /// The case's position among `allCases`: a number to hash or mix cheaply.
  public var ordinal: Int {
    switch self {
    case .prewarm: 0
    case .composer: 1
    case .otherScreenField: 2
    }
  }

  /// Hashes the case, not its raw string, which is what a raw-valued enum hashes by default: an
  /// exploration hashes the first responder of every state it visits.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
