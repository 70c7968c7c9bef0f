import Foundation
import Testing

/// The built `choreo`, found next to the test bundle as swift-argument-parser's test helpers find
/// theirs, so a release build (`swift test -c release`) or another build folder
/// (`--scratch-path`) runs its own binary, never a stale one from `.build/debug`.
public enum ChoreoBinary {
  /// The folder the build put its products in: the test bundle's own folder.
  public static let productsDirectory: URL = {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }()

  /// `choreo` in the products folder.
  public static let url = productsDirectory.appendingPathComponent("choreo")
  /// `choreo-bench`, the benchmark, in the products folder.
  public static let benchURL = productsDirectory.appendingPathComponent("choreo-bench")

  /// What one run printed and how it ended.
  public struct Result: Equatable, Sendable {
    /// What it printed on standard output.
    public var standardOutput: String
    /// What it printed on standard error.
    public var standardError: String
    /// Its exit status.
    public var status: Int32
  }

  /// Runs `choreo` (or the `executable` given) with `arguments` in `directory`, its environment
  /// this process's with `environment` laid over it, and waits for it.
  ///
  /// Its streams go to files, so a command that prints a lot cannot block on a full pipe.
  public static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    executable: URL = url
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      status: process.terminationStatus)
  }
}
