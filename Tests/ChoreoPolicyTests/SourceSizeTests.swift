import ChoreoTestSupport
import Foundation
import Testing

/// Files and functions small enough to read whole.
///
/// No Swift file of the package is over 400 lines, and no function, initialiser, subscript or
/// computed property over 80. Data that needs more room belongs in a `static let` table, which
/// is not a function.
@Suite("Source sizes")
struct SourceSizeTests {
  static let maximumFileLines = 400
  static let maximumFunctionLines = 80

  /// Every Swift file under `Sources/` and `Tests/`, relative to the package root.
  static func swiftFiles() -> [String] {
    ["Sources", "Tests"].flatMap { folder -> [String] in
      let root = Snapshot.packageRoot.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: root.path)
      var files: [String] = []
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
      }
      return files.sorted()
    }
  }

  static func lines(of file: String) throws -> [Substring] {
    let text = try String(
      contentsOf: Snapshot.packageRoot.appendingPathComponent(file), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      text.hasSuffix("\n") ? 1 : 0)
  }

  /// The declarations with a body in `lines`, each with its first line (from 1) and length.
  ///
  /// A body runs from the declaration to the brace that closes the one it opens. Braces in
  /// string literals and comments are not counted.
  static func bodies(in lines: [Substring]) throws -> [(line: Int, length: Int, text: String)] {
    let modifier =
      "public|private|fileprivate|internal|package|static|class|mutating|nonmutating|override"
      + "|final|nonisolated|convenience|required"
    let declaration = try Regex(
      #"^\s*(@[\w()":, ]+\s+)*(("# + modifier + #")\s+)*(func|init|subscript|var)\b"#)
    var found: [(line: Int, length: Int, text: String)] = []
    for (start, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
      // A stored property has no body.
      if line.contains(" var "), !line.hasSuffix("{") { continue }
      var depth = 0
      var opened = false
      var end = start
      scan: while end < lines.count {
        let code =
          lines[end].replacing(#/"(\\.|[^"\\])*"/#, with: "\"\"")
          .split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        for character in code {
          if character == "{" {
            depth += 1
            opened = true
          } else if character == "}" {
            depth -= 1
            if opened && depth == 0 { break scan }
          }
        }
        // A declaration without a body (a protocol requirement) opens none within a few lines.
        if !opened && end > start + 12 { break }
        end += 1
      }
      if opened { found.append((start + 1, end - start + 1, String(line))) }
    }
    return found
  }

  @Test("no Swift file is over 400 lines")
  func files() throws {
    for file in Self.swiftFiles() {
      let count = try Self.lines(of: file).count
      #expect(count <= Self.maximumFileLines, "\(file) has \(count) lines")
    }
  }

  @Test("no function, initialiser, subscript or computed property is over 80 lines")
  func functions() throws {
    for file in Self.swiftFiles() {
      for body in try Self.bodies(in: Self.lines(of: file))
      where body.length > Self.maximumFunctionLines {
        Issue.record("\(file):\(body.line): \(body.length) lines: \(body.text)")
      }
    }
  }

  @Test("the body scanner measures a body from its declaration to its closing brace")
  func scanner() throws {
    let source: [Substring] = [
      "struct S {", "  func f() {", "    let s = \"}\"  // }", "    if true {", "    }", "  }",
      "  var stored = 1", "  var computed: Int {", "    1", "  }", "}",
    ]
    #expect(try Self.bodies(in: source).map(\.line) == [2, 8])
    #expect(try Self.bodies(in: source).map(\.length) == [5, 3])
  }
}
