/// Whether the real text field is in the view hierarchy, where focus can reach it.
public enum ComposerMount: String, CaseIterable, Hashable, Sendable {
  /// Not yet mounted: a focus request now is dropped without an error
  /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
  case unmounted
  /// Mounted.
  case mounted

  static func rule(
    _ id: RuleID, from: [ComposerMount], on event: ControllerEvent.Kind, to: ComposerMount
  )
    -> Rule
  {
    Rule(
      id, from: from, on: event, to: to, update: { state, _ in state.composer = to })
  }

  /// The real field's mount table.
  public static let rules: [Rule] = [
    rule("composer.mount", from: [.unmounted], on: .contentDidMount, to: .mounted),
    rule("composer.unmount", from: [.mounted], on: .sheetDidDismiss, to: .unmounted),
  ]
}

extension ComposerMount: RegionPhase {
  /// The composer region.
  public static var region: RegionID { .composer }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .composer(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .unmounted: 0
    case .mounted: 1
    }
  }
}
