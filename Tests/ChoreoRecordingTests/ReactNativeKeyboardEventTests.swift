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

  /// A keyboard-controller event, and the height, duration and time it reads as.
  struct ControllerRow: CustomTestStringConvertible, Sendable {
    var name: String
    var line: String
    var height: Double?
    var duration: Double?
    var seconds: Double?
    var testDescription: String { name }
  }

  @Test(
    "keyboard-controller's events give a height, a duration and a time, and nothing out of range",
    arguments: [
      ControllerRow(
        name: "an iOS show",
        line:
          #" LOG  keyboardWillShow {"duration": 383, "height": 345, "target": 26, "timestamp": 1765385450528}"#,
        height: 345, duration: 0.383, seconds: 1_765_385_450.528),
      ControllerRow(
        name: "Android's hide with no duration",
        line:
          #" LOG  keyboardWillHide {"duration": -1, "height": 0, "target": -1, "timestamp": 1765383920657}"#,
        height: 0, duration: nil, seconds: 1_765_383_920.657),
      ControllerRow(
        name: "numbers beyond a double and below zero",
        line:
          #"LOG keyboardWillShow {"height": 1e999, "duration": -5, "target": 1, "timestamp": -1}"#,
        height: nil, duration: nil, seconds: nil),
      ControllerRow(
        name: "a height with no target is no keyboard-controller event",
        line: #"LOG keyboardWillShow {"height": 345}"#, height: nil, duration: nil, seconds: nil),
    ])
  func keyboardController(_ row: ControllerRow) {
    let info = NotificationLogImporter.userInfo(in: row.line)
    #expect(info.endHeight == row.height)
    #expect(info.duration == row.duration)
    let seconds = NotificationLogImporter.reactNativeTimestamp(in: row.line)
    #expect(seconds.map { abs($0 - (row.seconds ?? .nan)) < 0.000_5 } ?? (row.seconds == nil))
  }
}
