import Testing

@testable import ChoreoRecording

/// A userInfo key with spaces typed into it is read as the key; nothing else is joined.
@Suite("Keys with spaces typed into them")
struct SpacedKeyTests {
  /// A line as a log prints it, and the line the reader reads.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var line: String
    var read: String
    var spaced: String?
    var testDescription: String { name }
  }

  @Test(
    "spaces inside a key's name are taken out, and the first such key is named",
    arguments: [
      Row(
        name: "spaces between the words",
        line: #"UIKeyboard FrameEnd UserInfoKey = "NSRect: {{0, 315}, {320, 253}}";"#,
        read: #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 315}, {320, 253}}";"#,
        spaced: "UIKeyboard FrameEnd UserInfoKey"),
      Row(
        name: "one space in the middle",
        line: "UIKeyboardAnimation Duration UserInfoKey = 0.25;",
        read: "UIKeyboardAnimationDurationUserInfoKey = 0.25;",
        spaced: "UIKeyboardAnimation Duration UserInfoKey"),
      Row(
        name: "an intact key",
        line: "UIKeyboardAnimationCurveUserInfoKey = 7;",
        read: "UIKeyboardAnimationCurveUserInfoKey = 7;", spaced: nil),
      Row(
        name: "a notification's name before a key",
        line: "UIKeyboardWillShowNotification UIKeyboardFrameEndUserInfoKey = x",
        read: "UIKeyboardWillShowNotification UIKeyboardFrameEndUserInfoKey = x", spaced: nil),
      Row(
        name: "a name and a payload on one line",
        line:
          "{name = UIKeyboardWillShowNotification; userInfo = {UIKeyboard IsLocal UserInfoKey = 1;",
        read:
          "{name = UIKeyboardWillShowNotification; userInfo = {UIKeyboardIsLocalUserInfoKey = 1;",
        spaced: "UIKeyboard IsLocal UserInfoKey"),
    ])
  func joining(_ row: Row) {
    let joined = NotificationLogImporter.joiningSpacedKeys(row.line)
    #expect(joined.line == row.read)
    #expect(joined.spaced == row.spaced)
  }
}
