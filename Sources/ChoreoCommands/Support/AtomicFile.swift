import Foundation

/// Writes files so that readers never see half of one: the text goes to a temporary file in the
/// same directory, which is then renamed into place.
public enum AtomicFile {
  /// Writes `text` to `path` atomically.
  ///
  /// - Throws: ``CommandError/cannotWrite(path:reason:)``; nothing is left at `path` or beside it.
  public static func write(_ text: String, to path: String) throws(CommandError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      let given = (path as NSString).deletingLastPathComponent
      throw .cannotWrite(path: path, reason: "directory '\(given)' does not exist")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
    // rename(2) replaces the destination atomically on POSIX file systems.
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
  }
}
