import Foundation
import Testing

/// The built binary, run as a user runs it.
@Suite("choreo end to end")
struct EndToEndTests {
  static let binary = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/choreo")

  func run(_ arguments: [String]) throws -> (out: String, err: String, status: Int32) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self),
      process.terminationStatus
    )
  }

  @Test("the README's main job prints a trace and exits 0")
  func mainJob() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
    let result = try run(["run", "prewarm-handoff"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("scenario prewarm-handoff: the full pattern"))
    #expect(result.out.hasSuffix("no findings\n"))
    #expect(result.err.isEmpty)
  }

  @Test("check fails in CI terms on a naive scenario and passes on the pattern")
  func check() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
    #expect(try run(["check", "naive-immediate-focus"]).status == 1)
    #expect(try run(["check", "prewarm-handoff"]).status == 0)
  }

  @Test("usage errors exit 64 on standard error")
  func usage() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
    let result = try run(["run", "--fps", "90", "prewarm-handoff"])
    #expect(result.status == 64)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("Error: The value '90' is invalid for '--fps <fps>'."))
  }
}
