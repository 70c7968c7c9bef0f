import ChoreoTestSupport
import Choreography
import Foundation
import Testing

/// `choreo check` as a CI job runs it, against the built binary: every result names its file,
/// names two files share are a warning, `--exclude` skips a folder at any depth, a scenario that
/// exercised nothing fails, and each report format locates what it reports.
@Suite("choreo check in CI")
struct CheckForCITests {
  /// A tree with two files named alike (one passing, one failing), an empty script, a script the
  /// platform ignores, and a syntax error in a `drafts` folder two levels down.
  static func tree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-ci-\(UUID().uuidString)")
    let files = [
      "a/chat.json": #"{"name": "chat", "base": "prewarm-handoff"}"#,
      "b/chat.json": #"{"name": "chat", "base": "naive-delayed-focus"}"#,
      "empty.json": #"{"name": "empty", "base": "prewarm-handoff", "script": []}"#,
      "ignored.json":
        #"{"name": "ignored", "base": "chat-follows", "script": [{"at": 100, "action": "undockKeyboard"}]}"#,
      "nested/drafts/broken.json": "{\n  \"name\": \"broken\",\n  \"base\": \"x\" \"y\": 1\n}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// `choreo check` of the tree, run in it, with `arguments` after the path.
  static func check(_ arguments: [String] = []) throws -> ChoreoBinary.Result {
    let root = try tree()
    defer { try? FileManager.default.removeItem(at: root) }
    return try ChoreoBinary.run(["check", "."] + arguments, in: root)
  }

  @Test("text names each file, warns of a shared name, and fails what exercised nothing")
  func text() throws {
    let result = try Self.check()
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("PASS ./a/chat.json: chat: no error findings"))
    #expect(lines.contains { $0.hasPrefix("FAIL ./b/chat.json: chat: expected no error findings") })
    #expect(
      lines.contains(
        "FAIL ./empty.json: empty: this scenario exercised nothing: its script is empty"))
    #expect(
      lines.contains(
        "FAIL ./ignored.json: ignored: this scenario exercised nothing: the platform ignored every "
          + "action of its script (undockKeyboard: only an iPad's keyboard can be undocked)"))
    #expect(
      lines.contains(
        "warning: 2 files are named chat: ./a/chat.json, ./b/chat.json; give each its own name"))
    // The unreadable file is reported in path order, before the summary, which ends the output.
    let unreadable = try #require(lines.firstIndex { $0.hasPrefix("UNREADABLE ./nested/") })
    let ignored = try #require(lines.firstIndex { $0.hasPrefix("FAIL ./ignored.json") })
    #expect(ignored < unreadable)
    #expect(lines.last == "4 checked: 1 passed, 3 failed, 1 unreadable, 0 warnings")
    #expect(result.status == 65)
  }

  @Test("--exclude with a folder's name skips it at any depth")
  func excludeFolder() throws {
    let result = try Self.check(["--exclude", "drafts"])
    #expect(!result.standardOutput.contains("broken"))
    #expect(
      result.standardOutput.hasSuffix("4 checked: 1 passed, 3 failed, 0 unreadable, 0 warnings\n"))
    #expect(result.status == 1)
  }

  @Test("GitHub annotations put a syntax error at its file, line and column")
  func github() throws {
    let output = try Self.check(["--format", "github"]).standardOutput
    #expect(output.contains("::error file=./nested/drafts/broken.json,line=3,col=15,"))
    #expect(output.contains("::warning file=./a/chat.json,title=chat::2 files are named chat"))
    #expect(
      output.contains("::error file=./empty.json,title=empty::this scenario exercised nothing"))
  }

  @Test("SARIF reports an unreadable file as a result at its position, and names its version")
  func sarif() throws {
    let report = try JSONParser.parse(try Self.check(["--format", "sarif"]).standardOutput)
    let run = try #require(report["runs"]?[0])
    #expect(run["tool"]?["driver"]?["version"] == JSONValue.string(ChoreoVersion.current))
    guard case .array(let results)? = run["results"] else {
      Issue.record("no results")
      return
    }
    let unreadable = try #require(results.first { $0["ruleId"] == JSONValue.string("unreadable") })
    let location = unreadable["locations"]?[0]?["physicalLocation"]
    #expect(
      location?["artifactLocation"]?["uri"] == JSONValue.string("./nested/drafts/broken.json"))
    #expect(location?["region"]?["startLine"] == JSONValue.number(3))
    #expect(results.contains { $0["ruleId"] == JSONValue.string("exercised-nothing") })
  }

  @Test("JUnit test cases are unique and timed by the wall clock")
  func junit() throws {
    let output = try Self.check(["--format", "junit"]).standardOutput
    let names = output.split(separator: "\n").compactMap { line -> Substring? in
      guard let start = line.range(of: "<testcase name=\"") else { return nil }
      return line[start.upperBound...].prefix { $0 != "\"" }
    }
    #expect(names.count == 5)
    #expect(Set(names).count == names.count)
    #expect(names.contains("./a/chat.json: chat") && names.contains("./b/chat.json: chat"))
    // A simulated run lasts seconds; checking it takes milliseconds.
    #expect(!output.contains("time=\"2.000\""))
  }

  @Test("the JSON report's summary is numbers")
  func json() throws {
    let report = try JSONParser.parse(try Self.check(["--format", "json"]).standardOutput)
    let summary = try #require(report["summary"])
    #expect(summary["checked"] == JSONValue.number(4))
    #expect(summary["passed"] == JSONValue.number(1))
    #expect(summary["failed"] == JSONValue.number(3))
    #expect(summary["unreadable"] == JSONValue.number(1))
    #expect(report["duplicateNames"]?[0]?["name"] == JSONValue.string("chat"))
  }

  @Test("choreo alone prints the command list and exits 64")
  func bare() throws {
    let result = try ChoreoBinary.run([])
    #expect(result.status == 64)
    #expect(result.standardError.contains("SUBCOMMANDS:") || result.standardError.contains("check"))
  }
}
