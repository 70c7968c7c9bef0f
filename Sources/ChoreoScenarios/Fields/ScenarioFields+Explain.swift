import ChoreoCore

extension ScenarioFields {
  /// The fields an app sets that `choreo explain` searches, with the values it tries: those
  /// `choreo fix` tries (``fixCandidates``), with every value a recording can show rather than
  /// only those a fix would choose (no avoidance, a layout a frame or more late, a hard-coded
  /// 49 pt tab bar), and the screen's container, which a recording shows but a fix never changes.
  public static let explainCandidates: [FixCandidates] =
    fixCandidates.map { candidates in
      var candidates = candidates
      switch candidates.field.key {
      case "screen.followLagFrames":
        candidates.values = [0, 1, 2, 3].map { .number($0) }
      case "screen.avoidanceApplications":
        candidates.values = [1, 2].map { .number($0) }
      case "screen.handler.subtractsConstant":
        candidates.values = [0, 49].map { .number($0) }
      case "screen.avoidance", "screen.focusOnReturn", "screen.persistTaps":
        candidates.values = every(candidates.field)
      default:
        break
      }
      return candidates
    }
    + [FixCandidates(field: fixField("screen.container"), values: [], actsOn: [])].map {
      var container = $0
      container.values = every(container.field)
      return container
    }

  /// Every value the field's accepted text names (`one of a, b`).
  private static func every(_ field: ScenarioField) -> [JSONValue] {
    guard field.accepted.hasPrefix("one of ") else { return [] }
    return field.accepted.dropFirst("one of ".count).split(separator: ",").map {
      String($0.drop { $0 == " " })
    }.filter { !$0.hasPrefix("or ") }.map(JSONValue.string)
  }
}
