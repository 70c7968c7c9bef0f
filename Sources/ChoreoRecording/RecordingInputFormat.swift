import ChoreoCore

/// The kinds of input `choreo analyze` reads, and how each is recognised.
public enum RecordingInputFormat: String, CaseIterable, Sendable, CustomStringConvertible {
  /// choreo's own JSON Lines, as the recorder and `choreo run --format recording` write it.
  case recording
  /// Keyboard notifications as apps print them: the Objective-C description
  /// (`UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";`) or the Swift one
  /// (`AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: ...`), with or without an `NSLog`
  /// prefix, or only notification names with times.
  case notifications
  /// One keyboard height or inset per line, one line per displayed frame, without times, as
  /// React Native and Flutter apps print them.
  case values

  /// The name `--input-format` takes.
  public var description: String { rawValue }

  /// The format `text` is in, by its first lines that say anything: a JSON object is a
  /// recording, a keyboard notification's name or userInfo key a notification log, and lines
  /// that each end in a number a value log.
  public static func detect(_ text: String) -> RecordingInputFormat? {
    var numbers = 0
    var first = true
    // The first 200 lines say enough; the rest of a long recording is never looked at.
    for line in text.logLines(first: 200) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("{") && trimmed.contains("\"kind\"") { return .recording }
      // JSON that is not a recording (a scenario file, say) is none of these; an object that is
      // not JSON (a tracker's event printed with comments, JavaScript's unquoted keys) may be.
      if first, trimmed.hasPrefix("{") || trimmed.hasPrefix("["),
        (try? JSONParser.parse(text)) != nil
      {
        return nil
      }
      first = false
      // A keyboard notification's name or key, React Native's coordinates, any notification
      // printed (a log of an app whose keyboard posted nothing), or a frame printed alone.
      if trimmed.contains("UIKeyboard") || trimmed.contains("keyboardWill")
        || trimmed.contains("keyboardDid") || trimmed.contains("screenY")
        || trimmed.contains("NSConcreteNotification")
        || NotificationLogImporter.isBareFrame(String(trimmed))
      {
        return .notifications
      }
      if ValueLogImporter.holdsValue(trimmed) { numbers += 1 }
    }
    return numbers >= 2 ? .values : nil
  }
}
