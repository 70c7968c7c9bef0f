import ChoreoRecorder
import ChoreoRecording
import ChoreoTestSupport
import Foundation
import Testing

/// The lines the recorder writes: one JSON object per line, its kind and time first, numbers to
/// the microsecond, and a file written in order off the caller's thread.
@Suite("The recording format")
struct RecordingFormatTests {
  @Test("a line is its kind, its time, then its fields, on one line")
  func line() {
    let line = RecordingLine(
      .event, at: 12.3456789,
      [
        ("name", .string("keyboardWillShow")),
        ("end", RecordingLine.rect(x: 0, y: 516.25, width: 393, height: 336)),
      ])
    #expect(
      line.text
        == #"{"kind":"event","t":12.345679,"name":"keyboardWillShow","end":[0,516.25,393,336]}"#)
  }

  @Test("every kind reads back as itself")
  func kinds() {
    for kind in RecordingFormat.Kind.allCases {
      #expect(RecordingFormat.Kind(rawValue: kind.rawValue) == kind)
    }
  }

  @Test("a recording file holds every line appended, in order, each ended by a newline")
  func file() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-recording-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try RecordingFile(url: url)
    for index in 0..<500 {
      file.append(
        RecordingLine(.frame, at: Double(index) / 120, [("dockedKeyboardTop", .number(852))]))
    }
    let written = file.finish()
    let text = try String(contentsOf: written, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 500)
    #expect(text.hasSuffix("\n"))
    #expect(lines.first == #"{"kind":"frame","t":0,"dockedKeyboardTop":852}"#)
    let run = try RecordingDecoder().decode(text, file: "written.jsonl")
    #expect(run.recordedFrames == 500)
  }
}
