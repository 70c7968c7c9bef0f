import Testing

@testable import ChoreoRecording

/// A notification log's times come from an `NSLog` prefix or a bare time at the start of each
/// line, also when the log was pasted indented into a Markdown code block, as bug reports paste
/// it; an indented log used to lose every time and be kept in order, one frame apart.
@Suite("Times in a notification log")
struct NotificationLogTimeTests {
  @Test(
    "a line's time, in seconds since midnight",
    arguments: [
      ("2014-12-29 14:12:41.121 App[504:70421] UIKeyboardWillShowNotification", 51161.121),
      ("    2014-12-29 14:12:41.121 App[504:70421] UIKeyboardWillShowNotification", 51161.121),
      ("\t2019-04-30 21:44:27.627646+0800 App[1234:5678] keyboardWillShow", 78267.627646),
      ("14:12:41.121 UIKeyboardWillChangeFrameNotification", 51161.121),
      ("  14:12:41 keyboardDidShow", 51161),
    ])
  func time(line: String, seconds: Double) throws {
    let read = try #require(NotificationLogImporter.time(in: line))
    #expect(abs(read - seconds) < 1e-6)
  }

  @Test(
    "a line without a time at its start has none",
    arguments: ["UIKeyboardWillShowNotification at 14:12:41", "", "    ", "App[504:70421] 14:12"])
  func noTime(line: String) {
    #expect(NotificationLogImporter.time(in: line) == nil)
  }
}
