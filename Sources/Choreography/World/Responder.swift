/// A view that can hold first responder (and with it the keyboard) in the simulated sheet.
public enum Responder: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The near-invisible UIKit `UITextField` that takes the keyboard during the presentation.
  case prewarm
  /// The real text field of the composer.
  case composer

  /// `prewarm` or `composer`.
  public var description: String { rawValue }
}
