/// One orthogonal part of the controller's state; each has its own transition table.
public enum RegionID: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The sheet's presentation and detent.
  case sheet
  /// The keyboard as the app sees it through notifications.
  case keyboard
  /// The UIKit prewarm responder.
  case prewarm
  /// Whether the real field is mounted.
  case composer
  /// The real field's focus and the handoff gate.
  case focus
  /// Focus-collapsing bottom accessories.
  case accessories
  /// The single pending flag that mounts the prewarm and freezes accessories.
  case autoFocus

  /// The region's position in ``RegionID/allCases``, for bit sets of regions.
  var bitIndex: Int {
    switch self {
    case .sheet: 0
    case .keyboard: 1
    case .prewarm: 2
    case .composer: 3
    case .focus: 4
    case .accessories: 5
    case .autoFocus: 6
    }
  }

  /// The region's name.
  public var description: String { rawValue }
}
