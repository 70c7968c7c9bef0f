import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// The name of a detector, as findings, scenario files and `expect` lists spell it.
public enum DetectorID: String, CaseIterable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The keyboard starts well after the sheet on the way in.
  case stagger
  /// The input bar reverses or comes to rest and moves again within one transition.
  case bounce
  /// Focus was requested and never landed, with no keyboard and no error.
  case silentFocusFailure = "silent-focus-failure"
  /// The keyboard started to hide with no intent to dismiss it.
  case keyboardDrop = "keyboard-drop"
  /// The sheet's detent changed with no user action.
  case detentJump = "detent-jump"
  /// A bottom accessory's height changed while the keyboard or the sheet moved.
  case accessoryJump = "accessory-jump"
  /// On close, the keyboard and the sheet did not leave together.
  case exitAsymmetry = "exit-asymmetry"
  /// The keyboard is up on the invisible prewarm after the handoff should have completed.
  case orphanedKeyboard = "orphaned-keyboard"
  /// The keyboard's type, appearance or height changes at the handoff.
  case keyboardMorph = "keyboard-morph"
  /// A keystroke went to a field the person cannot see.
  case lostKeystrokes = "lost-keystrokes"
  /// The focused field or its action rests under the keys.
  case covered
  /// The layout moves only after the keyboard has settled.
  case lateJump = "late-jump"
  /// On the way down, the composer hangs over the space the keyboard left.
  case floatingGap = "floating-gap"
  /// The layout runs ahead of or behind the keyboard's own animation.
  case drift
  /// Extra space rests between the layout and the keys.
  case doubleInset = "double-inset"
  /// Space is reserved for a keyboard that is not docked on screen.
  case phantomInset = "phantom-inset"
  /// One notification is handled more than once.
  case duplicateCallback = "duplicate-callback"
  /// A keyboard handler runs for a screen that is not on display.
  case staleCallback = "stale-callback"
  /// The app's `isKeyboardVisible` disagrees with the screen.
  case visibilityMismatch = "visibility-mismatch"
  /// The newest message is not just above the composer.
  case hiddenNewestMessage = "hidden-newest-message"
  /// A drag on the list reached the keys and the keyboard did not follow.
  case noDragDismiss = "no-drag-dismiss"
  /// A tap on a control only closed the keyboard.
  case eatenTap = "eaten-tap"
  /// The return key did nothing.
  case returnDeadEnd = "return-dead-end"
  /// The return key's label does not say what it did.
  case returnLabelMismatch = "return-label-mismatch"

  /// The identifier, such as `silent-focus-failure`.
  public var description: String { rawValue }

  /// Ordered as declared, so findings at the same time print in a fixed order.
  public static func < (lhs: DetectorID, rhs: DetectorID) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
