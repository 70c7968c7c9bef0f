/// The name of a detector, as findings, scenario files and `expect` lists spell it.
///
/// Each case's meaning is its detector's ``DetectorInfo`` (``info`` here), written once in the
/// detector's own file.
public enum DetectorID: String, CaseIterable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  case stagger
  case bounce
  case silentFocusFailure = "silent-focus-failure"
  case keyboardDrop = "keyboard-drop"
  case detentJump = "detent-jump"
  case accessoryJump = "accessory-jump"
  case exitAsymmetry = "exit-asymmetry"
  case orphanedKeyboard = "orphaned-keyboard"
  case keyboardMorph = "keyboard-morph"
  case lostKeystrokes = "lost-keystrokes"
  case covered
  case lateJump = "late-jump"
  case floatingGap = "floating-gap"
  case drift
  case snap
  case doubleInset = "double-inset"
  case phantomInset = "phantom-inset"
  case duplicateCallback = "duplicate-callback"
  case staleCallback = "stale-callback"
  case visibilityMismatch = "visibility-mismatch"
  case hiddenNewestMessage = "hidden-newest-message"
  case noDragDismiss = "no-drag-dismiss"
  case eatenTap = "eaten-tap"
  case returnDeadEnd = "return-dead-end"
  case returnLabelMismatch = "return-label-mismatch"

  /// What the detector is: its definition, what it reads, how it grades and its sources.
  public var info: DetectorInfo { Detectors.infos[ordinal] }

  /// The position among `allCases`, which orders findings and indexes the registry.
  public var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The identifier, such as `silent-focus-failure`.
  public var description: String { rawValue }

  /// Ordered as declared, so findings at the same time print in a fixed order.
  public static func < (lhs: DetectorID, rhs: DetectorID) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}
