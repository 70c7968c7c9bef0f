import ChoreoPlatform

/// What to write in the app to remove a finding: the change in one line, the code, and the public
/// page that documents the API it uses, for one framework.
///
/// Each detector lists one remedy per framework in its ``DetectorInfo/remedies``, and each stream
/// check in its kind's; a finding's output picks the one for the scenario's framework
/// (``ChoreoPlatform/FrameworkProfile/ID``), UIKit when the scenario names none.
public struct Remedy: Sendable {
  /// The framework the code is written for.
  public var framework: FrameworkProfile.ID
  /// The change in one line, in the framework's own terms: `pin the composer to
  /// view.keyboardLayoutGuide.topAnchor`.
  public var summary: String
  /// The code to write, one or a few lines, as it would appear in the app.
  public var code: String
  /// The public page documenting the API the code uses (Apple's documentation, the framework's).
  public var source: SourceReference

  /// A remedy with every field given.
  public init(
    _ framework: FrameworkProfile.ID, _ summary: String, code: String, source: SourceReference
  ) {
    self.framework = framework
    self.summary = summary
    self.code = code
    self.source = source
  }
}

extension [Remedy] {
  /// The remedy for `framework`, else UIKit's, else the first.
  public func remedy(for framework: FrameworkProfile.ID?) -> Remedy? {
    first { $0.framework == (framework ?? .uiKit) } ?? first { $0.framework == .uiKit } ?? first
  }
}
