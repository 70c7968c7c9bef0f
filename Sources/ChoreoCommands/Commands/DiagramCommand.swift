import Choreography
import Foundation

/// `choreo diagram`: the machine's states and transitions as Graphviz DOT or Mermaid, optionally
/// with one run overlaid; `--all` writes the whole gallery (``ChoreoExport/Gallery``).
struct DiagramCommand: ChoreoCommand {
  /// What is exported.
  enum Format: String, CaseIterable, Sendable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid state diagram.
    case mermaid
    /// The transition table in Markdown.
    case table
  }

  static let format = CommandOption<Format>.choice(
    "format", help: "dot, mermaid, or table (the transition table in Markdown) (default: dot).")
  static let trace = CommandOption<String>.text(
    "trace", valueName: "scenario",
    help: "Overlay one run: a built-in scenario name or a scenario file.")
  static let output = SharedOptions.output(
    help:
      "Write to a file instead of standard output: .dot, .mmd (Mermaid) or .md (the table), "
      + "which also picks the format; .svg renders the DOT with Graphviz when it is installed.")
  static let all = CommandOption<String>.text(
    "all", valueName: "directory",
    help: "Write the whole gallery into a directory (generated, not committed).")

  static let spec = CommandSpec(
    name: "diagram",
    abstract:
      "Export the machine's diagram as Graphviz DOT or Mermaid, optionally with a run on it.",
    discussion: """
      Generated from the controller's transition tables, never drawn by hand. Each region is a
      cluster; edges read 'event [guards] / effects' ('?' marks an effect an option can turn off).
      With --trace, the transitions the run took are numbered with their times, rejected events
      are listed, and findings are marked on the phase their region was in.
      --all <directory> writes the gallery: machine.dot, machine.mmd, traces/<scenario>.dot and
      plots/<scenario>.svg for every built-in scenario, and the documentation's pictures under
      plots/, and renders each .dot to .svg when Graphviz's 'dot' is installed. The repository
      commits only the machine's DOT and Mermaid (Diagrams/) and the documentation's pictures.
      """,
    arguments: [],
    options: [format.spec, trace.spec, SharedOptions.fps.spec, output.spec, all.spec])

  /// What to export.
  var format: Format
  /// The run to overlay, if any.
  var trace: String?
  /// The refresh rate to sample the run at, if not the scenario's.
  var refreshRate: RefreshRate?
  /// Where to write, if not to standard output.
  var output: OutputFile?
  /// Whether DOT is rendered to SVG with Graphviz (an `--output` ending in `.svg`).
  var rendersSVG = false
  /// The directory to regenerate every diagram into, if asked.
  var allDirectory: String?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    let name = Self.spec.name
    let path = try arguments.value(Self.output, command: name)
    let fileExtension = path.flatMap(OutputFile.fileExtension(of:))
    // Without --format, the output's extension names it: .mmd is Mermaid, .md the table.
    let named = fileExtension.flatMap(OutputFile.Kind.named(byExtension:))
    let implied: Format? =
      switch named {
      case .mermaid: .mermaid
      case .markdown: .table
      default: nil
      }
    format = try arguments.value(Self.format, command: name) ?? implied ?? .dot
    trace = try arguments.value(Self.trace, command: name)
    refreshRate = try arguments.value(SharedOptions.fps, command: name)
    if let path, format == .dot, fileExtension == "svg" {
      guard Graphviz.executable != nil else {
        throw .usage(
          "'--output \(path)': drawing SVG needs Graphviz's 'dot', which is not on PATH; give a "
            + "file ending in .dot and render it where Graphviz is installed", command: name)
      }
      rendersSVG = true
      output = try OutputFile(path, kind: .svg, option: "output", command: name)
    } else {
      let kind: OutputFile.Kind =
        switch format {
        case .dot: .dot
        case .mermaid: .mermaid
        case .table: .markdown
        }
      output = try path.map { path throws(CommandError) in
        try OutputFile(path, kind: kind, option: "output", command: name)
      }
    }
    allDirectory = try arguments.value(Self.all, command: name)
    if allDirectory != nil && (trace != nil || output != nil) {
      throw .usage(
        "'--all' writes every diagram; it cannot be combined with '--trace' or '--output'.",
        command: name)
    }
    if trace != nil && format == .table {
      throw .usage(
        "'--trace' draws a run on a diagram; use it with dot or mermaid.", command: name)
    }
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    if let allDirectory { return try Self.writeAll(to: allDirectory) }
    var overlay: DiagramOverlay?
    if let trace {
      overlay = Gallery.overlay(for: try ScenarioLoader.load(trace, refreshRate: refreshRate))
    }
    let text =
      switch format {
      case .mermaid: MermaidRenderer().render(overlay: overlay)
      case .table: TransitionTableRenderer().render()
      case .dot: DOTRenderer().render(overlay: overlay)
      }
    guard let output else { return CommandOutput(standardOutput: text) }
    guard rendersSVG, let dot = Graphviz.executable else {
      return CommandOutput(standardError: try output.write(text))
    }
    // Graphviz reads the DOT from a file beside the SVG, removed once it has drawn it.
    let source = output.path + ".dot.tmp"
    try AtomicFile.write(text, to: source)
    defer { try? FileManager.default.removeItem(atPath: source) }
    let warnings = try Graphviz.renderSVG(dotFile: source, svgFile: output.path, executable: dot)
    return CommandOutput(
      standardError: (warnings.isEmpty ? "" : "warning: dot: \(warnings)")
        + "wrote \(output.path), drawn by Graphviz's dot\n")
  }

  private static func writeAll(to directory: String) throws(CommandError) -> CommandOutput {
    do {
      for folder in ["traces", "plots"] {
        try FileManager.default.createDirectory(
          atPath: directory + "/" + folder, withIntermediateDirectories: true)
      }
    } catch {
      throw .cannotWrite(path: directory, reason: error.localizedDescription)
    }
    var written: [String] = []
    var notes = ""
    let dot = Graphviz.executable
    for picture in Gallery.all {
      let (path, text) = (picture.path, picture.text)
      let full = directory + "/" + path
      try AtomicFile.write(text, to: full)
      written.append(full)
      if let dot, path.hasSuffix(".dot") {
        let svg = String(full.dropLast(4)) + ".svg"
        let warnings = try Graphviz.renderSVG(dotFile: full, svgFile: svg, executable: dot)
        if !warnings.isEmpty { notes += "warning: dot on \(full): \(warnings)" }
        written.append(svg)
      }
    }
    if dot == nil {
      notes += "note: Graphviz 'dot' is not installed; .svg files were not rendered\n"
    }
    return CommandOutput(
      standardOutput: written.map { "wrote \($0)" }.joined(separator: "\n") + "\n",
      standardError: notes)
  }
}
