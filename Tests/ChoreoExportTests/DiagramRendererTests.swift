import ChoreoDetectors
import ChoreoMachine
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

@testable import ChoreoExport

@Suite("Diagram export")
struct DiagramRendererTests {
  static let hostile = [
    "plain", "with \"quotes\"", #"back\slash \l \N \G"#, "new\nline", "tab\tand\rreturn",
    "unicode é ✓ 日本 🎹", "<html> & {braces} [brackets] #hash; 50%", "\u{01}control",
  ]

  @Test("DOT strings escape every label", arguments: hostile)
  func dotEscaping(label: String) {
    let quoted = DOTRenderer.quoted(label)
    #expect(quoted.hasPrefix("\"") && quoted.hasSuffix("\""))
    let inner = quoted.dropFirst().dropLast()
    #expect(!inner.contains("\n"))
    // Every quote inside is escaped, and every backslash starts an escape pair.
    var escaped = false
    for character in inner {
      if escaped {
        #expect(["\\", "\"", "n"].contains(character))
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        #expect(character != "\"")
      }
    }
    #expect(!escaped)
  }

  @Test("Mermaid labels carry no character its parser treats specially", arguments: hostile)
  func mermaidEscaping(label: String) {
    // Remove the entity codes (#quot;, #59;), then nothing special may remain.
    var rest = ""
    var entity: String?
    for character in MermaidRenderer.escaped(label) {
      if var open = entity {
        open.append(character)
        entity = character == ";" ? nil : open
      } else if character == "#" {
        entity = "#"
      } else {
        rest.append(character)
      }
    }
    #expect(entity == nil)
    for character in ["\"", ";", ":", "<", ">", "{", "}", "%", "\n", "#"] {
      #expect(!rest.contains(character), "\(rest)")
    }
  }

  @Test("the machine's diagram has a cluster per region and an edge per rule and from-phase")
  func structure() {
    let dot = DOTRenderer().render()
    for region in RegionID.allCases { #expect(dot.contains("subgraph \"cluster_\(region)\"")) }
    let edges = dot.split(separator: "\n").filter {
      $0.contains(" -> ") && !$0.contains("__initial")
    }
    let expected = SheetController.rules.reduce(0) { $0 + $1.from.count }
    #expect(edges.count == expected)
  }

  @Test("the same input gives the same diagram, byte for byte")
  func deterministic() {
    var simulation = Simulation(scenario: BuiltInScenarios.retireOnAttempt)
    let trace = simulation.run()
    let overlay = DiagramOverlay(trace: trace, findings: Detectors.findings(in: trace))
    #expect(DOTRenderer().render(overlay: overlay) == DOTRenderer().render(overlay: overlay))
    #expect(
      MermaidRenderer().render(overlay: overlay) == MermaidRenderer().render(overlay: overlay))
  }

  @Test("an overlay numbers the steps a run took and marks its findings")
  func overlay() {
    var simulation = Simulation(scenario: BuiltInScenarios.retireOnAttempt)
    let trace = simulation.run()
    let overlay = DiagramOverlay(trace: trace, findings: Detectors.findings(in: trace))
    #expect(overlay.steps.first?.number == 1)
    #expect(
      overlay.marks.contains { $0.finding.detector == .keyboardDrop && $0.region == .keyboard })
    let dot = DOTRenderer().render(overlay: overlay)
    #expect(dot.contains("(1) 0.0 ms"))
    #expect(dot.contains("[keyboard-drop]"))
  }
}

@Suite("Diagram export through Graphviz")
struct GraphvizRenderingTests {
  static var dot: String? {
    ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  @Test(
    "hostile labels render with Graphviz without error or warning",
    .enabled(if: dot != nil, "Graphviz is not installed; CI installs it"))
  func hostileLabelsRender() throws {
    var builder = "digraph G {\n"
    for (index, label) in DiagramRendererTests.hostile.enumerated() {
      builder += "  n\(index) [label=\(DOTRenderer.quoted(label))];\n"
      builder +=
        "  \(DOTRenderer.quoted("id \(label)")) -> n\(index) [label=\(DOTRenderer.quoted(label))];\n"
    }
    builder += "}\n"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.dot))
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(builder.utf8))
    try input.fileHandleForWriting.close()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    let diagnostics = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}

/// The DOT renderer's overlay of a few representative runs, pinned as golden files: the pattern,
/// a stagger, a retirement on the first attempt and a layout failure in a tab.
@Suite("Trace overlays")
struct TraceOverlayGoldenTests {
  static let scenarios = [
    "prewarm-handoff", "naive-delayed-focus", "retire-on-attempt",
    "tab-bar-safe-area-ignored",
  ]

  @Test("each representative run's overlay is its golden file", arguments: scenarios)
  func overlay(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    Snapshot.expect(
      DOTRenderer().render(overlay: Gallery.overlay(for: scenario)), matches: "dot/\(name).dot")
  }
}
