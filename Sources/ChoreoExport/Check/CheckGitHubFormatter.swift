import ChoreoDetectors

/// GitHub Actions workflow commands for a check, which a pull request shows as annotations.
///
/// One command per finding: `::error` for an error finding the input does not expect,
/// `::notice` for one it expects, `::warning` for a warning; one `::error` per expectation
/// nothing matched and per input that could not be read (at its file, and at the line and column
/// of a syntax error); a `::warning` per name several files share; then the summary as plain
/// text.
public struct CheckGitHubFormatter: Sendable {
  /// A formatter.
  public init() {}

  /// The workflow commands for `report`.
  public func format(_ report: CheckReport) -> String {
    var lines: [String] = []
    for outcome in report.outcomes {
      for finding in outcome.findings {
        let expected = outcome.expected.contains { $0.matches(finding) }
        let kind =
          expected ? "notice" : finding.severity == .warning ? "warning" : "error"
        lines.append(
          command(
            kind, file: outcome.file, title: "[\(finding.detector)] \(outcome.name)",
            message: "\(finding.time) ms: \(finding.message)"))
      }
      for missing in outcome.verdict.missing {
        lines.append(
          command(
            "error", file: outcome.file, title: outcome.name,
            message: "expected \(missing), not found"))
      }
      if let nothing = outcome.exercisedNothing {
        lines.append(
          command(
            "error", file: outcome.file, title: outcome.name,
            message: "this scenario exercised nothing: \(nothing)"))
      }
    }
    for input in report.unreadable {
      lines.append(
        command(
          "error", file: input.input, position: input.position, title: input.input,
          message: input.message))
    }
    for duplicate in report.duplicateNames {
      for file in duplicate.files {
        lines.append(
          command(
            "warning", file: file == "built-in" ? nil : file, title: duplicate.name,
            message: "\(duplicate.files.count) files are named \(duplicate.name): give each its "
              + "own name"))
      }
    }
    return (lines + [report.summary]).map { $0 + "\n" }.joined()
  }

  private func command(
    _ kind: String, file: String?, position: (line: Int, column: Int)? = nil, title: String,
    message: String
  ) -> String {
    var properties: [String] = []
    if let file { properties.append("file=" + Self.escapedProperty(file)) }
    if let position {
      properties.append("line=\(position.line)")
      properties.append("col=\(position.column)")
    }
    properties.append("title=" + Self.escapedProperty(title))
    return "::\(kind) \(properties.joined(separator: ","))::\(Self.escapedData(message))"
  }

  /// A message as a workflow command carries it: `%`, carriage return and line feed encoded.
  static func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: as a message, and `:` and `,` encoded too.
  static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
