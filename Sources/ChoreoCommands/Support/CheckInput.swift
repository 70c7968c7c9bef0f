import Choreography
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One thing `choreo check` judges: a built-in scenario or scenario file, or a recording.
enum CheckInput: Equatable {
  /// A built-in scenario's name or a scenario file (`.json`).
  case scenario(String)
  /// A recording or log (``InputKind/recording``), judged as `choreo analyze` judges it.
  case recording(String)
  /// A path that does not exist, with the error that says so.
  case missing(String, message: String)

  /// The path or name as given, or as found under a directory.
  var reference: String {
    switch self {
    case .scenario(let reference), .recording(let reference), .missing(let reference, _):
      reference
    }
  }

  /// What each of `references` stands for: a directory is every scenario file and recording
  /// under it, recursively, in byte order of their paths, less those a pattern of `excluding`
  /// matches: the path below the directory, the file's name, or the name of any folder on the
  /// way (so `drafts` skips every `drafts` folder at any depth), `*` also crossing `/`.
  static func expand(_ references: [String], excluding: [String]) -> [CheckInput] {
    references.flatMap { reference -> [CheckInput] in
      if BuiltInScenarios.named(reference) != nil { return [.scenario(reference)] }
      var isDirectory: ObjCBool = false
      // A missing file is reported by the scenario loader, which says what it looked for.
      guard FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory) else {
        return [.scenario(reference)]
      }
      guard isDirectory.boolValue else { return [kind(of: reference)] }
      let found = files(under: reference, excluding: excluding)
      if found.isEmpty {
        return [
          .missing(
            reference,
            message: "'\(reference)' holds no scenario file (.json) or recording (.jsonl)")
        ]
      }
      return found
    }
  }

  private static func files(under directory: String, excluding: [String]) -> [CheckInput] {
    let root = URL(fileURLWithPath: directory)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var relativePaths: [String] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      guard name.hasSuffix(".json") || name.hasSuffix(".jsonl"),
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      let rootPath = root.standardizedFileURL.path
      var relative = url.standardizedFileURL.path
      if relative.hasPrefix(rootPath + "/") { relative.removeFirst(rootPath.count + 1) }
      let folders = relative.split(separator: "/").dropLast().map(String.init)
      if excluding.contains(where: { pattern in
        matches(pattern, relative) || matches(pattern, name)
          || folders.contains { matches(pattern, $0) }
      }) {
        continue
      }
      relativePaths.append(relative)
    }
    // Byte order, the same on every machine and in every locale.
    relativePaths.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return relativePaths.map { path in
      path.hasSuffix(".jsonl") ? .recording(prefix + path) : .scenario(prefix + path)
    }
  }

  /// A file, as ``InputKind`` says it is: a file that is not a scenario is read as a recording,
  /// whose importer names the formats it knows; one that cannot be read goes to the scenario
  /// loader, which says why.
  private static func kind(of file: String) -> CheckInput {
    guard let text = try? InputFile.text(file) else { return .scenario(file) }
    return InputKind.of(path: file, text: text) == .scenario ? .scenario(file) : .recording(file)
  }

  /// Whether shell pattern `pattern` matches `text`.
  private static func matches(_ pattern: String, _ text: String) -> Bool {
    fnmatch(pattern, text, 0) == 0
  }
}
