/// A file a command writes: its path, checked against what the command writes before any work is
/// done, so that `plot -o x.png` is refused instead of leaving SVG text in a `.png`, and the one
/// line on standard error that says it was written.
///
/// A path whose extension is not the format's is refused; one without an extension is taken as
/// given.
struct OutputFile: Equatable, Sendable {
  /// What a command writes, and the extensions that name it.
  enum Kind: String, CaseIterable, Equatable, Sendable {
    case svg = "SVG"
    case html = "HTML"
    case dot = "Graphviz DOT"
    case mermaid = "Mermaid"
    case markdown = "Markdown"
    case json = "JSON"

    /// The extensions a file of this kind may have, the usual one first.
    var extensions: [String] {
      switch self {
      case .svg: ["svg"]
      case .html: ["html", "htm"]
      case .dot: ["dot", "gv"]
      case .mermaid: ["mmd", "mermaid"]
      case .markdown: ["md", "markdown"]
      case .json: ["json"]
      }
    }

    /// The kind whose extensions include `fileExtension`, if any.
    static func named(byExtension fileExtension: String) -> Kind? {
      allCases.first {
        $0.extensions.contains(fileExtension.lowercased())
      }
    }
  }

  /// Where the file goes.
  let path: String
  /// What is written into it.
  let kind: Kind

  /// The extension of `path`, lowercased, or nil when its last component has none.
  static func fileExtension(of path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let suffix = name[name.index(after: dot)...]
    return suffix.isEmpty ? nil : suffix.lowercased()
  }

  /// A file at `path` for `kind`, given with `option` to `command`.
  ///
  /// - Throws: a usage error when `path` ends in an extension that is not one of `kind`'s (a
  ///   path without an extension is taken as given).
  init(_ path: String, kind: Kind, option: String, command: String) throws(CommandError) {
    if let given = Self.fileExtension(of: path), !kind.extensions.contains(given) {
      let wanted = kind.extensions.map { "." + $0 }.joined(separator: " or ")
      let what =
        Self.images.contains(given)
        ? "an image" : Kind.named(byExtension: given)?.rawValue ?? "a .\(given) file"
      throw .usage(
        "'--\(option) \(path)': '\(command)' writes \(kind.rawValue), not \(what); give a file "
          + "ending in \(wanted)"
          + (Self.images.contains(given) && kind == .svg
            ? " (convert it to .\(given) with a tool such as rsvg-convert)" : ""),
        command: command)
    }
    self.path = path
    self.kind = kind
  }

  /// Raster image extensions no command writes.
  private static let images: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "webp"]

  /// Writes `text` atomically and returns the line for standard error that says so.
  func write(_ text: String) throws(CommandError) -> String {
    try AtomicFile.write(text, to: path)
    return "wrote \(path)\n"
  }
}
