import ChoreoTestSupport
import Foundation
import Testing

/// Every reference in the repository resolves inside it: no comment, string or document points
/// at a document outside the repository, and every link to an article of the documentation names
/// an article and a heading that exist.
@Suite("Citations")
struct CitationTests {
  /// Ways of citing the documents this project was built from, which live outside the
  /// repository.
  ///
  /// Spelled in pieces so that this file does not match itself.
  static let outsideReferences = [
    "domain" + "-facts", "field" + "-reports", "seed" + " 00", "seeds" + " 00", "shared" + "/",
    "\u{A7}",
  ]

  /// Every text file of the repository a reader or a tool sees, by path from its root.
  static var files: [String] {
    var files = ["README.md", "Package.swift"]
    for folder in ["Sources", "Tests", "Diagrams", ".ci"] {
      let root = Documents.root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: root.path)
      while let path = enumerator?.nextObject() as? String {
        let name = (path as NSString).lastPathComponent
        guard !name.hasPrefix("."), !path.contains("/Resources/") else { continue }
        var isDirectory: ObjCBool = false
        let full = root.appendingPathComponent(path).path
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
          !isDirectory.boolValue
        else { continue }
        files.append(folder + "/" + path)
      }
    }
    return files.sorted()
  }

  @Test("no reference points outside the repository")
  func nothingOutside() throws {
    var found: [String] = []
    for path in Self.files {
      guard let text = try? Documents.text(path) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where Self.outsideReferences.contains(where: line.contains) {
        found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// `<doc:Article>`, `<doc:Article#Anchor>`, and a ``SourceReference`` written
  /// `.doc("Article", "Anchor")`.
  static var patterns: [Regex<(Substring, article: Substring, anchor: Substring?)>] {
    [
      #/<doc:(?<article>[A-Za-z]+)(?:#(?<anchor>[A-Za-z0-9-]+))?>/#,
      #/\.doc\("(?<article>[A-Za-z]+)"(?:, "(?<anchor>[A-Za-z0-9-]+)")?\)/#,
    ]
  }

  @Test("every link to the documentation names an article and a heading that exist")
  func linksResolve() throws {
    let articles = Documents.articles
    var broken: [String] = []
    var links = 0
    for path in Self.files {
      guard let text = try? Documents.text(path) else { continue }
      for pattern in Self.patterns {
        // A link in a code span (`<doc:Article>`) is an example of the syntax, not a link.
        for match in text.matches(of: pattern)
        where match.range.lowerBound == text.startIndex
          || text[text.index(before: match.range.lowerBound)] != "`"
        {
          links += 1
          let article = String(match.output.article)
          guard articles.contains(article) else {
            broken.append("\(path): no article \(article)")
            continue
          }
          if let anchor = match.output.anchor.map(String.init),
            !Documents.anchors(of: article).contains(anchor)
          {
            broken.append("\(path): no heading \(anchor) in \(article)")
          }
        }
      }
    }
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    #expect(links > 100)
  }
}
