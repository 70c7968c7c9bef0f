/// The stable name of a rule, `region.what-it-does` (`sheet.open-at-large`): traces, diagrams,
/// tables and reports name rules by it, so adding or reordering rules changes no output that
/// does not involve them.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The stable name, such as `sheet.open-at-large`.
  public let rawValue: String

  /// A rule name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A rule name written as a literal in a transition table.
  public init(stringLiteral value: String) { rawValue = value }

  /// The stable name, as traces and diagrams print it.
  public var description: String { rawValue }

  /// Alphabetical, for stable listings.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
