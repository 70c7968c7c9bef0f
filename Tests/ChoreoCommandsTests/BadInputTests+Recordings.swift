import Foundation

extension BadInputTests {
  /// Recordings `choreo analyze` cannot use: empty, unrecognised, without a usable line, not UTF-8, missing, and bad options.
  static let recordings: [BadInput] = [
    BadInput(
      "recording-empty", .text(""), ["analyze", "FILE"],
      "Error: FILE: not a recording, a notification log or a value log; --input-format names one of recording, notifications, values",
      status: 65),
    BadInput(
      "recording-header-only",
      .text("{\"kind\":\"header\",\"t\":0,\"format\":\"choreo-recording\",\"version\":1}\n"),
      ["analyze", "FILE"],
      "Error: FILE: no usable line: expected a choreo-recording header and at least one event or frame (empty file)",
      status: 65),
    BadInput(
      "recording-wrong-format",
      .text("{\"kind\":\"header\",\"t\":0,\"format\":\"har\",\"version\":1}\n"),
      ["analyze", "FILE"],
      "Error: FILE: no usable line: expected a choreo-recording header and at least one event or frame (line 1: warning: format: expected \"choreo-recording\", found \"har\")",
      status: 65),
    BadInput(
      "recording-timer-beyond-int",
      .text(
        "{\"kind\":\"header\",\"t\":0,\"format\":\"choreo-recording\",\"version\":1}\n"
          + "{\"kind\":\"app\",\"t\":0.1,\"name\":\"startTimer\",\"timer\":\"retry\",\"after\":1e300}\n"
      ),
      ["analyze", "FILE"],
      "Error: FILE: no usable line: expected a choreo-recording header and at least one event or frame (line 2: warning: after: expected milliseconds from 0 to 3600000, found a number 1e300)",
      status: 65),
    BadInput(
      "recording-not-utf8", .bytes([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), ["analyze", "FILE"],
      "Error: FILE: the file is not UTF-8 text", status: 65),
    BadInput(
      "recording-missing", nil, ["analyze", "FILE"], "Error: no such file 'FILE'", status: 66),
    BadInput(
      "recording-directory", nil, ["analyze", "DIR"],
      "Error: 'DIR' is a directory, not a file", status: 66),
    BadInput(
      "recording-input-format", .text("1\n2\n3\n"), ["analyze", "FILE", "--input-format", "har"],
      "Error: The value 'har' is invalid for '--input-format <format>'. Accepted: recording, notifications, values.",
      status: 64),
    BadInput(
      "recording-values-too-few", .text("LOG  onMove: 12\n"),
      ["analyze", "FILE", "--input-format", "values"],
      "Error: FILE: no series holds two or more values (onMove (1 value, all 12)); a motion needs two or more of the keyboard's heights",
      status: 65),
    BadInput(
      "recording-no-notification", .text("hello\nworld\n"),
      ["analyze", "FILE", "--input-format", "notifications"],
      "Error: FILE: no keyboard notification found; expected a notification's name (UIKeyboardWillShowNotification, keyboardWillShow) or its userInfo (UIKeyboardFrameEndUserInfoKey = ...)",
      status: 65),
    BadInput(
      "recording-spaced-key-places-nothing", .text("UIKeyboard IsLocal UserInfoKey = 1;\n"),
      ["analyze", "FILE"],
      "Error: FILE: a userInfo with none of the keys that place the keyboard (UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey, UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey); it holds only UIKeyboardIsLocalUserInfoKey",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-values-each-line-another-kind",
      .text(" LOG  onMove: 12\n LOG  onStart: 336\n LOG  onEnd: 336\n"), ["analyze", "FILE"],
      "Error: FILE: no series holds two or more values (onEnd (1 value, all 336), onMove (1 value, all 12), onStart (1 value, all 336)); a motion needs two or more of the keyboard's heights",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-values-constant",
      .text(" LOG  onMove: 336\n LOG  onMove: 336\n LOG  onMove: 336\n"),
      ["analyze", "FILE"],
      "Error: FILE: the keyboard's series never changes, onMove (3 values, all 336): nothing moves",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-values-million",
      .text(String(repeating: "LOG  onMove: 12\nLOG  onMove: 13\n", count: 500_000)),
      ["analyze", "FILE"],
      "Error: FILE: more than 432000 values of onMove, more than an hour at 120 Hz; cut the log to the motions to analyse",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-values-ambiguous", .text("a: 1\nb: 5\na: 2\nb: 9\n"), ["analyze", "FILE"],
      "Error: FILE: several series move and none is named like a height or an inset: a (2 values, 1.0 to 2.0), b (2 values, 5.0 to 9.0); --series names the keyboard's",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-values-unknown-series", .text("inset: 1\ninset: 5\n"),
      ["analyze", "FILE", "--series", "height"],
      "Error: FILE: no series named 'height'; the log holds inset (2 values, 1.0 to 5.0)",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-payload-unknown-keys",
      .text(
        "{\n    UIKeyboardBoundsUserInfoKey = \"NSRect: {{0, 0}, {390, 336}}\";\n"
          + "    UIKeyboardIsLocalUserInfoKey = 1;\n}\n"),
      ["analyze", "FILE"],
      "Error: FILE: a userInfo with none of the keys that place the keyboard (UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey, UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey); it holds only UIKeyboardBoundsUserInfoKey, UIKeyboardIsLocalUserInfoKey",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-bare-frames", .text("{{0, -64}, {0, 0}}\n{{0, -64}, {768, 0}}\n"),
      ["analyze", "FILE"],
      "Error: FILE: 2 keyboard frames printed alone, without a notification or a userInfo key: whether each is a begin or an end frame is not stated",
      status: 65, fileExtension: "log"),
    BadInput(
      "recording-other-notifications-only",
      .text(
        "2012-01-19 13:02:58.411 App[1453:707] note: NSConcreteNotification 0x1 {name = "
          + "UITextFieldTextDidBeginEditingNotification; object = <UITextField: 0x2>}\n"),
      ["analyze", "FILE"],
      "Error: FILE: no keyboard notification among the 1 notification printed (UITextFieldTextDidBeginEditingNotification): the keyboard posted nothing the app printed (a hardware keyboard posts none)",
      status: 65, fileExtension: "log"),
    BadInput(
      "plot-log-too-few-values", .text(" LOG  onMove: 12\n LOG  onStart: 336\n LOG  onEnd: 336\n"),
      ["plot", "FILE"],
      "Error: FILE: no series holds two or more values (onEnd (1 value, all 336), onMove (1 value, all 12), onStart (1 value, all 336)); a motion needs two or more of the keyboard's heights",
      status: 65, fileExtension: "log"),
    BadInput(
      "play-log-not-utf8", .bytes([0x4C, 0x4F, 0x47, 0xFF, 0xFE, 0x0A]), ["play", "FILE"],
      "Error: FILE: the file is not UTF-8 text", status: 65, fileExtension: "log"),
    BadInput(
      "play-log-missing", nil, ["play", "FILE"], "Error: no such file 'FILE'", status: 66,
      fileExtension: "jsonl"),
    BadInput(
      "recording-perfetto-two-files", nil,
      ["analyze", "a.jsonl", "b.jsonl", "--format", "perfetto"],
      "Error: --format perfetto takes one file, not 2", status: 64),
    BadInput(
      "recording-device", nil, ["analyze", "a.log", "--device", "iphone-99"],
      "Error: unknown device 'iphone-99'; accepted: iphone-14-pro, iphone-se, iphone-13-pro-max, ipad-11, iphone-16e, iphone-16-pro, iphone-16-plus, iphone-16-pro-max",
      status: 64),
    BadInput(
      "recording-no-file", nil, ["analyze"], "Error: Missing expected argument '<file>'.",
      status: 64),
    BadInput(
      "wrong-kind-run-recording",
      .text("{\"kind\":\"header\",\"t\":0,\"format\":\"choreo-recording\",\"version\":1}\n"),
      ["run", "FILE"], "Error: 'FILE' is a recording, not a scenario: use 'choreo analyze FILE'",
      status: 64, fileExtension: "jsonl"),
    BadInput(
      "wrong-kind-fix-log", .text("keyboardWillShow 0 336\nkeyboardDidShow 250 336\n"),
      ["fix", "FILE"],
      "Error: 'FILE' holds no keyboard or layout motion per frame, which explain and fix compare: "
        + "use 'choreo analyze FILE' for what it holds",
      status: 64, fileExtension: "log"),
    BadInput(
      "explain-write-over-recording",
      .text("{\"kind\":\"header\",\"t\":0,\"format\":\"choreo-recording\",\"version\":1}\n"),
      ["explain", "FILE", "--write", "FILE"],
      "Error: '--write FILE': 'explain' writes JSON, not a .jsonl file; give a file ending in .json",
      status: 64, fileExtension: "jsonl"),
    BadInput(
      "explain-scenario-file", .text("{\"name\": \"compose\"}"), ["explain", "FILE"],
      "Error: 'FILE' is a scenario file, not a recording: use 'choreo run FILE'", status: 64),
    BadInput(
      "explain-missing", nil, ["explain", "missing.jsonl"],
      "Error: no such file 'missing.jsonl'", status: 66),
    BadInput(
      "fix-framework-unknown", nil, ["fix", "prewarm-handoff", "--framework", "swiftuii"],
      "Error: The value 'swiftuii' is invalid for '--framework <framework>'. Accepted: swiftui, "
        + "uikit, compose, react-native, react-native-keyboard-controller, flutter.",
      status: 64),
    BadInput(
      "wrong-kind-analyze-scenario", .text("{\"name\": \"compose\"}"), ["analyze", "FILE"],
      "Error: 'FILE' is a scenario file, not a recording: use 'choreo check FILE'", status: 64),
    BadInput(
      "wrong-kind-analyze-built-in", nil, ["analyze", "prewarm-handoff"],
      "Error: 'prewarm-handoff' is a built-in scenario, not a recording: use 'choreo run prewarm-handoff'",
      status: 64),
    BadInput(
      "play-missing-log", nil, ["play", "nope.log"], "Error: no such file 'nope.log'", status: 66),
  ]
}
