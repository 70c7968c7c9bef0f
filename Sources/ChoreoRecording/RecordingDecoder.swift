import ChoreoCore
import ChoreoPlatform
import ChoreoRecorder
import ChoreoScenarios
import ChoreoTimeline

/// Reads a recording in choreo's own JSON Lines format into a trace.
///
/// Tolerant by design: a line it cannot read, a kind or a name it does not know, a key it does
/// not use, is kept out of the trace and reported as a warning on that line; a last line cut
/// short (the app crashed) loses only that line. Only a recording with nothing usable is an
/// error.
public struct RecordingDecoder: Sendable {
  /// A decoder.
  public init() {}

  /// The run `text` records; `file` names it in errors.
  public func decode(_ text: String, file: String) throws(ScenarioFileError) -> RecordedRun {
    var state = RecordingDecodeState()
    var lineNumber = 0
    // Lines are found in the UTF-8 bytes: a newline byte never occurs inside a multi-byte
    // character, and walking bytes is far cheaper than walking characters.
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      lineNumber += 1
      var end = newline
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let blank = bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
      if !blank, !state.readFrame(bytes, start..<end) {
        state.read(
          String(decoding: bytes[start..<end], as: UTF8.self), number: lineNumber,
          isLast: newline == bytes.count)
      }
      start = newline + 1
    }
    guard state.usable else {
      throw ScenarioFileError(
        file: file, location: "",
        message: "no usable line: expected a \(RecordingFormat.name) header and at least one "
          + "event or frame (\(state.warnings.first.map { "line \($0.description)" } ?? "empty file"))"
      )
    }
    state.assembler.contents.formUnion(state.observed)
    let (trace, inferences) = state.assembler.build()
    return RecordedRun(
      trace: trace, summary: state.summary, format: .recording, lines: lineNumber,
      recordedFrames: state.frameLines, hasTimes: true, inferences: inferences,
      warnings: state.warnings)
  }
}
