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
      throw .badData(error.description)
    }
  }
}
