import Foundation
import Testing

@testable import ChoreoCommands
@testable import Choreography

/// The command logic in-process: arguments to standard output, standard error and exit status.
@Suite("choreo commands")
struct ChoreoTests {
  /// A fresh directory for one test's files; the test removes it.
  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("usage errors read like swift-argument-parser's")
  func usageError() {
    let output = Choreo.main(["run", "prewarm-handoff", "--fsp", "60"])
    #expect(
      output.standardError == """
        Error: Unknown option '--fsp'. Did you mean '--fps'?
        Usage: choreo run <scenario> [--fps <fps>] [--format <format>] [--frames]
          See 'choreo run --help' for more information.

        """)
    let bare = Choreo.main(["frob"])
    #expect(bare.standardError.hasSuffix("See 'choreo --help' for more information.\n"))
  }

  @Test("an unknown scenario suggests the nearest one")
  func unknownScenario() {
    let output = Choreo.main(["run", "prewarm-handof"])
    #expect(
      output.standardError
        == "Error: no built-in scenario or file named 'prewarm-handof'; did you mean 'prewarm-handoff'? Run 'choreo list' for the built-in scenarios.\n"
    )
  }

  @Test("check reports findings compiler-style and a verdict per scenario")
  func check() {
    let output = Choreo.main(["check", "naive-immediate-focus", "prewarm-handoff"])
    #expect(
      output.standardOutput == """
        naive-immediate-focus:1500.0 ms: error: [silent-focus-failure] focus was set at 0.0 ms and never landed: no keyboard 1000.0 ms after the sheet settled, and no error was surfaced
        PASS naive-immediate-focus: silent-focus-failure
        PASS prewarm-handoff: no error findings
        2 checked: 2 passed, 0 failed, 0 unreadable, 0 warnings

        """)
  }

  @Test("a scenario file's expect list is what check compares against")
  func expectList() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let passing = directory.appendingPathComponent("delayed.json")
    try Data(#"{"base": "naive-delayed-focus", "expect": ["stagger", "bounce"]}"#.utf8).write(
      to: passing)
    let failing = directory.appendingPathComponent("wrong.json")
    try Data(#"{"base": "naive-delayed-focus", "expect": ["stagger"]}"#.utf8).write(to: failing)
    #expect(Choreo.main(["check", passing.path]).exitCode == .success)
    let output = Choreo.main(["check", failing.path])
    #expect(output.exitCode == .failure)
    #expect(
      output.standardOutput.contains(
        "FAIL \(failing.path): wrong: expected stagger, found stagger, bounce"))
  }

  /// One scenario file's text, and the mount and focus-landing windows verify's header names.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var mount: String
    var landing: String
    var testDescription: String { name }
  }

  @Test(
    "verify names the windows it explores, stretched to a scenario's own later timings",
    arguments: [
      Row(
        name: "the built-in's own timings", file: #"{"base": "prewarm-handoff"}"#,
        mount: "mounts 0...600.0 ms", landing: "lands 1...2 frames"),
      Row(
        name: "a later mount and landing stretch the windows",
        file: #"{"base": "prewarm-handoff", "world": "#
          + #"{"contentMountDelay": 700, "focusLandingFrames": 10}}"#,
        mount: "mounts 0...700.0 ms", landing: "lands 1...10 frames"),
      Row(
        name: "the latest mount and landing set the windows",
        file: #"{"base": "prewarm-handoff", "world": "#
          + #"{"contentMountLatest": 300, "focusLandingLatestFrames": 3}}"#,
        mount: "mounts 0...300.0 ms", landing: "lands 1...3 frames"),
      Row(
        name: "content in the first render and focus landing at once",
        file: #"{"base": "prewarm-handoff", "world": "#
          + #"{"contentMountDelay": 0, "focusLandingFrames": 0}}"#,
        mount: "is part of the first render", landing: "lands 0...2 frames"),
    ])
  func verifyWindows(_ row: Row) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = directory.appendingPathComponent("windows.json")
    try Data(row.file.utf8).write(to: scenario)
    let output = Choreo.main(["verify", scenario.path, "--no-exits"])
    let header = output.standardOutput.split(separator: "\n").dropFirst().first ?? ""
    #expect(header.contains(row.mount))
    #expect(header.contains(row.landing))
  }

  @Test("bad scenario files exit 65 with one line; directories and missing files 66")
  func badFiles() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = directory.appendingPathComponent("bad.json")
    try Data(#"{"base": "prewarm-handoff", "refreshRate": 90}"#.utf8).write(to: bad)
    let output = Choreo.main(["run", bad.path])
    #expect(output.exitCode == .dataError)
    #expect(
      output.standardError
        == "Error: \(bad.path): refreshRate: 90 is not supported; accepted: 60, 120\n")
    #expect(output.standardOutput.isEmpty)
    #expect(Choreo.main(["run", directory.path]).exitCode == .noInput)
  }

  @Test("--fps overrides the scenario's refresh rate")
  func fps() {
    let output = Choreo.main(["run", "prewarm-handoff", "--fps", "60"])
    #expect(output.standardOutput.contains(", 60 Hz"))
    #expect(output.standardOutput.contains("416.7"))
  }

  @Test("diagram -o writes the file atomically and says so in one line on standard error")
  func diagramToFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("machine.dot").path
    let output = Choreo.main(["diagram", "-o", path])
    #expect(output == CommandOutput(standardError: "wrote \(path)\n"))
    #expect(
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        == DOTRenderer().render())
    let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(contents == ["machine.dot"])
    let missing = Choreo.main(["diagram", "-o", directory.path + "/nope/machine.dot"])
    #expect(missing.exitCode == .ioError)
  }

  @Test("output is identical byte for byte across runs", arguments: ["text", "json"])
  func deterministic(format: String) {
    let first = Choreo.main(["run", "medium-detent-autofocus", "--format", format, "--frames"])
    let second = Choreo.main(["run", "medium-detent-autofocus", "--format", format, "--frames"])
    #expect(first == second)
  }

  /// A built-in, and whether its screen is a sheet, whose top `--frames` then prints.
  struct ContainerRow: CustomTestStringConvertible, Sendable {
    var scenario: String
    var isSheet: Bool
    var testDescription: String { scenario }
  }

  @Test(
    "--frames prints a sheet's top only for a sheet",
    arguments: [
      ContainerRow(scenario: "prewarm-handoff", isSheet: true),
      ContainerRow(scenario: "tab-bar-view-overlap", isSheet: false),
      ContainerRow(scenario: "opaque-tab-bar-frame-height", isSheet: false),
    ])
  func framesOfContainer(_ row: ContainerRow) throws {
    let output = Choreo.main(["run", row.scenario, "--frames"]).standardOutput
    let header = try #require(
      output.split(separator: "\n").first { $0.hasPrefix("  time ms  frame") })
    #expect(header.contains("sheetTop") == row.isSheet)
    #expect(header.contains("keyboardTop  composerTop"))
  }
}

