import Choreography

/// Reads a recording or log file for a command: its text, imported by `importer`, with an
/// unusable file reported as bad data (exit 65) and a missing one as missing input (exit 66).
enum RecordingLoader {
  static func load(_ file: String, importer: RecordingImporter) throws(CommandError)
    -> RecordedRun
  {
    let text = try InputFile.text(file)
    do throws(RecordingImportError) {
      return try importer.run(text, file: file)
    } catch {
      throw .badData(error.description)
    }
  }
}
