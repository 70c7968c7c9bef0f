import Foundation
import PackagePlugin

/// `swift package choreo-check [PATH...] [--format FORMAT] [--exclude GLOB] [--fps FPS]`: builds
/// `choreo` and runs `choreo check` in the package's directory, on the paths given or, with none,
/// on the package's `Choreography` folder.
///
/// It prints what `choreo check` prints, and fails when the check does (any failed check,
/// unreadable file or missing path).
@main
struct ChoreoCheckPlugin: CommandPlugin {
  /// The folder checked when no path is given.
  static let defaultFolder = "Choreography"

  /// The options of `choreo check` that take a value, so that the value is not read as a path.
  static let optionsWithValue: Set<String> = ["--format", "--exclude", "--fps"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let choreo = try context.tool(named: "choreo")
    var arguments = arguments
    if !Self.namesPath(arguments) { arguments.append(Self.defaultFolder) }
    let process = Process()
    process.executableURL = choreo.url
    process.arguments = ["check"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CheckFailed(status: process.terminationStatus)
    }
  }

  /// Whether `arguments` name a path, rather than only options.
  static func namesPath(_ arguments: [String]) -> Bool {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if optionsWithValue.contains(argument) {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") { return true }
      index += 1
    }
    return false
  }
}

/// `choreo check` ended with a status other than 0.
struct CheckFailed: Error, CustomStringConvertible {
  /// Its exit status.
  var status: Int32

  var description: String {
    "choreo check exited with status \(status) (1: a check failed; 65: a file could not be read; "
      + "66: a path does not exist)"
  }
}
