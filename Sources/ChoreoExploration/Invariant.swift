import ChoreoDetectors

/// A property of every reachable state, behind a detector, that is decidable on discrete states.
public enum Invariant: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The keyboard never starts to hide unless the person or the app asked for it
  /// (`keyboard-drop`).
  case keyboardHidesOnlyWhenAsked = "keyboard never hides without intent"
  /// Focus the app asked for has landed, or the failure was surfaced, by the end of the horizon
  /// while the sheet is still open (`silent-focus-failure`, `orphaned-keyboard`).
  case focusLandsOrSurfaces = "focus requested is eventually landed or surfaced"
  /// The prewarm and the real field never both hold first responder in the controller's view.
  case singleFirstResponder = "at most one first responder"
  /// The detent never changes without the person dragging it (`detent-jump`).
  case detentChangesOnlyByUser = "no detent change without user action"
  /// When the sheet has left, the keyboard is not still up, and on close the keyboard does not
  /// start to leave more than the stagger warning before the sheet (`exit-asymmetry`, both ways).
  case leavesTogether = "keyboard and sheet leave together"
  /// A keyboard notification runs the screen's handler at most once (`duplicate-callback`).
  case handledOnce = "each keyboard notification is handled once"
  /// No keyboard handler runs while its screen is not on display (`stale-callback`).
  case handlersOnlyWhenVisible = "no keyboard handler runs for a hidden screen"

  /// The invariant as a sentence, as reports print it.
  public var description: String { rawValue }

  /// The detectors whose findings this invariant decides for every timing.
  public var detectors: [DetectorID] {
    switch self {
    case .keyboardHidesOnlyWhenAsked: [.keyboardDrop]
    case .focusLandsOrSurfaces: [.silentFocusFailure, .orphanedKeyboard]
    case .singleFirstResponder: []
    case .detentChangesOnlyByUser: [.detentJump]
    case .leavesTogether: [.exitAsymmetry]
    case .handledOnce: [.duplicateCallback]
    case .handlersOnlyWhenVisible: [.staleCallback]
    }
  }
}
