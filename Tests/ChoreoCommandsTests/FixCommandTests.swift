import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// `choreo fix --write`: the user's own file with the fix's fields added, written to a new path
/// only, checking clean.
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
    // A built-in is written as its base with the changed fields, not expanded.
    let json = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
    #expect(json["base"] == .string("naive-immediate-focus"))
    #expect(json["world"] == nil && json["screen"] == nil)
  }

  @Test("a user's file keeps its name, its summary and its fields, and gains only the fix's")
  func keepsTheUsersFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let mine = folder.appendingPathComponent("mine.json").path
    let file =
      #"{"name": "compose", "summary": "our compose sheet", "base": "naive-delayed-focus", "#
      + #""expect": ["stagger", "bounce"], "world": {"contentMountDelay": 200}}"#
    try Data(file.utf8).write(to: URL(fileURLWithPath: mine))
    let path = folder.appendingPathComponent("fixed.json").path
    #expect(Choreo.main(["fix", mine, "--write", path]).exitCode == .success)
    let json = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
    #expect(json["name"] == .string("compose"))
    guard case .string(let summary)? = json["summary"] else {
      Issue.record("no summary")
      return
    }
    #expect(summary.hasPrefix("our compose sheet (fixed"))
    #expect(json["base"] == .string("naive-delayed-focus"))
    #expect(json["world"] == .object([("contentMountDelay", .number(200))]))
    #expect(json["expect"] == nil)
    guard case .object(let members) = json else { return }
    let added = Set(members.map(\.key)).subtracting(["name", "summary", "base", "world"])
    #expect(added.isSubset(of: ["controller", "screen"]), "\(added)")
    #expect(Choreo.main(["check", path]).exitCode == .success)
  }

  @Test("an existing file is never overwritten: exit 74, and the file is left as it was")
  func neverOverwrites() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-fix-exists-\(UUID().uuidString).json").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = Choreo.main(["fix", "naive-immediate-focus", "--write", path])
    #expect(output.exitCode == .ioError)
    #expect(output.standardError.contains("never overwrites"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
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
