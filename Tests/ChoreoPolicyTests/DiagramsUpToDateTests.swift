import ChoreoTestSupport
import Choreography
import Foundation
import Testing

/// The pictures the repository commits are few, current and used: the machine's diagram in
/// `Diagrams/` and the documentation's pictures in the catalog, nothing generated twice.
@Suite("Committed pictures")
struct DiagramsUpToDateTests {
  static let diagrams = Snapshot.packageRoot.appendingPathComponent("Diagrams")
  static let resources = Snapshot.packageRoot.appendingPathComponent(
    "Sources/Choreography/Choreography.docc/Resources")

  static func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      !$0.hasPrefix(".")
    }.sorted()
  }

  static func text(_ url: URL) -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("Diagrams/ holds the machine's DOT and Mermaid, as the code draws them now")
  func machine() {
    #expect(Self.files(in: Self.diagrams) == Gallery.machine.map(\.path).sorted())
    for picture in Gallery.machine {
      #expect(
        Self.text(Self.diagrams.appendingPathComponent(picture.path)) == picture.text,
        "Diagrams/\(picture.path) is stale: regenerate with 'swift run choreo diagram --all Diagrams'"
      )
    }
  }

  @Test("each picture the documentation shows that the code draws is what it draws now")
  func documentation() {
    for picture in Gallery.documentation {
      #expect(
        Self.text(Self.resources.appendingPathComponent(picture.path)) == picture.text,
        "Resources/\(picture.path) is stale")
    }
  }

  @Test("the machine's picture shows every phase of every region")
  func machinePicture() throws {
    let svg = try #require(Self.text(Self.resources.appendingPathComponent("machine.svg")))
    for region in MachineStructure.sheetController.regions {
      for phase in region.phases {
        #expect(
          svg.contains(">\(phase.name)<"),
          "machine.svg lacks \(phase.name): render machine.dot again")
      }
    }
  }

  @Test("every committed picture is shown or named by the README or an article")
  func referenced() throws {
    let catalog = Snapshot.packageRoot.appendingPathComponent(
      "Sources/Choreography/Choreography.docc")
    let articles = Self.files(in: catalog).filter { $0.hasSuffix(".md") }.compactMap {
      Self.text(catalog.appendingPathComponent($0))
    }
    let readme = try #require(Self.text(Snapshot.packageRoot.appendingPathComponent("README.md")))
    let texts = articles + [readme]
    for name in Self.files(in: Self.resources) + Self.files(in: Self.diagrams) {
      #expect(texts.contains { $0.contains(name) }, "\(name) is committed but shown nowhere")
    }
  }
}
