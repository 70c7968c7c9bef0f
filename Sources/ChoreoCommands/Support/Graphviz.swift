import Foundation

/// Runs Graphviz's `dot` to render DOT files to SVG, when it is installed.
enum Graphviz {
  /// The path of `dot` on `PATH`, if any.
  static var executable: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Renders `dotFile` to `svgFile`.
  ///
  /// - Returns: what `dot` wrote to standard error (warnings), empty when clean.
  /// - Throws: ``CommandError/cannotWrite(path:reason:)`` when `dot` fails.
  static func renderSVG(dotFile: String, svgFile: String, executable: String) throws(CommandError)
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    let temporary = svgFile + ".tmp"
    process.arguments = ["-Tsvg", dotFile, "-o", temporary]
    let errors = Pipe()
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .cannotWrite(path: svgFile, reason: "could not run dot: \(error.localizedDescription)")
    }
    let diagnostics = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .cannotWrite(path: svgFile, reason: "dot failed: \(diagnostics)")
    }
    guard rename(temporary, svgFile) == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .cannotWrite(path: svgFile, reason: String(cString: strerror(errno)))
    }
    return diagnostics
  }
}
