import Choreography

/// Reads a recording or log file for a command: its text, imported by `importer`, with an
/// unusable file reported as bad data (exit 65) and a missing one as missing input (exit 66).
enum RecordingLoader {
  static func load(_ file: String, importer: RecordingImporter) throws(CommandError)
    -> RecordedRun
  {
    try load(text: InputFile.text(file), file: file, importer: importer)
  }

  /// `text`, already read from `file`, imported by `importer`.
  static func load(text: String, file: String, importer: RecordingImporter) throws(CommandError)
    -> RecordedRun
  {
    do throws(RecordingImportError) {
      return try importer.run(text, file: file)
    } catch {
      throw .badData(error.description + remedy(error.remedy))
    }
  }

  /// The option that gets past an import error, as the command line names it.
  static func remedy(_ remedy: RecordingImportError.Remedy?) -> String {
    switch remedy {
    case .format?:
      "; --input-format names one of "
        + RecordingInputFormat.allCases.map(\.rawValue).joined(separator: ", ")
    case .series?: "; --series names the keyboard's"
    case nil: ""
    }
  }
}
