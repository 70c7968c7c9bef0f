import ChoreoTestSupport
import Foundation
import Testing

/// Every `swift` code block in the documentation's articles compiles against the package.
///
/// Each is type-checked, as the `main.swift` of a program that imports the built modules. A block
/// for iOS only (it opens with ``IOSCodeTests/marker``) is parsed by ``IOSCodeTests`` instead.
@Suite("Swift examples in the documentation")
struct SwiftSnippetTests {
  /// One `swift` block: where it is and its code.
  struct Snippet: CustomTestStringConvertible, Sendable {
    var article: String
    var line: Int
    var code: String

    var testDescription: String { "\(article):\(line)" }
  }

  static var snippets: [Snippet] {
    Documents.paths.filter { $0 != "README.md" }.flatMap { path -> [Snippet] in
      guard let text = try? Documents.text(path) else { return [] }
      let lines = text.components(separatedBy: "\n")
      var snippets: [Snippet] = []
      var index = 0
      while index < lines.count {
        if lines[index] == "```swift", let close = lines[(index + 1)...].firstIndex(of: "```"),
          !lines[index + 1].hasPrefix(IOSCodeTests.marker)
        {
          let name = (path as NSString).lastPathComponent
          snippets.append(
            Snippet(
              article: name, line: index + 1,
              code: lines[(index + 1)..<close].joined(separator: "\n")))
          index = close
        }
        index += 1
      }
      return snippets
    }
  }

  @Test("the articles have Swift examples to check")
  func thereAreSnippets() {
    #expect(!Self.snippets.isEmpty)
  }

  @Test(arguments: snippets)
  func compiles(snippet: Snippet) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-snippet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("main.swift")
    try snippet.code.write(to: file, atomically: true, encoding: .utf8)
    let modules = ChoreoBinary.productsDirectory.appendingPathComponent("Modules")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "\(snippet.article):\(snippet.line) does not compile:\n\(String(decoding: output, as: UTF8.self))"
    )
  }
}
