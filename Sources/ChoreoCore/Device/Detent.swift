/// A resting height of a sheet (`UISheetPresentationController.Detent`, SwiftUI
/// `PresentationDetent`).
public enum Detent: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// About half the screen (<doc:PlatformFacts#Detents>).
  case medium
  /// Full height (<doc:PlatformFacts#Detents>).
  case large

  /// `medium` or `large`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    }
  }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: Detent, rhs: Detent) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The detents a sheet allows, as `presentationDetents([...])` lists them.
public struct DetentSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bit mask.
  public let rawValue: Int

  /// A set from its bit mask.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A set holding `detents`.
  public init(_ detents: [Detent]) {
    self.init(rawValue: detents.reduce(0) { $0 | (1 << $1.rawValue) })
  }

  /// Only the medium detent.
  public static let medium = DetentSet([.medium])
  /// Only the large detent.
  public static let large = DetentSet([.large])

  /// Whether `detent` is allowed.
  public func allows(_ detent: Detent) -> Bool { rawValue & (1 << detent.rawValue) != 0 }

  /// The allowed detents from shortest to tallest.
  public var detents: [Detent] { Detent.allCases.filter(allows) }

  /// The tallest allowed detent, if any.
  public var largest: Detent? {
    allows(.large) ? .large : allows(.medium) ? .medium : nil
  }

  /// `medium|large`.
  public var description: String { detents.map(\.description).joined(separator: "|") }
}
