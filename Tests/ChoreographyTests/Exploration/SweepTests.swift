import Testing

@testable import Choreography

@Suite("Sweeps")
struct SweepTests {
  @Test(
    "--vary expressions",
    arguments: [
      (
        "world.contentMountDelay=0...1000:250", ["world", "contentMountDelay"],
        [0, 250, 500, 750, 1000]
      ),
      ("refreshRate=60,120", ["refreshRate"], [60, 120]),
      ("controller.retries=3", ["controller", "retries"], [3]),
      (
        "x=0...1:0.1", ["x"],
        [
          0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8,
          0.9, 1,
        ]
      ),
    ] as [(String, [String], [Double])])
  func parsing(expression: String, path: [String], values: [Double]) throws {
    let axis = try SweepAxis(parsing: expression)
    #expect(axis.path == path)
    #expect(axis.values == values)
  }

  @Test(
    "bad --vary expressions say what is accepted",
    arguments: [
      ("foo", "--vary 'foo': expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."),
      ("a=0...10", "--vary 'a=0...10': a range needs a step, as in 0...1000:50"),
      ("a=10...0:1", "--vary 'a=10...0:1': the range runs backwards: 10 is above 0"),
      ("a=0...10:0", "--vary 'a=0...10:0': the step must be above 0, not 0"),
      (
        "a=x",
        "--vary 'a=x': 'x' is not a number; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."
      ),
      (
        "a..b=1",
        "--vary 'a..b=1': 'a..b' is not a field path like world.contentMountDelay; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."
      ),
    ])
  func syntax(expression: String, message: String) {
    #expect(throws: SweepAxis.SyntaxError.self) { try SweepAxis(parsing: expression) }
    do {
      _ = try SweepAxis(parsing: expression)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("bad fields and values get the scenario file's errors")
  func fieldErrors() throws {
    let axis = try SweepAxis(parsing: "world.contentMountDelay=-5,5")
    #expect(throws: ScenarioFileError.self) {
      try Sweep(base: BuiltInScenarios.prewarmHandoff, axes: [axis])
    }
    do {
      _ = try Sweep(base: BuiltInScenarios.prewarmHandoff, axes: [axis])
    } catch {
      #expect(
        error.description
          == "--vary: world.contentMountDelay: -5 is out of range; accepted: 0 to 600000 (ms)")
    }
  }

  /// With a handoff at 400 ms retried every 100 ms, focus lands exactly when the field has mounted
  /// by the last attempt: a boundary known by construction.
  @Test("a sweep whose result is known by construction")
  func knownByConstruction() throws {
    let sweep = try Sweep(
      base: BuiltInScenarios.prewarmHandoff,
      axes: [
        try SweepAxis(parsing: "world.contentMountDelay=0...1000:50"),
        try SweepAxis(parsing: "controller.retries=0...5:1"),
      ])
    var seen = 0
    sweep.run(concurrency: 2) { result in
      #expect(result.index == seen)
      seen += 1
      let mount = result.values[0]
      let lastAttempt = 400 + result.values[1] * 100
      #expect(result.errors.isEmpty == (mount <= lastAttempt), "\(result.values)")
      if !result.errors.isEmpty { #expect(result.errors.contains(.orphanedKeyboard)) }
    }
    #expect(seen == sweep.count)
  }

  @Test("results come in the same order whatever the concurrency")
  func fixedOrder() throws {
    let sweep = try Sweep(
      base: BuiltInScenarios.naiveDelayedFocus,
      axes: [try SweepAxis(parsing: "controller.focusDelay=0...900:100")])
    var one: [Sweep.Result] = []
    var four: [Sweep.Result] = []
    sweep.run(concurrency: 1, batchSize: 3) { one.append($0) }
    sweep.run(concurrency: 4, batchSize: 7) { four.append($0) }
    #expect(one == four)
  }

  @Test("the summary groups a single field into clean and breaking intervals")
  func summary() throws {
    let axis = try SweepAxis(parsing: "world.contentMountDelay=0...1000:100")
    let sweep = try Sweep(base: BuiltInScenarios.handoffRetrySlowMount, axes: [axis])
    var summary = SweepSummary(axes: [axis])
    sweep.run(concurrency: 2) { summary.add($0) }
    #expect(summary.text.contains("0...700: clean"))
    #expect(summary.text.contains("800...1000: "))
  }

  @Test("a two-field heat map is well-formed SVG with a cell per combination")
  func heatMap() throws {
    let axes = [
      try SweepAxis(parsing: "world.contentMountDelay=0...1000:100"),
      try SweepAxis(parsing: "controller.retries=0...3:1"),
    ]
    let sweep = try Sweep(base: BuiltInScenarios.prewarmHandoff, axes: axes)
    var map = SweepHeatMap(scenario: "prewarm-handoff", axes: axes)
    sweep.run(concurrency: 2) { map.add($0) }
    let svg = map.render()
    #expect(svg.components(separatedBy: "<rect x=").count - 1 >= sweep.count)
    #expect(svg.hasPrefix("<?xml"))
  }
}
