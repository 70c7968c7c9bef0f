import ChoreoTestSupport
import Foundation

/// The package's documents: the README and every article of the DocC catalog.
enum Documents {
  static let root = Snapshot.packageRoot
  static let catalog = root.appendingPathComponent("Sources/Choreography/Choreography.docc")

  /// The README and the catalog's articles, by path from the package's root, sorted.
  static var paths: [String] {
    let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
    return ["README.md"]
      + articles.filter { $0.hasSuffix(".md") }.sorted().map {
        "Sources/Choreography/Choreography.docc/" + $0
      }
  }

  /// The articles' names, as `<doc:Name>` links spell them.
  static var articles: Set<String> {
    Set(
      paths.filter { $0 != "README.md" }.map {
        String(($0 as NSString).lastPathComponent.dropLast(".md".count))
      })
  }

  /// The anchors of `article`'s headings, as DocC makes them: the heading's words joined by `-`.
  static func anchors(of article: String) -> Set<String> {
    let url = catalog.appendingPathComponent(article + ".md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var anchors: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      anchors.insert(title.split(separator: " ").joined(separator: "-"))
    }
    return anchors
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
