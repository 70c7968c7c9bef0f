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
      "Error: FILE: fewer than two values; nothing to place on a frame grid", status: 65),
    BadInput(
      "recording-no-notification", .text("hello\nworld\n"),
      ["analyze", "FILE", "--input-format", "notifications"],
      "Error: FILE: no keyboard notification found", status: 65),
    BadInput(
      "recording-values-each-line-another-kind",
      .text(" LOG  onMove: 12\n LOG  onStart: 336\n LOG  onEnd: 336\n"), ["analyze", "FILE"],
      "Error: FILE: fewer than two values; nothing to place on a frame grid", status: 65,
      fileExtension: "log"),
    BadInput(
      "recording-react-native-event-without-name",
      .text(
        #"{"duration": 250, "easing": "keyboard", "endCoordinates": {"height": 336, "#
          + #""screenX": 0, "screenY": 508, "width": 390}}"# + "\n"),
      ["analyze", "FILE", "--input-format", "notifications"],
      "Error: FILE: no keyboard notification found", status: 65, fileExtension: "log"),
    BadInput(
      "plot-log-too-few-values", .text(" LOG  onMove: 12\n LOG  onStart: 336\n LOG  onEnd: 336\n"),
      ["plot", "FILE"],
      "Error: FILE: fewer than two values; nothing to place on a frame grid", status: 65,
      fileExtension: "log"),
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
      "Error: unknown device 'iphone-99'; accepted: iphone-14-pro, iphone-se, iphone-13-pro-max, ipad-11",
      status: 64),
    BadInput(
      "recording-no-file", nil, ["analyze"], "Error: Missing expected argument '<file>'.",
      status: 64),
  ]
}
