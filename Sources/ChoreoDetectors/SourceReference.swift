/// A source a detector's definition or threshold rests on: a section of the documentation (its
/// platform facts or the pattern) or a public report of the failure.
public struct SourceReference: Hashable, Sendable, CustomStringConvertible {
  /// What the source is, as a reader would name it: `naan/FocusOnAppear`, `Timing perception`.
  public var title: String
  /// Where it is: a web address, or a documentation link such as
  /// `doc:PlatformFacts#Timing-perception`.
  public var link: String

  /// A source called `title` at `link`.
  public init(_ title: String, _ link: String) {
    self.title = title
    self.link = link
  }

  /// A section of the package's documentation: `article` and the anchor of one of its headings.
  public static func doc(_ article: String, _ anchor: String? = nil) -> SourceReference {
    let title = String((anchor ?? article).map { $0 == "-" ? " " : $0 })
    return SourceReference(title, "doc:" + article + (anchor.map { "#" + $0 } ?? ""))
  }

  /// Whether the source is part of the package's documentation rather than a web page.
  public var isDocumentation: Bool { link.hasPrefix("doc:") }

  /// The source as a Markdown link: `<doc:PlatformFacts#Timing-perception>` for the package's
  /// documentation, `[title](address)` for a web page.
  public var markdown: String { isDocumentation ? "<\(link)>" : "[\(title)](\(link))" }

  /// `title (link)`, for plain-text listings.
  public var description: String { "\(title) (\(link))" }
}
