import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// `choreo fix --write`: the fixed scenario as a complete file that checks clean.
@Suite("choreo fix --write")
struct FixCommandTests {
  @Test("the written file is the first fix applied, and check passes it")
  func write() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("fixed.json").path
    let output = Choreo.main(["fix", "naive-immediate-focus", "--write", path])
    #expect(output.exitCode == .success)
    let fixed = try ScenarioFile.decode(
      String(contentsOfFile: path, encoding: .utf8), file: path, defaultName: "fixed")
    #expect(fixed.controller.usesPrewarm)
    #expect(Choreo.main(["check", path]).exitCode == .success)
  }

  @Test("no fix within the limit exits 1 and writes nothing")
  func none() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-fix-none-\(UUID().uuidString).json").path
    let output = Choreo.main(
      ["fix", "return-label-mismatch", "--max-changes", "1", "--write", path])
    #expect(output.exitCode == .failure)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
