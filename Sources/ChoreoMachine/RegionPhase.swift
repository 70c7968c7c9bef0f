import ChoreoCore

/// The phases of one region, as its transition table names them.
///
/// A phase's ``ordinal`` is its position in declaration order, so that a rule can hold the
/// phases it applies in as bits and test the current one with a mask instead of a search.
protocol RegionPhase: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {
  /// The phase's position in `allCases`, from 0; below 32.
  var ordinal: Int { get }
}

extension RegionPhase {
  /// The phase as one bit at its ordinal.
  var bit: UInt32 { 1 << UInt32(ordinal) }
}
