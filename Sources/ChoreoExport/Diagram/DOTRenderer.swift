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
  public func render(overlay: DiagramOverlay? = nil) -> String {
    let title =
      overlay.map { "SheetController: run of \($0.scenario)" }
      ?? "SheetController: regions, phases and transitions"
    var lines = [
      "// Generated from the controller's transition tables; do not edit by hand.",
      "digraph SheetController {",
      "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=14, labelloc=t, newrank=true, "
        + "label=\(Self.quoted(title))];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    let steps = Dictionary(grouping: overlay?.steps ?? [], by: \.edge)
    let marked = Dictionary(
      grouping: overlay?.marks ?? [], by: { Self.nodeID($0.phase) })
    // Graphviz stacks left-to-right clusters bottom-up, so the last region is drawn first.
    for region in structure.regions.reversed() {
      lines.append("  subgraph \(Self.quoted("cluster_\(region.id)")) {")
      lines.append(
        "    label=\(Self.quoted(region.id.rawValue)); style=rounded; color=\"#888888\";")
      let start = Self.quoted("\(region.id).__initial")
      lines.append("    \(start) [shape=point, width=0.12, label=\"\"];")
      for phase in region.phases {
        let id = Self.nodeID(phase)
        var attributes = "label=\(Self.quoted(phase.name))"
        if marked[id] != nil {
          attributes += ", color=\"#c0392b\", penwidth=2.5, fontcolor=\"#c0392b\""
        }
        lines.append("    \(Self.quoted(id)) [\(attributes)];")
      }
      lines.append("    \(start) -> \(Self.quoted(Self.nodeID(region.initial)));")
      for edge in structure.edges where edge.region == region.id {
        var label = MachineStructure.label(of: edge)
        var attributes: [String] = []
        if let taken = steps[edge] {
          label += "\n" + taken.map { "(\($0.number)) \($0.time) ms" }.joined(separator: ", ")
          attributes += ["color=\"#1f6fb2\"", "fontcolor=\"#1f6fb2\"", "penwidth=2.2"]
        } else if overlay != nil {
          attributes += ["color=\"#bbbbbb\"", "fontcolor=\"#999999\""]
        }
        attributes.insert("label=\(Self.quoted(label))", at: 0)
        lines.append(
          "    \(Self.quoted(Self.nodeID(edge.from))) -> "
            + "\(Self.quoted(Self.nodeID(edge.to))) [\(attributes.joined(separator: ", "))];"
        )
      }
      lines.append("  }")
    }
    if let overlay { lines += overlayLines(overlay) }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
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
    let body = TextEscaping.map(text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": ""
      default: TextEscaping.isControl(scalar) ? " " : nil
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
