/// An iOS release whose documented behaviours differ from the others'.
///
/// Setting `world.osVersion` switches those behaviours on (<doc:PlatformFacts#OS-versions>);
/// without one, the platform behaves as it always has in this model.
public enum OSVersion: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// iOS 17: a sheet resting below its largest detent grows to it when its field is focused
  /// (FB13659789, fixed in iOS 18 by the reporter's account).
  case iOS17 = "17.0"
  /// iOS 18: the sheet stays where it is.
  case iOS18 = "18.0"
  /// iOS 18.2: `.defaultFocus` inside a sheet does nothing, in Apple's own sample (FB16770732).
  case iOS18Point2 = "18.2"
  /// iOS 26: a sheet grows to its largest detent when its field is focused (FB17890661), and with
  /// Reduce Motion the keyboard cross-fades with no motion frames, `keyboardDidShow` arriving
  /// about 40 ms later (react-native-keyboard-controller PR 1161, 1242).
  case iOS26 = "26.0"

  /// The version number, as a scenario file writes it.
  public var description: String { rawValue }

  /// Whether a sheet resting below its largest detent grows to it when the keyboard shows.
  public var growsSheetForKeyboard: Bool { self != .iOS18 && self != .iOS18Point2 }

  /// Whether `.defaultFocus` inside a sheet is ignored.
  public var ignoresDefaultFocusInSheets: Bool { self == .iOS18Point2 }

  /// Whether Reduce Motion makes the keyboard cross-fade instead of slide.
  public var crossFadesKeyboardWithReducedMotion: Bool { self == .iOS26 }
}
