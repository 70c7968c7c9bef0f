/// The phase one region of the controller is in, tagged with its region: what transition tables,
/// traces and diagrams name (`sheet.presenting`, `focus.requested`).
public enum ControllerPhase: Hashable, Sendable, CustomStringConvertible {
  /// A phase of the sheet region.
  case sheet(SheetState.Phase)
  /// A phase of the keyboard region.
  case keyboard(KeyboardState.Phase)
  /// A phase of the prewarm region.
  case prewarm(PrewarmState)
  /// A phase of the composer's mount region.
  case composer(ComposerMount)
  /// A phase of the focus region.
  case focus(ComposerFocus.Phase)
  /// A phase of the accessories region.
  case accessories(AccessoryState)
  /// A phase of the pending flag's region.
  case autoFocus(AutoFocusFlag)

  /// The region the phase belongs to.
  public var region: RegionID {
    switch self {
    case .sheet: .sheet
    case .keyboard: .keyboard
    case .prewarm: .prewarm
    case .composer: .composer
    case .focus: .focus
    case .accessories: .accessories
    case .autoFocus: .autoFocus
    }
  }

  /// The phase's name within its region, as tables spell it: `presenting`.
  public var name: String {
    switch self {
    case .sheet(let phase): phase.rawValue
    case .keyboard(let phase): phase.rawValue
    case .prewarm(let phase): phase.rawValue
    case .composer(let phase): phase.rawValue
    case .focus(let phase): phase.rawValue
    case .accessories(let phase): phase.rawValue
    case .autoFocus(let phase): phase.rawValue
    }
  }

  /// The phase as one bit at its position in its region's declaration order.
  @inlinable public var bit: UInt32 {
    switch self {
    case .sheet(let phase): 1 << UInt32(phase.ordinal)
    case .keyboard(let phase): 1 << UInt32(phase.ordinal)
    case .prewarm(let phase): 1 << UInt32(phase.ordinal)
    case .composer(let phase): 1 << UInt32(phase.ordinal)
    case .focus(let phase): 1 << UInt32(phase.ordinal)
    case .accessories(let phase): 1 << UInt32(phase.ordinal)
    case .autoFocus(let phase): 1 << UInt32(phase.ordinal)
    }
  }

  /// The phase's position in its region's declaration order.
  @inlinable public var ordinal: Int { bit.trailingZeroBitCount }

  /// `sheet.presenting`.
  public var description: String { "\(region).\(name)" }
}
