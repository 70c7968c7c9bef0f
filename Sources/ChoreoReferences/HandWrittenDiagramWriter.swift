/// A machine diagram as plain strings: what the benchmark's hand-written DOT and Mermaid writers
/// render, so that the library's renderers can be timed against writing the same graph directly.
public struct DiagramGraph: Sendable {
  /// One region: its phases and its transitions.
  public struct Cluster: Sendable {
    /// The region's name, such as `sheet`.
    public var name: String
    /// Its phases' names, in order.
    public var phases: [String]
    /// The phase a fresh controller starts in.
    public var initial: String
    /// Its transitions: the phases left and entered, and the label (lines separated by `\n`).
    public var edges: [(from: String, to: String, label: String)]

    /// A cluster.
    public init(
      name: String, phases: [String], initial: String,
      edges: [(from: String, to: String, label: String)]
    ) {
      self.name = name
      self.phases = phases
      self.initial = initial
      self.edges = edges
    }
  }

  /// The diagram's title.
  public var title: String
  /// The regions, in order.
  public var clusters: [Cluster]

  /// A graph.
  public init(title: String, clusters: [Cluster]) {
    self.title = title
    self.clusters = clusters
  }
}

/// DOT and Mermaid written straight into one buffer, byte by byte.
///
/// The reference the benchmark times the library's renderers against. It writes the same text as the library for a diagram
/// without a run overlaid, which the benchmark checks before timing.
public enum HandWrittenDiagramWriter {
  /// The graph as Graphviz DOT.
  public static func dot(_ graph: DiagramGraph) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(16_384)
    out += "// Generated from the controller's transition tables; do not edit by hand.\n".utf8
    out += "digraph SheetController {\n".utf8
    out +=
      "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=14, labelloc=t, newrank=true, ".utf8
    out += "label=".utf8
    quoted(graph.title, into: &out)
    out += "];\n  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n".utf8
    out += "  edge [fontname=\"Helvetica\", fontsize=9];\n".utf8
    for cluster in graph.clusters.reversed() {
      out += "  subgraph ".utf8
      quoted("cluster_" + cluster.name, into: &out)
      out += " {\n    label=".utf8
      quoted(cluster.name, into: &out)
      out += "; style=rounded; color=\"#888888\";\n    ".utf8
      let start = cluster.name + ".__initial"
      quoted(start, into: &out)
      out += " [shape=point, width=0.12, label=\"\"];\n".utf8
      for phase in cluster.phases {
        out += "    ".utf8
        quoted(cluster.name + "." + phase, into: &out)
        out += " [label=".utf8
        quoted(phase, into: &out)
        out += "];\n".utf8
      }
      out += "    ".utf8
      quoted(start, into: &out)
      out += " -> ".utf8
      quoted(cluster.name + "." + cluster.initial, into: &out)
      out += ";\n".utf8
      for edge in cluster.edges {
        out += "    ".utf8
        quoted(cluster.name + "." + edge.from, into: &out)
        out += " -> ".utf8
        quoted(cluster.name + "." + edge.to, into: &out)
        out += " [label=".utf8
        quoted(edge.label, into: &out)
        out += "];\n".utf8
      }
      out += "  }\n".utf8
    }
    out += "}\n".utf8
    return String(decoding: out, as: UTF8.self)
  }

  /// The graph as a Mermaid state diagram.
  public static func mermaid(_ graph: DiagramGraph) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(16_384)
    out += "stateDiagram-v2\n".utf8
    for cluster in graph.clusters {
      out += "  state \"".utf8
      mermaidEscaped(cluster.name, into: &out)
      out += "\" as ".utf8
      out += cluster.name.utf8
      out += " {\n".utf8
      for phase in cluster.phases {
        out += "    state \"".utf8
        mermaidEscaped(phase, into: &out)
        out += "\" as ".utf8
        out += cluster.name.utf8
        out += "_".utf8
        out += phase.utf8
        out += "\n".utf8
      }
      out += "    [*] --> ".utf8
      out += (cluster.name + "_" + cluster.initial).utf8
      out += "\n".utf8
      for edge in cluster.edges {
        out += "    ".utf8
        out += (cluster.name + "_" + edge.from).utf8
        out += " --> ".utf8
        out += (cluster.name + "_" + edge.to).utf8
        out += " : ".utf8
        mermaidEscaped(edge.label, into: &out, newlinesAsSpaces: true)
        out += "\n".utf8
      }
      out += "  }\n".utf8
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` as a DOT double-quoted string.
  private static func quoted(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): break
      case 0..<0x20, 0x7F: out.append(UInt8(ascii: " "))
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Appends `text` with Mermaid's special characters as entity codes.
  private static func mermaidEscaped(
    _ text: String, into out: inout [UInt8], newlinesAsSpaces: Bool = false
  ) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "#"): out += "#35;".utf8
      case UInt8(ascii: ";"): out += "#59;".utf8
      case UInt8(ascii: ":"): out += "#58;".utf8
      case UInt8(ascii: "\""): out += "#quot;".utf8
      case UInt8(ascii: "<"): out += "#lt;".utf8
      case UInt8(ascii: ">"): out += "#gt;".utf8
      case UInt8(ascii: "{"): out += "#123;".utf8
      case UInt8(ascii: "}"): out += "#125;".utf8
      case UInt8(ascii: "%"): out += "#37;".utf8
      case UInt8(ascii: "\n") where newlinesAsSpaces: out.append(UInt8(ascii: " "))
      case 0..<0x20, 0x7F: out.append(UInt8(ascii: " "))
      default: out.append(byte)
      }
    }
  }
}
