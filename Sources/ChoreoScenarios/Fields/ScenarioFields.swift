/// The one table of a scenario file's fields, in the order `show` writes them.
///
/// Decoding, encoding, sweep axes and the documented schema all walk it.
public enum ScenarioFields {
  /// Every field, in the order a complete scenario file lists them.
  public static let all: [ScenarioField] =
    identity + device + controller + world + presentation + stream + layout + screen + run
    + thresholds

  /// The field called `key` (`world.contentMountDelay`), if there is one.
  public static func field(_ key: String) -> ScenarioField? {
    byKey[key]
  }

  private static let byKey: [String: ScenarioField] = Dictionary(
    all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

  /// The keys of the members an object at `path` (its keys' parts) may hold, in table order.
  static func keys(under path: [String]) -> [String] {
    var keys: [String] = []
    for field in all {
      let parts = field.path
      guard parts.count > path.count, Array(parts.prefix(path.count)) == path else { continue }
      let key = parts[path.count]
      if !keys.contains(key) { keys.append(key) }
    }
    return keys
  }
}