@Suite("choreo sweep and verify")
struct ExplorationCommandTests {
  @Test("sweep JSON is one valid document")
  func sweepJSON() throws {
    let output = Choreo.main([
      "sweep", "handoff-retry-slow-mount", "--vary", "world.contentMountDelay=300...900:200",
      "--vary", "controller.retries=0,3", "--format", "json",
    ])
    let json = try JSONParser.parse(output.standardOutput)
    guard case .array(let combinations)? = json["combinations"] else {
      Issue.record("no combinations")
      return
    }
    #expect(combinations.count == 8)
  }

  @Test("an exploration stopped at the state limit proves nothing: it says unproven, not holds")
  func verifyTruncated() {
    let stopped = Choreo.main(["verify", "prewarm-handoff", "--max-states", "1000"])
    #expect(stopped.exitCode == .success)
    #expect(stopped.standardOutput.contains("(stopped at the state limit)"))
    #expect(stopped.standardOutput.contains("unproven  at most one first responder"))
    #expect(!stopped.standardOutput.contains("holds"))
    let complete = Choreo.main(["verify", "prewarm-handoff", "--no-exits"])
    #expect(complete.standardOutput.contains("holds     at most one first responder"))
    #expect(!complete.standardOutput.contains("unproven"))
  }

  @Test("verify's standard output is the same on every run")
  func verifyDeterministic() {
    let first = Choreo.main(["verify", "close-then-unfocus"])
    let second = Choreo.main(["verify", "close-then-unfocus"])
    #expect(first.standardOutput == second.standardOutput)
    #expect(first.exitCode == .failure)
    #expect(first.standardOutput.contains("VIOLATED  keyboard and sheet leave together"))
  }
}
