import ChoreoCore
import ChoreoMachine

/// Renders the machine, optionally with a run overlaid, as Graphviz DOT: each region a cluster,
/// each rule an edge labelled `event [guards] / effects`.
///
/// Ids and order are deterministic; every label is escaped, so any scenario name or message is
/// valid DOT.
public struct DOTRenderer: Sendable {
  /// The regions, phases and transitions drawn.
  public var structure: MachineStructure

  /// A renderer of `structure`, by default the sheet controller's own tables.
  public init(structure: MachineStructure = .sheetController) {
    self.structure = structure
  }

  /// The DOT text of the machine, with `overlay` drawn on it when given.
  ///
  /// The text is written as UTF-8 into one buffer, and each phase's node id is quoted once.
  public func render(overlay: DiagramOverlay? = nil) -> String {
    let title =
      overlay.map { "SheetController: run of \($0.scenario)" }
      ?? "SheetController: regions, phases and transitions"
    var out = UTF8Buffer(capacity: 24_576)
    out += "// Generated from the controller's transition tables; do not edit by hand.\n"
    out += "digraph SheetController {\n"
    out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=14, labelloc=t, newrank=true, "
    out += "label="
    out += Self.quoted(title)
    out += "];\n  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
    let steps = Dictionary(grouping: overlay?.steps ?? [], by: \.edge)
    let marked = Set((overlay?.marks ?? []).map(\.phase))
    // Graphviz stacks left-to-right clusters bottom-up, so the last region is drawn first.
    for region in structure.regions.reversed() {
      // The quoted id of each phase, by its ordinal.
      var ids = Array(repeating: "", count: 32)
      for phase in region.phases { ids[phase.ordinal] = Self.quoted(Self.nodeID(phase)) }
      let start = Self.quoted("\(region.id).__initial")
      out += "  subgraph "
      out += Self.quoted("cluster_\(region.id)")
      out += " {\n    label="
      out += Self.quoted(region.id.rawValue)
      out += "; style=rounded; color=\"#888888\";\n    "
      out += start
      out += " [shape=point, width=0.12, label=\"\"];\n"
      for phase in region.phases {
        out += "    "
        out += ids[phase.ordinal]
        out += " [label="
        out += Self.quoted(phase.name)
        if !marked.isEmpty && marked.contains(phase) {
          out += ", color=\"#c0392b\", penwidth=2.5, fontcolor=\"#c0392b\""
        }
        out += "];\n"
      }
      out += "    "
      out += start
      out += " -> "
      out += ids[region.initial.ordinal]
      out += ";\n"
      for index in structure.edgeIndices(of: region.id) {
        let edge = structure.edges[index]
        let label = structure.labels[index]
        out += "    "
        out += ids[edge.from.ordinal]
        out += " -> "
        out += ids[edge.to.ordinal]
        out += " [label="
        if let taken = steps.isEmpty ? nil : steps[edge] {
          out += Self.quoted(
            label + "\n" + taken.map { "(\($0.number)) \($0.time) ms" }.joined(separator: ", "))
          out += ", color=\"#1f6fb2\", fontcolor=\"#1f6fb2\", penwidth=2.2"
        } else {
          out += Self.quoted(label)
          if overlay != nil { out += ", color=\"#bbbbbb\", fontcolor=\"#999999\"" }
        }
        out += "];\n"
      }
      out += "  }\n"
    }
    if let overlay {
      for line in overlayLines(overlay) {
        out += line
        out += "\n"
      }
    }
    out += "}\n"
    return out.text
  }

  private func overlayLines(_ overlay: DiagramOverlay) -> [String] {
    var lines: [String] = []
    for (index, mark) in overlay.marks.enumerated() {
      let finding = mark.finding
      let note = Self.quoted("finding.\(index)")
      let text =
        "\(finding.severity) [\(finding.detector)] at \(finding.time) ms\n\(Self.wrapped(finding.message))"
      lines.append(
        "  \(note) [shape=note, color=\"#c0392b\", fontcolor=\"#c0392b\", label=\(Self.quoted(text))];"
      )
      lines.append(
        "  \(note) -> \(Self.quoted(Self.nodeID(mark.phase))) "
          + "[style=dashed, color=\"#c0392b\", arrowhead=none];")
    }
    if !overlay.rejections.isEmpty {
      let text =
        "rejected events\n"
        + overlay.rejections.map { "#\($0.id) \($0.event) at \($0.time) ms: \($0.reason)" }
        .joined(separator: "\n")
      lines.append(
        "  \"rejected\" [shape=note, color=\"#e67e22\", fontcolor=\"#a04000\", label=\(Self.quoted(text))];"
      )
    }
    return lines
  }

  /// The node id of `phase` in `region`: `sheet.presenting`.
  static func nodeID(_ phase: ControllerPhase) -> String { phase.description }

  /// `text` as a DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`.
  ///
  /// DOT gives backslash sequences (`\l`, `\N`, `\G`) meaning inside labels, so every backslash is
  /// doubled; the result is valid UTF-8 DOT for any input.
  public static func quoted(_ text: String) -> String {
    let body = TextEscaping.mapASCII(text) { byte in
      switch byte {
      case UInt8(ascii: "\""): "\\\""
      case UInt8(ascii: "\\"): "\\\\"
      case UInt8(ascii: "\n"): "\\n"
      case UInt8(ascii: "\r"): ""
      case 0..<0x20, 0x7F: " "
      default: nil
      }
    }
    return "\"" + body + "\""
  }

  /// `text` broken into lines of about 60 characters at spaces.
  static func wrapped(_ text: String, width: Int = 60) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty && line.count + word.count + 1 > width {
        lines.append(line)
        line = String(word)
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
