import ChoreoTestSupport
import Choreography

/// The scenario file's fields as a Markdown table: key, owner, what it accepts, its default and
/// the source of the default.
enum FieldReference {
  static func lines() -> [String] {
    let defaults = Scenario(name: "scenario", summary: "", script: [])
    var lines = [
      "| field | owner | what it is | accepted | default | source |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    for field in ScenarioFields.all {
      let value =
        field.value(in: defaults).map { "`" + JSONWriter(style: .compact).string($0) + "`" }
        ?? "none"
      let cells = [
        "`\(field.key)`", field.owner.description, field.summary, field.accepted, value,
        field.source ?? "",
      ]
      lines.append("| " + cells.map(escaped).joined(separator: " | ") + " |")
    }
    return lines
  }

  /// `text` safe inside a table cell.
  static func escaped(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
