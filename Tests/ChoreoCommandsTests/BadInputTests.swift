import ChoreoTestSupport
import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// Malformed inputs, each with the one line of standard error it must get and its exit status:
/// scenario files of every kind of mistake, command lines, sweep specifications, diagram and plot
/// options.
///
/// Nothing traps, and each message names the file, the field, the value and what would be accepted.
@Suite("Bad inputs")
struct BadInputTests {
  /// What a bad file holds.
  enum Content: Sendable {
    /// UTF-8 text.
    case text(String)
    /// Raw bytes, for text that is not UTF-8.
    case bytes([UInt8])

    var data: Data {
      switch self {
      case .text(let text): Data(text.utf8)
      case .bytes(let bytes): Data(bytes)
      }
    }
  }

  /// One malformed input: a file (written to `FILE`, named with `fileExtension`) or none, the
  /// arguments after `choreo`, the first line of standard error (`FILE` and `DIR` stand for the
  /// paths), and the status.
  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var file: Content?
    var arguments: [String]
    var error: String
    var status: Int32
    var fileExtension: String

    init(
      _ name: String, _ file: Content?, _ arguments: [String], _ error: String, status: Int32,
      fileExtension: String = "json"
    ) {
      self.name = name
      self.file = file
      self.arguments = arguments
      self.error = error
      self.status = status
      self.fileExtension = fileExtension
    }

    var testDescription: String { name }
  }

  /// Every malformed input: scenario files, their scripts, command lines and recordings.
  static let inputs: [BadInput] = scenarioFiles + scripts + commandLines + recordings

  @Test("there are at least seventy of them, each named once")
  func count() {
    #expect(Self.inputs.count >= 70)
    #expect(Set(Self.inputs.map(\.name)).count == Self.inputs.count)
  }

  @Test("each gets its one-line error and exit status", arguments: inputs)
  func refuse(_ input: BadInput) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(input.name).\(input.fileExtension)")
    if let content = input.file { try content.data.write(to: file) }
    let arguments = input.arguments.map { argument in
      argument == "FILE" ? file.path : argument == "DIR" ? folder.path : argument
    }
    let output = Choreo.main(arguments)
    let line = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)[0]
      .replacingOccurrences(of: file.path, with: "FILE")
      .replacingOccurrences(of: folder.path, with: "DIR")
    #expect(line == input.error)
    #expect(output.exitCode.rawValue == input.status)
    #expect(output.standardOutput.isEmpty || input.status == 1)
  }

  #if os(Linux)
    @Test("a file that exists but cannot be read is missing input, not a crash")
    func unreadable() {
      let output = Choreo.main(["run", "/proc/self/mem"])
      #expect(output.standardError == "Error: cannot read '/proc/self/mem'\n")
      #expect(output.exitCode == .noInput)
    }
  #endif
}
