import Foundation
import Testing

@testable import ChoreoCommands

/// The committed `Diagrams/` must be what the code generates now.
@Suite("Diagrams folder")
struct DiagramsUpToDateTests {
  static let diagrams = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Diagrams")

  @Test(
    "every committed diagram matches the code; regenerate with 'swift run choreo diagram --all Diagrams'"
  )
  func upToDate() {
    for (path, text) in DiagramCommand.allDiagrams() {
      let url = Self.diagrams.appendingPathComponent(path)
      let committed = FileManager.default.contents(atPath: url.path).map {
        String(decoding: $0, as: UTF8.self)
      }
      #expect(committed == text, "Diagrams/\(path) is stale or missing")
    }
  }

  @Test("no stray generated files are left in Diagrams/")
  func noStrayFiles() throws {
    let generated = DiagramCommand.allDiagrams().map(\.path)
    let expected = Set(generated.filter { $0.hasSuffix(".dot") || $0.hasPrefix("plots/") })
    var found: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: Self.diagrams.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".dot") || (path.hasPrefix("plots/") && path.hasSuffix(".svg")) {
        found.insert(path)
      }
    }
    #expect(found == expected)
  }

  @Test("every picture in the documentation catalog is the committed diagram of the same name")
  func catalogPicturesMatch() throws {
    let resources = Self.diagrams.deletingLastPathComponent()
      .appendingPathComponent("Sources/Choreography/Choreography.docc/Resources")
    let pictures = try FileManager.default.contentsOfDirectory(atPath: resources.path)
      .filter { $0.hasSuffix(".svg") }
    #expect(!pictures.isEmpty)
    for name in pictures.sorted() {
      let copy = FileManager.default.contents(
        atPath: resources.appendingPathComponent(name).path)
      let original = [name, "plots/" + name].lazy.compactMap {
        FileManager.default.contents(atPath: Self.diagrams.appendingPathComponent($0).path)
      }.first
      #expect(copy != nil && copy == original, "Resources/\(name) differs from Diagrams/")
    }
  }
}
