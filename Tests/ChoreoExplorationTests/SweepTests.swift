import ChoreoCore
import ChoreoScenarios
import ChoreoTestSupport
import Testing

@testable import ChoreoExploration

@Suite("Sweeps")
struct SweepTests {
  /// One --vary expression of numbers, and the field path and values it reads.
  struct NumbersRow: CustomTestStringConvertible, Sendable {
    var name: String
    var expression: String
    var path: [String]
    var values: [Double]
    var testDescription: String { name }
  }

  @Test(
    "--vary expressions",
    arguments: [
      NumbersRow(
        name: "a range with a step", expression: "world.contentMountDelay=0...1000:250",
        path: ["world", "contentMountDelay"], values: [0, 250, 500, 750, 1000]),
      NumbersRow(
        name: "a list", expression: "refreshRate=60,120", path: ["refreshRate"],
        values: [60, 120]),
      NumbersRow(
        name: "a single value", expression: "controller.retries=3",
        path: ["controller", "retries"], values: [3]),
      NumbersRow(
        name: "a fractional step, summed as doubles", expression: "x=0...1:0.1", path: ["x"],
        values: [
          0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8,
          0.9, 1,
        ]),
    ])
  func parsing(_ row: NumbersRow) throws {
    let axis = try SweepAxis(parsing: row.expression)
    #expect(axis.path == row.path)
    #expect(axis.values == row.values.map(SweepValue.number))
  }

  /// One --vary list, and the values it reads as the field takes them.
  struct ValuesRow: CustomTestStringConvertible, Sendable {
    var name: String
    var expression: String
    var values: [SweepValue]
    var testDescription: String { name }
  }

  @Test(
    "a list's values are numbers, booleans or names, as the field takes them",
    arguments: [
      ValuesRow(
        name: "device names", expression: "device=iphone-se,ipad-11",
        values: [.name("iphone-se"), .name("ipad-11")]),
      ValuesRow(
        name: "booleans", expression: "world.hardwareKeyboard=false,true",
        values: [.flag(false), .flag(true)]),
      ValuesRow(
        name: "names with a space after the comma",
        expression: "screen.avoidance=follows-keyboard, none",
        values: [.name("follows-keyboard"), .name("none")]),
      ValuesRow(
        name: "numbers", expression: "refreshRate=60,120", values: [.number(60), .number(120)]),
    ])
  func values(_ row: ValuesRow) throws {
    #expect(try SweepAxis(parsing: row.expression).values == row.values)
  }

  /// One --vary expression, the axis's description and how it writes all its values as a run.
  struct DescriptionRow: CustomTestStringConvertible, Sendable {
    var name: String
    var expression: String
    var description: String
    var all: String
    var testDescription: String { name }
  }

  @Test(
    "values read as a list in order, or as a span when they are numbers that rise",
    arguments: [
      DescriptionRow(
        name: "a rising range: a span", expression: "x=0...300:100",
        description: "x 0...300 (4 values)", all: "0...300"),
      DescriptionRow(
        name: "falling numbers: a list", expression: "x=500,300", description: "x 500, 300",
        all: "500, 300"),
      DescriptionRow(
        name: "names: a list", expression: "device=iphone-se,ipad-11",
        description: "device iphone-se, ipad-11", all: "iphone-se, ipad-11"),
      DescriptionRow(
        name: "a single value", expression: "x=7", description: "x = 7", all: "7"),
    ])
  func description(_ row: DescriptionRow) throws {
    let axis = try SweepAxis(parsing: row.expression)
    #expect(axis.description == row.description)
    #expect(axis.run(0...(axis.values.count - 1)) == row.all)
  }

  @Test("a sweep over names and a falling list runs and counts, with the values as given")
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
    #expect(sweep.values(at: 3) == [.name("forceLarge"), .number(100)])
  }

  /// One bad --vary expression, and the message that says what is accepted.
  struct SyntaxRow: CustomTestStringConvertible, Sendable {
    var name: String
    var expression: String
    var message: String
    var testDescription: String { name }
  }

  @Test(
    "bad --vary expressions say what is accepted",
    arguments: [
      SyntaxRow(
        name: "no '=' at all", expression: "foo",
        message: "'foo': expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."),
      SyntaxRow(
        name: "a range without a step", expression: "a=0...10",
        message: "'a=0...10': a range needs a step, as in 0...1000:50"),
      SyntaxRow(
        name: "a range running backwards", expression: "a=10...0:1",
        message: "'a=10...0:1': the range runs backwards: 10 is above 0"),
      SyntaxRow(
        name: "a step of 0", expression: "a=0...10:0",
        message: "'a=0...10:0': the step must be above 0, not 0"),
      SyntaxRow(
        name: "a range over words", expression: "a=x...y:1",
        message: "'a=x...y:1': 'x' is not a number; "
          + "expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."),
      SyntaxRow(
        name: "a list item with a space inside", expression: "a=1,x y",
        message: "'a=1,x y': 'x y' is not a number, true, false or a name; "
          + "expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."),
      SyntaxRow(
        name: "an empty part in the field path", expression: "a..b=1",
        message: "'a..b=1': 'a..b' is not a field path like world.contentMountDelay; "
          + "expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,..."),
    ])
  func syntax(_ row: SyntaxRow) {
    #expect(throws: SweepAxis.SyntaxError.self) { try SweepAxis(parsing: row.expression) }
    do {
      _ = try SweepAxis(parsing: row.expression)
    } catch {
      #expect(error.description == row.message)
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
