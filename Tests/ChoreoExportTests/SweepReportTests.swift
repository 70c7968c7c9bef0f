import ChoreoExploration
import ChoreoExport
import ChoreoScenarios
import ChoreoTestSupport
import Foundation
import Testing

/// What `choreo sweep` prints after the combinations, and the heat map it draws of two fields.
@Suite("The sweep report")
struct SweepReportTests {
  /// The footer `choreo sweep` prints of `sweep` on `base` over `axes`.
  static func footer(base: Scenario, axes: [String]) throws -> String {
    let sweep = try Sweep(
      base: base, axes: try axes.map(SweepAxis.init(parsing:)), source: "--vary")
    var summary = SweepSummary(axes: sweep.axes)
    sweep.run(concurrency: 2) { summary.add($0) }
    return SweepReportFormatter(format: .text, scenario: "x", axes: sweep.axes, count: sweep.count)
      .footer(summary)
  }

  @Test("the footer names each finding's combinations and each value's breaks")
  func namesAndFallingValues() throws {
    let text = try Self.footer(
      base: BuiltInScenarios.mediumDetentAutofocus,
      axes: ["controller.autoOpenDetent=selection,forceLarge", "world.contentMountDelay=300,100"])
    #expect(text.contains("detent-jump: 2 combinations (controller.autoOpenDetent selection"))
    #expect(text.contains("  300, 100: breaks in 1 of 2 (bounce, detent-jump)"))
  }

  @Test("the footer groups a single field into clean and breaking intervals")
  func intervals() throws {
    let text = try Self.footer(
      base: BuiltInScenarios.handoffRetrySlowMount,
      axes: ["world.contentMountDelay=0...1000:100"])
    #expect(text.contains("0...700: clean"))
    #expect(text.contains("800...1000: "))
  }

  @Test("a two-field heat map is well-formed SVG with a cell per combination")
  func heatMap() throws {
    let axes = [
      try SweepAxis(parsing: "world.contentMountDelay=0...1000:100"),
      try SweepAxis(parsing: "controller.retries=0...3:1"),
    ]
    let sweep = try Sweep(base: BuiltInScenarios.prewarmHandoff, axes: axes, source: "--vary")
    var map = SweepHeatMap(scenario: "prewarm-handoff", axes: axes)
    sweep.run(concurrency: 2) { map.add($0) }
    let svg = map.render()
    #expect(svg.components(separatedBy: "<rect x=").count - 1 >= sweep.count)
    #expect(svg.hasPrefix("<?xml"))
  }
}
