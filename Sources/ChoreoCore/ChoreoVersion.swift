/// The version of this package's tools: what `choreo --version` prints and what the reports that
/// name their tool (SARIF's driver) carry.
public enum ChoreoVersion {
  /// `0.1.0`.
  public static let current = "0.1.0"
}
