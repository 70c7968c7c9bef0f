import ChoreoCore

/// The sheet as the controller sees it: its presentation, its detent, the presenter's detent
/// selection (which outlives the sheet) and the allowed detents.
public struct SheetState: Hashable, Sendable {
  /// Where the sheet is in its life.
  public enum Presentation: Hashable, Sendable {
    /// Not on screen.
    case dismissed
    /// The presentation animation is running.
    case presenting
    /// On screen and settled.
    case presented
    /// Leaving, through one of the close paths.
    case dismissing(via: CloseRoute)
  }

  /// How the person closed the sheet.
  public enum CloseRoute: String, CaseIterable, Hashable, Sendable {
    /// The explicit close control.
    case closeControl
    /// Dragging the sheet down.
    case drag
  }

  /// The presentation without its data, for transition tables.
  public enum Phase: String, CaseIterable, Hashable, Sendable {
    /// See ``Presentation/dismissed``.
    case dismissed
    /// See ``Presentation/presenting``.
    case presenting
    /// See ``Presentation/presented``.
    case presented
    /// See ``Presentation/dismissing(via:)``.
    case dismissing
  }

  /// Where the sheet is in its life.
  public var presentation: Presentation
  /// The detent the sheet is at (or was at, when dismissed).
  public var detent: Detent
  /// The presenter's detent selection binding.
  public var selection: Detent
  /// The detents the sheet allows.
  public var allowed: DetentSet

  /// A sheet state with every field given.
  public init(presentation: Presentation, detent: Detent, selection: Detent, allowed: DetentSet) {
    self.presentation = presentation
    self.detent = detent
    self.selection = selection
    self.allowed = allowed
  }

  /// The presentation's phase.
  public var phase: Phase {
    switch presentation {
    case .dismissed: .dismissed
    case .presenting: .presenting
    case .presented: .presented
    case .dismissing: .dismissing
    }
  }

  /// One state per phase and close route, for exhaustive tests.
  public static func representatives(options: ControllerOptions) -> [SheetState] {
    let presentations: [Presentation] = [
      .dismissed, .presenting, .presented, .dismissing(via: .closeControl), .dismissing(via: .drag),
    ]
    return presentations.map {
      SheetState(
        presentation: $0, detent: options.initialDetentSelection,
        selection: options.initialDetentSelection, allowed: options.allowedDetents)
    }
  }

  static func rule(
    _ id: RuleID, from: [Phase], on event: ControllerEvent.Kind, when conditions: [Condition] = [],
    to: Phase?, effects: [Effect.Kind] = [], because rationale: String? = nil,
    update: @escaping @Sendable (inout SheetState, ControllerEvent) -> Void
  ) -> Rule {
    Rule(
      id, from: from, on: event, when: conditions, to: to, effects: effects,
      because: rationale, update: { update(&$0.sheet, $1) })
  }

  /// The sheet's transition table.
  public static let rules: [Rule] = [
    rule(
      "sheet.open-at-large",
      from: [.dismissed], on: .presentTapped, when: [Guard.forcesLargeOnAutoOpen.condition],
      to: .presenting, effects: [.present],
      because: "never auto-focus on a medium detent: open at large and remember it"
    ) {
      sheet, _ in
      sheet.presentation = .presenting
      sheet.detent = .large
      sheet.selection = .large
    },
    rule(
      "sheet.open-at-selection",
      from: [.dismissed], on: .presentTapped, when: [!Guard.forcesLargeOnAutoOpen.condition],
      to: .presenting, effects: [.present], because: "open at whatever the selection holds"
    ) {
      sheet, _ in
      sheet.presentation = .presenting
      sheet.detent = sheet.selection
    },
    rule("sheet.settle", from: [.presenting], on: .sheetDidSettle, to: .presented) { sheet, _ in
      sheet.presentation = .presented
    },
    rule(
      "sheet.follow-detent",
      from: [.presenting, .presented], on: .detentDidChange,
      when: [Guard.detentAllowed.condition], to: nil
    ) {
      sheet, event in
      guard case .detentDidChange(let detent) = event else { return }
      sheet.detent = detent
      sheet.selection = detent
    },
    rule(
      "sheet.close",
      from: [.presenting, .presented], on: .closeTapped,
      when: [!Guard.delaysDismissOnClose.condition], to: .dismissing, effects: [.dismiss]
    ) {
      sheet, _ in sheet.presentation = .dismissing(via: .closeControl)
    },
    rule(
      "sheet.close-after-delay",
      from: [.presenting, .presented], on: .closeTapped,
      when: [Guard.delaysDismissOnClose.condition], to: nil, effects: [.startCloseDelay],
      because: "focus is cleared now and the sheet dismissed after the app's wait"
    ) { _, _ in },
    rule(
      "sheet.dismiss-after-delay",
      from: [.presenting, .presented], on: .closeDelayDidElapse, to: .dismissing,
      effects: [.dismiss]
    ) {
      sheet, _ in sheet.presentation = .dismissing(via: .closeControl)
    },
    rule("sheet.begin-drag-dismiss", from: [.presented], on: .dragDismissBegan, to: .dismissing) {
      sheet, _ in
      sheet.presentation = .dismissing(via: .drag)
    },
    rule(
      "sheet.cancel-drag-dismiss",
      from: [.dismissing], on: .dragDismissCancelled, when: [Guard.dismissingByDrag.condition],
      to: .presented
    ) {
      sheet, _ in sheet.presentation = .presented
    },
    rule(
      "sheet.dismiss-and-reset-detent",
      from: [.dismissing], on: .sheetDidDismiss, when: [Guard.resetsDetentOnDisappear.condition],
      to: .dismissed, because: "the selection outlives the sheet: reset it for the next open"
    ) {
      sheet, _ in
      sheet.presentation = .dismissed
      sheet.selection = .large
    },
    rule(
      "sheet.dismiss",
      from: [.dismissing], on: .sheetDidDismiss, when: [!Guard.resetsDetentOnDisappear.condition],
      to: .dismissed
    ) {
      sheet, _ in sheet.presentation = .dismissed
    },
  ]
}

extension SheetState.Phase: RegionPhase {
  /// The sheet region.
  public static var region: RegionID { .sheet }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .sheet(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .dismissed: 0
    case .presenting: 1
    case .presented: 2
    case .dismissing: 3
    }
  }
}
