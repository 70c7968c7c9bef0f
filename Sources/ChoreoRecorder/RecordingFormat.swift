/// The recording format: JSON Lines, one object per line, every time in seconds on one clock (the
/// media clock, `CACurrentMediaTime`).
///
/// The first line is a header; every other line is one thing that happened, named by its
/// ``Kind``. A reader keeps what it does not know and reports it, and a recording cut short by a
/// crash loses only its last line. The documentation's recordings article lists every field.
public enum RecordingFormat {
  /// The `format` the header names.
  public static let name = "choreo-recording"
  /// The version this package writes and reads.
  public static let version = 1

  /// What one line records.
  public enum Kind: String, CaseIterable, Sendable {
    /// The device, the screen, the app's registered views and what the recording holds.
    case header
    /// An event delivered to the app: a keyboard notification with its payload, focus landing
    /// or leaving, the sheet settling, changing detent or going away.
    case event
    /// What the person did: a present, a close, a tap, a drag, a keystroke.
    case user
    /// What the app did: asked for focus, cleared it, dismissed, ran its keyboard observer,
    /// changed its `isKeyboardVisible`.
    case app
    /// What the platform did without telling the app: where a keystroke went, a control that
    /// ran, a return key's result.
    case note
    /// One displayed frame: where the registered views and the keyboard were.
    case frame
  }
}
