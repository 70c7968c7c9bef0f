import Choreography
import Foundation

/// Reads an input file a command was given, with the errors a person can act on: a missing file
/// (exit 66), a directory, an unreadable file, or text that is not UTF-8 (exit 65).
enum InputFile {
  /// The text of the file at `path`.
  static func text(_ path: String) throws(CommandError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missingInput("no such file '\(path)'")
    }
    guard !isDirectory.boolValue else {
      throw .missingInput("'\(path)' is a directory, not a file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .missingInput("cannot read '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .badScenario(
        ScenarioFileError(file: path, location: "", message: "the file is not UTF-8 text"))
    }
    return text
  }
}
