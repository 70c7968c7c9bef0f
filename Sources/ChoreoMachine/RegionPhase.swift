/// The phases of one region, as its transition table names them.
///
/// A phase's ``ordinal`` is its position in declaration order, so that a rule can hold the
/// phases it applies in as bits and test the current one with a mask instead of a search.
public protocol RegionPhase: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {
  /// The region whose phases these are.
  static var region: RegionID { get }
  /// The phase's position in `allCases`, from 0; below 32.
  var ordinal: Int { get }
  /// The phase tagged with its region.
  var controllerPhase: ControllerPhase { get }
}

extension RegionPhase {
  /// The phase as one bit at its ordinal.
  @inlinable var bit: UInt32 { 1 << UInt32(ordinal) }

  /// Hashes the ordinal, not the raw string, which is what a raw-valued enum hashes by default:
  /// an exploration hashes phases for every state it visits.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
