import ChoreoCore

/// Whether the real text field is in the view hierarchy, where focus can reach it.
public enum ComposerMount: String, CaseIterable, Hashable, Sendable {
  /// Not yet mounted: a focus request now is dropped without an error (seed 002).
  case unmounted
  /// Mounted.
  case mounted

  static func rule(from: [ComposerMount], on event: ControllerEvent.Kind, to: ComposerMount)
    -> Rule
  {
    Rule(
      .composer, from: from, on: event, to: to, update: { state, _ in state.composer = to })
  }

  /// The real field's mount table.
  public static let rules: [Rule] = [
    rule(from: [.unmounted], on: .contentDidMount, to: .mounted),
    rule(from: [.mounted], on: .sheetDidDismiss, to: .unmounted),
  ]
}

extension ComposerMount: RegionPhase {
  var ordinal: Int {
    switch self {
    case .unmounted: 0
    case .mounted: 1
    }
  }
}
