import ChoreoCore
import ChoreoMachine
import ChoreoTimeline

/// What an exploration reads from a run's trace, one step's entries at a time: whether the person
/// or the app has asked the keyboard to go since the sheet was last presented or a field tapped,
/// whether the keyboard last announced itself up, and, during a close, when the keyboard started
/// to leave.
///
/// Those facts join the simulation's snapshot in telling explored states apart, and with each
/// step's entries they decide the ``Invariant``s.
struct TraceFacts: Hashable, Sendable {
  /// Whether the person or the app asked the keyboard to go, and has not asked for it since.
  private(set) var dismissalIntended = false
  /// Whether the last keyboard notification said the keyboard is (or will be) on screen.
  private(set) var keyboardAnnouncedUp = false
  /// Whether the person closed the sheet and it has not started to leave yet.
  private(set) var closing = false
  /// When the keyboard started to leave during a close, before the sheet did.
  private(set) var keyboardLeftAt: Ticks?
  /// How much earlier than the sheet the keyboard may start to leave: the stagger warning.
  let exitTolerance: Ticks

  /// Facts at the start of a run; a keyboard leaving more than `exitTolerance` before the sheet
  /// breaks ``Invariant/leavesTogether``.
  init(exitTolerance: Ticks = Ticks(milliseconds: 50)) {
    self.exitTolerance = exitTolerance
  }

  /// Reads one step's `entries` in order, and returns the invariants they break; `state` is the
  /// controller's state after the step.
  mutating func read(_ entries: [TraceEntry], state: ControllerState) -> [Invariant] {
    var broken: Set<Invariant> = []
    var users: Set<Int> = []
    for entry in entries {
      switch entry.happening {
      case .user(let action):
        users.insert(entry.id)
        // A return key that moved focus on asked for the keyboard to stay.
        let movedFocus = action == .pressReturn && returnMovedFocus(entry.id, in: entries)
        if action.intendsDismissal, !movedFocus { dismissalIntended = true }
        if action == .close { closing = true }
        if case .tapField = action, !isIgnored(entry.id, in: entries) { dismissalIntended = false }
      case .effect(.clearFocus):
        dismissalIntended = true
      case .effect(.dismiss):
        dismissalIntended = true
        // The keyboard left first, as a separate motion.
        if let left = keyboardLeftAt, entry.time - left > exitTolerance {
          broken.insert(.leavesTogether)
        }
        closing = false
        keyboardLeftAt = nil
      case .effect(.present):
        if !hasNote(after: entry.id, in: entries) { dismissalIntended = false }
        closing = false
        keyboardLeftAt = nil
      case .event(.keyboardWillHide):
        if !dismissalIntended { broken.insert(.keyboardHidesOnlyWhenAsked) }
        keyboardAnnouncedUp = false
        if closing, keyboardLeftAt == nil { keyboardLeftAt = entry.time }
      case .event(let event) where KeyboardNotificationName(event)?.meansVisible == true:
        keyboardAnnouncedUp = true
      case .event(.detentDidChange):
        if !(entry.cause.map(users.contains) ?? false) { broken.insert(.detentChangesOnlyByUser) }
      case .event(.sheetDidDismiss):
        if keyboardAnnouncedUp { broken.insert(.leavesTogether) }
      case .handler(let run):
        if run.registration > 1 { broken.insert(.handledOnce) }
        if !run.screenVisible { broken.insert(.handlersOnlyWhenVisible) }
      default:
        break
      }
    }
    if state.hasTwoFirstResponders { broken.insert(.singleFirstResponder) }
    return broken.isEmpty ? [] : Invariant.allCases.filter(broken.contains)
  }

  /// Whether the platform ignored the person's action `id`: a note naming it as its cause says so.
  private func isIgnored(_ id: Int, in entries: [TraceEntry]) -> Bool {
    entries.contains { entry in
      guard entry.cause == id, case .note(.actionIgnored) = entry.happening else { return false }
      return true
    }
  }

  /// Whether the return key pressed in entry `id` moved focus on: a note naming it says so.
  private func returnMovedFocus(_ id: Int, in entries: [TraceEntry]) -> Bool {
    entries.contains { entry in
      guard entry.cause == id, case .note(.returnKeyPressed(_, _, .movedFocus)) = entry.happening
      else { return false }
      return true
    }
  }

  /// Whether the effect `id` had nothing to act on: a note naming it as its cause says so.
  private func hasNote(after id: Int, in entries: [TraceEntry]) -> Bool {
    entries.contains { entry in
      guard entry.cause == id, case .note(.effectIgnored) = entry.happening else { return false }
      return true
    }
  }
}
