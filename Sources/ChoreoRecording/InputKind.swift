import ChoreoCore

/// What a file given to choreo is: a scenario to simulate, a recording of a real app to analyse,
/// or neither that can be told.
///
/// Decided here once, for every command and for ``ChoreoExport/ChoreoCheck``. A `.jsonl` file, or
/// any file whose text `choreo analyze` recognises (``RecordingInputFormat/detect(_:)``), is a
/// recording; otherwise a `.json` file, or a text that starts as a JSON object, is a scenario
/// file; anything else is unknown, and each command reads it as what it expects, so that its
/// error says what the file lacks.
public enum InputKind: Sendable, Equatable {
  /// A scenario file, simulated and judged.
  case scenario
  /// A recording or log of a real app, imported and analysed.
  case recording
  /// Neither can be told from the name or the text.
  case unknown

  /// The kind of the file at `path`, whose text is `text`.
  public static func of(path: String, text: String) -> InputKind {
    if path.hasSuffix(".jsonl") || RecordingInputFormat.detect(text) != nil { return .recording }
    if path.hasSuffix(".json") || text.drop(while: \.isWhitespace).hasPrefix("{") {
      return .scenario
    }
    return .unknown
  }

  /// Whether `text` is certainly a scenario file, not only named like one.
  ///
  /// It must be a JSON object that is not a recording; a command that reads recordings says a file
  /// is a scenario only then.
  public static func isScenarioFile(path: String, text: String) -> Bool {
    guard of(path: path, text: text) == .scenario, case .object = try? JSONParser.parse(text)
    else { return false }
    return true
  }
}
