import ChoreoTestSupport
import Foundation
import Testing

/// The targets are the architecture: the README draws their graph, generated from the imports
/// the sources actually make, and every import points to a target drawn before the importer.
@Suite("Architecture")
struct ArchitectureTests {
  static let sources = Snapshot.packageRoot.appendingPathComponent("Sources")
  static let readme = Snapshot.packageRoot.appendingPathComponent("README.md")

  /// The targets of `Sources/`, each with the package targets its files import.
  static func imports() throws -> [String: Set<String>] {
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { !$0.hasPrefix(".") }
    var graph: [String: Set<String>] = [:]
    for target in targets {
      var imported: Set<String> = []
      let enumerator = FileManager.default.enumerator(
        atPath: sources.appendingPathComponent(target).path)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(
          contentsOf: sources.appendingPathComponent(target).appendingPathComponent(path),
          encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
            continue
          }
          let module = String(words[index + 1])
          if targets.contains(module) && module != target { imported.insert(module) }
        }
      }
      graph[target] = imported
    }
    return graph
  }

  /// The README's layer order: the targets as its graph lists them, first line first.
  static func drawnOrder(in lines: [String]) -> [String] {
    lines.compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  /// The graph as the README draws it: one line per target in `order`, with the targets it
  /// imports directly that no other import already brings in.
  static func render(_ graph: [String: Set<String>], order: [String]) -> [String] {
    func reachable(from target: String) -> Set<String> {
      var seen: Set<String> = []
      var stack = Array(graph[target] ?? [])
      while let next = stack.popLast() {
        if seen.insert(next).inserted { stack += graph[next] ?? [] }
      }
      return seen
    }
    let width = (order.map(\.count).max() ?? 0) + 2
    return order.map { target in
      let direct = graph[target] ?? []
      let implied = Set(direct.flatMap { reachable(from: $0) })
      let reduced = direct.subtracting(implied).sorted {
        (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
      }
      let padded = target + String(repeating: " ", count: width - target.count)
      return reduced.isEmpty ? target : padded + "-> " + reduced.joined(separator: ", ")
    }
  }

  @Test("every target imports only targets drawn before it, and the README draws the real graph")
  func layering() throws {
    let graph = try Self.imports()
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    guard let begin = lines.firstIndex(of: "<!-- targets:begin -->"),
      let end = lines.firstIndex(of: "<!-- targets:end -->"), begin + 2 < end
    else {
      Issue.record("the README has no targets block")
      return
    }
    // The block is a ```text fence around one line per target.
    let drawn = Array(lines[(begin + 2)..<(end - 1)])
    let order = Self.drawnOrder(in: drawn)
    #expect(Set(order) == Set(graph.keys), "the README must draw every target once")
    for (target, imported) in graph {
      let position = order.firstIndex(of: target) ?? 0
      for module in imported {
        #expect(
          (order.firstIndex(of: module) ?? Int.max) < position,
          "\(target) imports \(module), which the README draws after it")
      }
    }
    let rendered = Self.render(graph, order: order)
    if rendered != drawn {
      if Snapshot.isRecording {
        lines.replaceSubrange((begin + 2)..<(end - 1), with: rendered)
        try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
        Issue.record("rewrote the README's target graph")
      } else {
        let expected = rendered.joined(separator: "\n")
        Issue.record(
          "the README's target graph is stale (re-record with CHOREO_RECORD_SNAPSHOTS=1):\n\(expected)"
        )
      }
    }
  }

  /// Test targets named after no layer, each with the layers it tests where they meet.
  static let meetings: [String: Set<String>] = [
    // explain's search on recordings the encoder writes and the importer reads.
    "ChoreoExplainTests": ["ChoreoExploration", "ChoreoRecording"]
  ]

  /// Test folders that test no layer: the helpers the test targets share, and the repository's
  /// own rules.
  static let support: Set<String> = ["ChoreoTestSupport", "ChoreoPolicyTests"]

  @Test("each layer's tests import their layer and the layers below it, never the umbrella")
  func testLayering() throws {
    let graph = try Self.imports()
    func below(_ target: String) -> Set<String> {
      var seen: Set<String> = [target]
      var stack = Array(graph[target] ?? [])
      while let next = stack.popLast() {
        if seen.insert(next).inserted { stack += graph[next] ?? [] }
      }
      return seen
    }
    let tests = Snapshot.packageRoot.appendingPathComponent("Tests")
    for folder in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted()
    where !folder.hasPrefix(".") && !Self.support.contains(folder) {
      let layer = String(folder.dropLast("Tests".count))
      let tested = Self.meetings[folder] ?? (graph[layer] == nil ? [] : [layer])
      #expect(!tested.isEmpty, "Tests/\(folder) is named after no layer and meets none")
      let allowed = tested.reduce(into: Set<String>()) { $0.formUnion(below($1)) }
      guard !tested.isEmpty, !allowed.contains("Choreography") else { continue }
      let enumerator = FileManager.default.enumerator(
        atPath: tests.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(
          contentsOf: tests.appendingPathComponent(folder).appendingPathComponent(path),
          encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains("import Choreo") {
          guard let module = line.split(separator: " ").last.map(String.init),
            module != "ChoreoTestSupport"
          else { continue }
          #expect(
            allowed.contains(module),
            "\(folder)/\(path) imports \(module), which \(tested.sorted()) do not build on")
        }
      }
    }
  }
}
