/// A value with a cheap, deterministic fingerprint, for ``SeenStates``: equal values have equal
/// fingerprints, and unequal ones mostly differ.
protocol Fingerprinted: Equatable {
  /// A number mixed from the value's parts; equal values give equal numbers.
  var fingerprint: Int { get }
}
