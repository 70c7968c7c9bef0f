import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoExploration

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
    #expect(axis.values == values.map(SweepValue.number))
  }

  @Test(
    "a list's values are numbers, booleans or names, as the field takes them",
    arguments: [
      ("device=iphone-se,ipad-11", [SweepValue.name("iphone-se"), .name("ipad-11")]),
      ("world.hardwareKeyboard=false,true", [.flag(false), .flag(true)]),
      ("screen.avoidance=follows-keyboard, none", [.name("follows-keyboard"), .name("none")]),
      ("refreshRate=60,120", [.number(60), .number(120)]),
    ])
  func values(expression: String, values: [SweepValue]) throws {
    #expect(try SweepAxis(parsing: expression).values == values)
  }

  @Test(
    "values read as a list in order, or as a span when they are numbers that rise",
    arguments: [
      ("x=0...300:100", "x 0...300 (4 values)", "0...300"),
      ("x=500,300", "x 500, 300", "500, 300"),
      ("device=iphone-se,ipad-11", "device iphone-se, ipad-11", "iphone-se, ipad-11"),
      ("x=7", "x = 7", "7"),
    ])
  func description(expression: String, description: String, all: String) throws {
    let axis = try SweepAxis(parsing: expression)
    #expect(axis.description == description)
    #expect(axis.run(0...(axis.values.count - 1)) == all)
  }

  @Test("a sweep over names and a falling list runs and sums up, with the values as given")
  func namesAndFallingValues() throws {
    let sweep = try Sweep(
      base: BuiltInScenarios.mediumDetentAutofocus,
      axes: [
        try SweepAxis(parsing: "controller.autoOpenDetent=selection,forceLarge"),
        try SweepAxis(parsing: "world.contentMountDelay=300,100"),
      ], source: "--vary")
    var summary = SweepSummary(axes: sweep.axes)
    sweep.run(concurrency: 2) { summary.add($0) }
    #expect(summary.total == 4)
    #expect(summary.clean == 2)
    let text = SweepReportFormatter(
      format: .text, scenario: "x", axes: sweep.axes, count: sweep.count
    ).footer(summary)
    #expect(
      text.contains("detent-jump: 2 combinations (controller.autoOpenDetent selection"))
    #expect(text.contains("  300, 100: breaks in 1 of 2 (bounce, detent-jump)"))
    #expect(sweep.values(at: 3) == [.name("forceLarge"), .number(100)])
  }

  @Test(
    "bad --vary expressions say what is accepted",
    arguments: [
      ("foo", "'foo': expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."),
      ("a=0...10", "'a=0...10': a range needs a step, as in 0...1000:50"),
      ("a=10...0:1", "'a=10...0:1': the range runs backwards: 10 is above 0"),
      ("a=0...10:0", "'a=0...10:0': the step must be above 0, not 0"),
      (
        "a=x...y:1",
        "'a=x...y:1': 'x' is not a number; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."
      ),
      (
        "a=1,x y",
        "'a=1,x y': 'x y' is not a number, true, false or a name; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."
      ),
      (
        "a..b=1",
        "'a..b=1': 'a..b' is not a field path like world.contentMountDelay; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."
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
      try Sweep(base: BuiltInScenarios.prewarmHandoff, axes: [axis], source: "--vary")
    }
    do {
      _ = try Sweep(base: BuiltInScenarios.prewarmHandoff, axes: [axis], source: "--vary")
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
      ], source: "--vary")
    var seen = 0
    sweep.run(concurrency: 2) { result in
      #expect(result.index == seen)
      seen += 1
      let mount = result.values[0].number ?? .nan
      let lastAttempt = 400 + (result.values[1].number ?? .nan) * 100
      #expect(result.errors.isEmpty == (mount <= lastAttempt), "\(result.values)")
      if !result.errors.isEmpty { #expect(result.errors.contains(.orphanedKeyboard)) }
    }
    #expect(seen == sweep.count)
  }

  @Test("results come in the same order whatever the concurrency")
  func fixedOrder() throws {
    let sweep = try Sweep(
      base: BuiltInScenarios.naiveDelayedFocus,
      axes: [try SweepAxis(parsing: "controller.focusDelay=0...900:100")], source: "--vary")
    var one: [Sweep.Result] = []
    var four: [Sweep.Result] = []
    sweep.run(concurrency: 1, batchSize: 3) { one.append($0) }
    sweep.run(concurrency: 4, batchSize: 7) { four.append($0) }
    #expect(one == four)
  }

  @Test("the summary groups a single field into clean and breaking intervals")
  func summary() throws {
    let axis = try SweepAxis(parsing: "world.contentMountDelay=0...1000:100")
    let sweep = try Sweep(
      base: BuiltInScenarios.handoffRetrySlowMount, axes: [axis], source: "--vary")
    var summary = SweepSummary(axes: [axis])
    sweep.run(concurrency: 2) { summary.add($0) }
    let text = SweepReportFormatter(format: .text, scenario: "x", axes: [axis], count: sweep.count)
      .footer(summary)
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

  /// Two axes whose values conflict in some combinations, and which combinations those are.
  struct Conflict: CustomTestStringConvertible, Sendable {
    var first: String
    var second: String
    var base: String
    /// The positions of the combinations that are not valid scenarios.
    var invalid: Set<Int>
    /// The field the error of an invalid combination names.
    var location: String
    var testDescription: String { "\(first) x \(second) on \(base)" }
  }

  static let conflicts = [
    Conflict(
      first: "controller.focusTrigger=afterDelay,onAppear", second: "controller.focusDelay=300,400",
      base: "prewarm-handoff", invalid: [2, 3], location: "controller.focusDelay"),
    Conflict(
      first: "thresholds.staggerWarning=50...90:40", second: "thresholds.staggerError=60...100:40",
      base: "naive-immediate-focus", invalid: [2], location: "thresholds.staggerWarning"),
  ]

  @Test(
    "a combination whose fields conflict is recorded as invalid with its error, never as clean",
    arguments: conflicts)
  func conflictingAxes(_ conflict: Conflict) throws {
    let first = conflict.first
    let second = conflict.second
    let base = conflict.base
    let location = conflict.location
    let sweep = try Sweep(
      base: try #require(BuiltInScenarios.named(base)),
      axes: [try SweepAxis(parsing: first), try SweepAxis(parsing: second)], source: "--vary")
    var results: [Sweep.Result] = []
    sweep.run(concurrency: 2) { results.append($0) }
    #expect(Set(results.indices.filter { results[$0].invalid != nil }) == conflict.invalid)
    for result in results where result.invalid != nil {
      #expect(result.invalid?.location == location)
      #expect(result.errors.isEmpty && result.warnings.isEmpty && !result.isClean)
    }
    var summary = SweepSummary(axes: sweep.axes)
    for result in results { summary.add(result) }
    #expect(summary.invalid == conflict.invalid.count)
    #expect(summary.clean + summary.invalid <= summary.total)
  }
}
