import ChoreoCore
import Testing

@testable import ChoreoRecording

/// React Native's `Keyboard` events carry the notification's userInfo (RCTKeyboardObserver): the
/// begin and end frames as coordinates, the duration in milliseconds and the curve by name.
@Suite("React Native's keyboard events in a notification log")
struct ReactNativeKeyboardEventTests {
  /// A printed event and what its userInfo must read as.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var line: String
    var end: Rect?
    var begin: Rect?
    var duration: Double?
    var curve: Int?
    var testDescription: String { name }
  }

  static let rows = [
    Row(
      name: "Metro's JSON-like print",
      line:
        #" LOG  keyboardWillShow {"duration": 250, "easing": "keyboard", "endCoordinates": "#
        + #"{"height": 336, "screenX": 0, "screenY": 508, "width": 390}, "isEventFromThisApp": "#
        + #"true, "startCoordinates": {"height": 336, "screenX": 0, "screenY": 844, "width": 390}}"#,
      end: Rect(x: 0, y: 508, width: 390, height: 336),
      begin: Rect(x: 0, y: 844, width: 390, height: 336), duration: 0.25, curve: 7),
    Row(
      name: "unquoted keys, keys in another order, another curve",
      line:
        "keyboardWillHide {endCoordinates: {width: 375, height: 291, screenY: 667, screenX: 0}, "
        + "easing: 'easeInEaseOut', duration: 0}",
      end: Rect(x: 0, y: 667, width: 375, height: 291), begin: nil, duration: 0, curve: 0),
    Row(
      name: "a fractional screenY and an unnamed curve",
      line:
        #"keyboardDidShow {"duration": 250, "easing": "linear", "endCoordinates": {"height": "#
        + #"335.5, "screenX": 0, "screenY": 508.5, "width": 390}}"#,
      end: Rect(x: 0, y: 508.5, width: 390, height: 335.5), begin: nil, duration: 0.25, curve: 3),
    Row(
      name: "coordinates missing a field are no frame",
      line: #"keyboardWillShow {"endCoordinates": {"height": 336, "screenY": 508}}"#,
      end: nil, begin: nil, duration: nil, curve: nil),
  ]

  @Test("each printed event reads as its userInfo", arguments: rows)
  func userInfo(_ row: Row) {
    let info = NotificationLogImporter.userInfo(in: row.line)
    #expect(info.end == row.end)
    #expect(info.begin == row.begin)
    #expect(info.duration == row.duration)
    #expect(info.curve == row.curve)
  }
}
