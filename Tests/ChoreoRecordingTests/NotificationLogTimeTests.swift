import Testing

@testable import ChoreoRecording

/// A notification log's times come from an `NSLog` prefix or a bare time at the start of each
/// line, also when the log was pasted indented into a Markdown code block, as bug reports paste
/// it; an indented log used to lose every time and be kept in order, one frame apart.
@Suite("Times in a notification log")
struct NotificationLogTimeTests {
  /// One log line and the time it is read at, in seconds since midnight.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var line: String
    var seconds: Double
    var testDescription: String { name }
  }

  @Test(
    "a line's time, in seconds since midnight",
    arguments: [
      Row(
        name: "an NSLog prefix",
        line: "2014-12-29 14:12:41.121 App[504:70421] UIKeyboardWillShowNotification",
        seconds: 51161.121),
      Row(
        name: "an NSLog prefix indented by spaces",
        line: "    2014-12-29 14:12:41.121 App[504:70421] UIKeyboardWillShowNotification",
        seconds: 51161.121),
      Row(
        name: "a tab-indented prefix in microseconds with a zone",
        line: "\t2019-04-30 21:44:27.627646+0800 App[1234:5678] keyboardWillShow",
        seconds: 78267.627646),
      Row(
        name: "a bare time in milliseconds",
        line: "14:12:41.121 UIKeyboardWillChangeFrameNotification", seconds: 51161.121),
      Row(
        name: "an indented bare time in whole seconds", line: "  14:12:41 keyboardDidShow",
        seconds: 51161),
    ])
  func time(_ row: Row) throws {
    let read = try #require(NotificationLogImporter.time(in: row.line))
    #expect(abs(read - row.seconds) < 1e-6)
  }

  @Test(
    "a line without a time at its start has none",
    arguments: ["UIKeyboardWillShowNotification at 14:12:41", "", "    ", "App[504:70421] 14:12"])
  func noTime(line: String) {
    #expect(NotificationLogImporter.time(in: line) == nil)
  }
}
