import ChoreoMachine

/// Renders the controller's transition tables as one Markdown table, for the README: generated from
/// the rules, so the documentation cannot drift from the code.
public struct TransitionTableRenderer: Sendable {
  /// A renderer of the sheet controller's transition tables.
  public init() {}

  /// The Markdown table: region, from, event, guards, to, effects, and why.
  public func render() -> String {
    var lines = [
      "| rule | region | from | event | guards | to | effects | why |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for region in RegionID.allCases {
      for rule in SheetController.rules where rule.region == region {
        let cells = [
          "`\(rule.id)`", region.rawValue, rule.from.map(\.name).joined(separator: ", "),
          "`\(rule.event)`", rule.conditions.map { "`\($0)`" }.joined(separator: " "),
          rule.to?.name ?? "(same)", rule.effects.map { "`\($0)`" }.joined(separator: " "),
          rule.rationale ?? "",
        ]
        lines.append("| " + cells.map(Self.escaped).joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func escaped(_ cell: String) -> String {
    cell.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
