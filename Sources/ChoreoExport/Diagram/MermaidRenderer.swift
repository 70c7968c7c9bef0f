import ChoreoCore
import ChoreoMachine

/// Renders the machine as a Mermaid `stateDiagram-v2`, which GitHub draws inside a ```mermaid
/// block.
///
/// Mermaid cannot show everything DOT shows: state diagrams have no per-edge colours or widths, so
/// an overlaid run appears only as step numbers and times in the edge labels, findings and
/// rejected events as notes; guards and effects share one line per edge.
public struct MermaidRenderer: Sendable {
  /// The regions, phases and transitions drawn.
  public var structure: MachineStructure

  /// A renderer of `structure`, by default the sheet controller's own tables.
  public init(structure: MachineStructure = .sheetController) {
    self.structure = structure
  }

  /// The Mermaid text of the machine, with `overlay` drawn on it when given.
  ///
  /// The text is written as UTF-8 into one buffer, and each phase's id is made once.
  public func render(overlay: DiagramOverlay? = nil) -> String {
    var out = UTF8Buffer(capacity: 16_384)
    out += "stateDiagram-v2\n"
    let steps = Dictionary(grouping: overlay?.steps ?? [], by: \.edge)
    for region in structure.regions {
      // The id of each phase, by its ordinal.
      var ids = Array(repeating: "", count: 32)
      for phase in region.phases { ids[phase.ordinal] = Self.id(phase) }
      out += "  state \""
      out += Self.escaped(region.id.rawValue)
      out += "\" as "
      out += region.id.rawValue
      out += " {\n"
      for phase in region.phases {
        out += "    state \""
        out += Self.escaped(phase.name)
        out += "\" as "
        out += ids[phase.ordinal]
        out += "\n"
      }
      out += "    [*] --> "
      out += ids[region.initial.ordinal]
      out += "\n"
      for index in structure.edgeIndices(of: region.id) {
        let edge = structure.edges[index]
        // A label's lines are never empty, and escaping turns each line break into a space.
        var label = structure.labels[index]
        if let taken = steps.isEmpty ? nil : steps[edge] {
          label += " — " + taken.map { "(\($0.number)) \($0.time) ms" }.joined(separator: ", ")
        }
        out += "    "
        out += ids[edge.from.ordinal]
        out += " --> "
        out += ids[edge.to.ordinal]
        out += " : "
        out += Self.escaped(label)
        out += "\n"
      }
      out += "  }\n"
    }
    for mark in overlay?.marks ?? [] {
      let finding = mark.finding
      out += "  note right of "
      out += Self.id(mark.phase)
      out += " : "
      out += Self.escaped("\(finding.severity) [\(finding.detector)] at \(finding.time) ms")
      out += "\n"
    }
    return out.text
  }

  static func id(_ phase: ControllerPhase) -> String { "\(phase.region)_\(phase.name)" }

  /// `text` with the characters Mermaid's parser treats specially replaced by entity codes.
  public static func escaped(_ text: String) -> String {
    TextEscaping.mapASCII(text) { byte in
      switch byte {
      case UInt8(ascii: "#"): "#35;"
      case UInt8(ascii: ";"): "#59;"
      case UInt8(ascii: ":"): "#58;"
      case UInt8(ascii: "\""): "#quot;"
      case UInt8(ascii: "<"): "#lt;"
      case UInt8(ascii: ">"): "#gt;"
      case UInt8(ascii: "{"): "#123;"
      case UInt8(ascii: "}"): "#125;"
      case UInt8(ascii: "%"): "#37;"
      case 0..<0x20, 0x7F: " "
      default: nil
      }
    }
  }
}
