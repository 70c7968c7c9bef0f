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
  public func render(overlay: DiagramOverlay? = nil) -> String {
    var lines = ["stateDiagram-v2"]
    let steps = Dictionary(grouping: overlay?.steps ?? [], by: \.edge)
    for region in structure.regions {
      lines.append("  state \"\(Self.escaped(region.id.rawValue))\" as \(region.id) {")
      for phase in region.phases {
        lines.append("    state \"\(Self.escaped(phase.name))\" as \(Self.id(phase))")
      }
      lines.append("    [*] --> \(Self.id(region.initial))")
      for edge in structure.edges where edge.region == region.id {
        var label = MachineStructure.label(of: edge).replacingNewlines()
        if let taken = steps[edge] {
          label += " — " + taken.map { "(\($0.number)) \($0.time) ms" }.joined(separator: ", ")
        }
        lines.append(
          "    \(Self.id(edge.from)) --> \(Self.id(edge.to)) : "
            + Self.escaped(label))
      }
      lines.append("  }")
    }
    for mark in overlay?.marks ?? [] {
      let finding = mark.finding
      lines.append(
        "  note right of \(Self.id(mark.phase)) : "
          + Self.escaped("\(finding.severity) [\(finding.detector)] at \(finding.time) ms"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func id(_ phase: ControllerPhase) -> String { "\(phase.region)_\(phase.name)" }

  /// `text` with the characters Mermaid's parser treats specially replaced by entity codes.
  public static func escaped(_ text: String) -> String {
    TextEscaping.map(text) { scalar in
      switch scalar {
      case "#": "#35;"
      case ";": "#59;"
      case ":": "#58;"
      case "\"": "#quot;"
      case "<": "#lt;"
      case ">": "#gt;"
      case "{": "#123;"
      case "}": "#125;"
      case "%": "#37;"
      default: TextEscaping.isControl(scalar) ? " " : nil
      }
    }
  }
}

extension String {
  func replacingNewlines() -> String {
    split(separator: "\n").joined(separator: " ")
  }
}
