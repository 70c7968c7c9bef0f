import ChoreoTestSupport
import Choreography
import Foundation
import Testing

/// The pattern written as iOS code in <doc:ThePattern>: each block parses (it cannot be
/// type-checked without the iOS SDK), every rule it names is a rule of the machine, and the
/// article's table places every rule of the machine exactly once.
@Suite("The pattern as iOS code")
struct IOSCodeTests {
  /// The first line of a block that only an iOS build can type-check.
  static let marker = "// iOS only: parsed in CI with swiftc -parse"

  static let article = "Sources/Choreography/Choreography.docc/ThePattern.md"

  /// The iOS-only blocks of the article, each with its first line's number.
  static var blocks: [(line: Int, code: String)] {
    guard let text = try? Documents.text(article) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var blocks: [(Int, String)] = []
    for (index, line) in lines.enumerated() where line == "```swift" {
      guard index + 1 < lines.count, lines[index + 1].hasPrefix(marker),
        let close = lines[(index + 1)...].firstIndex(of: "```")
      else { continue }
      blocks.append((index + 2, lines[(index + 1)..<close].joined(separator: "\n")))
    }
    return blocks
  }

  @Test("the article has the SwiftUI and the UIKit implementation, and each parses")
  func parses() throws {
    let blocks = Self.blocks
    #expect(blocks.count >= 2)
    #expect(blocks.contains { $0.code.contains("import SwiftUI") })
    #expect(blocks.contains { $0.code.contains("import UIKit") })
    for block in blocks {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "choreo-ios-\(UUID().uuidString).swift")
      defer { try? FileManager.default.removeItem(at: scratch) }
      try block.code.write(to: scratch, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swiftc", "-parse", scratch.path]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let output = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(
        process.terminationStatus == 0,
        "ThePattern.md:\(block.line) does not parse:\n\(String(decoding: output, as: UTF8.self))")
    }
  }

  @Test("every rule a block names is a rule of the machine")
  func namedRulesExist() {
    let rules = Set(SheetController.rules.map(\.id.description))
    for block in Self.blocks {
      for line in block.code.components(separatedBy: "\n") {
        guard let range = line.range(of: #"// rules?: "#, options: .regularExpression) else {
          continue
        }
        // The ids come first, separated by commas; a note may follow in parentheses or after a
        // semicolon.
        let list = line[range.upperBound...].prefix { $0 != "(" && $0 != ";" }
        let named = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for id in named where !id.isEmpty { #expect(rules.contains(id), "\(id) is not a rule") }
      }
    }
  }

  @Test("the article's table places every rule of the machine exactly once")
  func everyRuleIsPlaced() throws {
    let text = try Documents.text(Self.article)
    let placed = text.components(separatedBy: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else {
        return nil
      }
      return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
    }
    for rule in SheetController.rules.map(\.id.description) {
      #expect(
        placed.filter { $0 == rule }.count == 1,
        "\(rule) is placed \(placed.filter { $0 == rule }.count) times")
    }
  }
}
