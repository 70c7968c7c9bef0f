import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline
import Dispatch

/// Finds the smallest sets of changes to the fields an app sets after which a scenario has no
/// error finding, and keeps those that hold across a robustness set of platform timings, refresh
/// rates and devices (``RobustnessSet``).
///
/// It tries one change, then two, and so on up to ``maxChanges``, and stops at the first level
/// with a robust fix. The candidates are ``ChoreoScenarios/ScenarioFields/fixCandidates``; a field whose value
/// cannot matter to the script (a close path with no close) is skipped. Results are the same
/// for every number of jobs.
public struct FixSearch: Sendable {
  /// The most frames a search simulates, about half a minute in a release build: a level whose
  /// work would pass it is not tried, and the result says so.
  public static let frameBudget = 200_000_000

  /// What a search found.
  public struct Result: Sendable {
    /// The scenario searched.
    public var scenario: Scenario
    /// Its error findings before any change.
    public var errors: [DetectorID]
    /// The robust fixes of the smallest size that has one, fewest warnings first.
    public var fixes: [Fix]
    /// Fixes of that size or smaller that break in a variant of the robustness set, those that
    /// hold in the most variants first.
    public var fragile: [Fix]
    /// How many variants the robustness set holds.
    public var variants: Int = 0
    /// The fix the documentation recommends for these findings (`CanonicalFix`), when it is
    /// clean and robust and not already the first fix.
    public var canonical: Fix?
    /// How many clean change sets were refused because they switch the app's keyboard handler
    /// off: its offset stays 0 on every run, so the layout no longer answers the keyboard.
    public var neutralising: Int = 0
    /// When nothing is clean: the change set that leaves the fewest error findings.
    public var closest: (changes: [FixChange], errors: [DetectorID])?
    /// How many changes the largest level tried.
    public var levels: Int
    /// How many scenarios were run, robustness variants included.
    public var runs: Int
    /// The size of change the search did not try because its work would pass
    /// ``FixSearch/frameBudget``; `nil` when it tried every size it was asked to.
    public var stoppedBefore: Int?

    /// How many scenarios reproduce the recording alike; 1 for a scenario.
    ///
    /// For a recording (``RecordingFix``) the fixes shown hold for each of them.
    public var reproductions: Int = 1
    /// For a recording, the other reproductions the first fix of the reproduction leaves with
    /// error findings, when no fix holds for all of them: the built-in each started from, and
    /// its errors after the fix.
    public var unheld: [(base: String, errors: [DetectorID])] = []

    /// Whether the scenario had no error finding to begin with.
    public var alreadyClean: Bool { errors.isEmpty }
  }

  /// The scenario to fix.
  public var scenario: Scenario
  /// The most fields changed at once.
  public var maxChanges: Int
  /// How many threads run candidates.
  public var jobs: Int
  /// The framework the app is written in, whose changes alone are tried.
  ///
  /// A change it can make is one with code in ``FixCode``; `nil` tries every change.
  public var framework: FrameworkProfile.ID?

  /// A search of `scenario` for fixes of up to `maxChanges` fields on `jobs` threads, among the
  /// changes `framework` can make.
  public init(
    scenario: Scenario, maxChanges: Int = 3, jobs: Int = 1,
    framework: FrameworkProfile.ID? = nil
  ) {
    self.scenario = scenario
    self.maxChanges = max(1, maxChanges)
    self.jobs = max(1, jobs)
    self.framework = framework
  }

  /// One field to change and the values to try, for this scenario.
  struct Option {
    var candidates: ScenarioFields.FixCandidates
    var from: JSONValue?
    var values: [JSONValue]
  }

  /// Runs the search.
  public func run() -> Result {
    var runs = 1
    let errors = Self.errorDetectors(of: scenario)
    var result = Result(
      scenario: scenario, errors: errors, fixes: [], fragile: [], canonical: nil, closest: nil,
      levels: 0, runs: 1, stoppedBefore: nil)
    let handlerMoves = Self.outcome(of: scenario, applying: [])?.handlerMoves
    let framesPerRun =
      scenario.effectiveDuration.rawValue / scenario.platform.refreshRate.ticksPerFrame + 1
    var frames = framesPerRun
    guard !errors.isEmpty else { return result }
    let options = self.options()
    let robustness = RobustnessSet(of: scenario)
    var closest: (changes: [FixChange], errors: [DetectorID])?
    for level in 1...maxChanges {
      let sets = Self.combinations(of: options.count, choosing: level).flatMap { fields in
        Self.assignments(fields.map { options[$0].values.count }).map { values in
          zip(fields, values).map { (options[$0.0], $0.1) }
        }
      }
      // Each clean candidate also runs the robustness set; count the level's work as if half
      // the candidates were clean.
      let work = sets.count * framesPerRun * (1 + robustness.variants.count / 2)
      if level > 1, frames + work > Self.frameBudget {
        result.stoppedBefore = level
        break
      }
      frames += work
      result.levels = level
      let outcomes = evaluate(sets.map { $0.map { ($0.0.candidates.field, $0.0.values[$0.1]) } })
      runs += sets.count
      var clean: [(changes: [FixChange], scenario: Scenario, warnings: [DetectorID])] = []
      for (set, outcome) in zip(sets, outcomes) {
        guard let outcome else { continue }
        let changes = set.map { option, value in
          FixChange(
            key: option.candidates.field.key, from: option.from, to: option.values[value])
        }
        if outcome.errors.isEmpty, handlerMoves == true, outcome.handlerMoves == false {
          result.neutralising += 1
        } else if outcome.errors.isEmpty {
          clean.append((changes, outcome.scenario, outcome.warnings))
        } else if outcome.errors.count < (closest?.errors.count ?? errors.count) {
          closest = (changes, outcome.errors)
        }
      }
      // The robustness set, for the clean ones only.
      var fixes: [Fix] = []
      for candidate in clean {
        let breaks = robustness.firstBreak(of: candidate.scenario, removing: errors)
        runs += breaks.runs
        fixes.append(
          Fix(
            changes: candidate.changes.map { explained($0, errors: errors) },
            warnings: candidate.warnings,
            breaksIn: breaks.breakage,
            holds: breaks.breakage == nil ? breaks.runs : breaks.runs - 1))
        runs += candidate.changes.count
      }
      let ordered = fixes.enumerated().sorted {
        ($0.element.warnings.count, $0.offset) < ($1.element.warnings.count, $1.offset)
      }.map(\.element)
      result.fixes = ordered.filter(\.isRobust)
      result.fragile += ordered.filter { !$0.isRobust }
      if !result.fixes.isEmpty { break }
    }
    // The nearest to robust first; then fewer changes, fewer warnings, and the order tried.
    result.fragile = result.fragile.enumerated().sorted {
      (-$0.element.holds, $0.element.changes.count, $0.element.warnings.count, $0.offset)
        < (-$1.element.holds, $1.element.changes.count, $1.element.warnings.count, $1.offset)
    }.map(\.element)
    result.fragile = Self.minimal(result.fragile)
    result.variants = robustness.variants.count
    if result.fixes.isEmpty && result.fragile.isEmpty { result.closest = closest }
    result.canonical = recommended(
      errors: errors, first: result.fixes.first, handlerMoves: handlerMoves,
      robustness: robustness, runs: &runs)
    result.runs = runs
    return result
  }

  /// `fragile` without the fixes that add changes to another fragile fix and hold in no more
  /// variants: what they add does nothing for the fix, as `prewarm` and a detent change hold
  /// exactly where `prewarm` alone does.
  static func minimal(_ fragile: [Fix]) -> [Fix] {
    let assignments = fragile.map { fix in
      Set(fix.changes.map { "\($0.key)=\(JSONWriter(style: .compact).string($0.to))" })
    }
    return fragile.indices.filter { index in
      !fragile.indices.contains { other in
        assignments[other].count < assignments[index].count
          && fragile[other].holds >= fragile[index].holds
          && assignments[other].isSubset(of: assignments[index])
      }
    }.map { fragile[$0] }
  }

  /// The fix the documentation recommends for `errors` (``CanonicalFix``), when it is clean, keeps
  /// the handler moving (when it moved before), holds across `robustness`, and is not `first`.
  private func recommended(
    errors: [DetectorID], first: Fix?, handlerMoves: Bool?, robustness: RobustnessSet,
    runs: inout Int
  ) -> Fix? {
    let canonical = CanonicalFix.changes(for: errors, in: scenario)
    guard !canonical.isEmpty,
      first.map({ Set($0.changes.map(\.key)) }) != Set(canonical.map(\.0.key)),
      let outcome = Self.outcome(of: scenario, applying: canonical), outcome.errors.isEmpty,
      !(handlerMoves == true && outcome.handlerMoves == false)
    else { return nil }
    let breaks = robustness.firstBreak(of: outcome.scenario, removing: errors)
    runs += 1 + breaks.runs
    guard breaks.breakage == nil else { return nil }
    return Fix(
      changes: canonical.map { field, value in
        explained(
          FixChange(key: field.key, from: field.value(in: scenario), to: value), errors: errors)
      },
      warnings: outcome.warnings, breaksIn: nil, holds: breaks.runs)
  }

  /// `change` with which of the scenario's error findings (`before`) it removes on its own.
  private func explained(_ change: FixChange, errors before: [DetectorID]) -> FixChange {
    var change = change
    guard let field = ScenarioFields.all.first(where: { $0.key == change.key }),
      let outcome = Self.outcome(of: scenario, applying: [(field, change.to)])
    else { return change }
    change.removes = before.filter { !outcome.errors.contains($0) }
    return change
  }

  /// The fields worth changing for this scenario, each with the values that differ from its own.
  func options() -> [Option] {
    let actions = Set(
      (ScenarioFields.field("script")?.value(in: scenario).flatMap { value -> [JSONValue]? in
        if case .array(let steps) = value { steps } else { nil }
      } ?? []).compactMap { step -> String? in
        guard case .object(let members) = step,
          case .string(let name)? = members.first(where: { $0.0 == "action" })?.1
        else { return nil }
        return name
      })
    let hasHandler = scenario.screen.handler != nil
    return ScenarioFields.fixCandidates.compactMap { candidates -> Option? in
      let key = candidates.field.key
      if key.hasPrefix("screen.handler."), !hasHandler { return nil }
      if !candidates.actsOn.isEmpty, candidates.actsOn.isDisjoint(with: actions) { return nil }
      let from = candidates.field.value(in: scenario)
      var values = candidates.values.filter { value in
        value != from
          && framework.map {
            FixCode.code(
              for: key, value: JSONWriter(style: .compact).string(value), framework: $0) != nil
          } != false
      }
      // A screen whose avoidance runs the app's handler keeps it: removing the handler removes
      // what the scenario is about.
      if key == "screen.avoidance", scenario.screen.avoidance.usesHandler {
        values = values.filter { value in
          guard case .string(let name) = value else { return false }
          return AvoidanceStrategy(rawValue: name)?.usesHandler == true
        }
      }
      return values.isEmpty ? nil : Option(candidates: candidates, from: from, values: values)
    }
  }

  /// What a changed scenario finds.
  struct Outcome {
    var scenario: Scenario
    var errors: [DetectorID]
    var warnings: [DetectorID]
    /// Whether the app's keyboard handler moved the layout in any of its runs; `nil` when it never
    /// ran.
    var handlerMoves: Bool?
  }

  /// Each change set's outcome, in order; `nil` for a set that is not a valid scenario.
  private func evaluate(_ sets: [[(ScenarioField, JSONValue)]]) -> [Outcome?] {
    guard jobs > 1, sets.count > 1 else {
      return sets.map { Self.outcome(of: scenario, applying: $0) }
    }
    let base = scenario
    let results = OutcomeBox(count: sets.count)
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
      var index = worker
      while index < sets.count {
        results.set(index, Self.outcome(of: base, applying: sets[index]))
        index += jobs
      }
    }
    return results.values
  }

  /// `base` with `changes` applied through their fields and checked as a file is, run and judged.
  static func outcome(of base: Scenario, applying changes: [(ScenarioField, JSONValue)])
    -> Outcome?
  {
    var scenario = base
    var written: [String: JSONValue] = [:]
    do throws(ScenarioFileError) {
      for (field, value) in changes {
        try field.apply(value, to: &scenario, file: "fix")
        written[field.key] = value
      }
      try ScenarioFile.validate(scenario, file: "fix", written: written)
    } catch {
      return nil
    }
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    let offsets = trace.entries.compactMap { entry -> Double? in
      guard case .handler(let run) = entry.happening else { return nil }
      return run.offset ?? 0
    }
    return Outcome(
      scenario: scenario, errors: detectors(findings, .error),
      warnings: detectors(findings, .warning),
      handlerMoves: offsets.isEmpty ? nil : offsets.contains { abs($0) > Trace.motionEpsilon })
  }

  static func findings(of scenario: Scenario) -> [Finding] {
    var simulation = Simulation(scenario: scenario)
    return Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
  }

  static func errorDetectors(of scenario: Scenario) -> [DetectorID] {
    detectors(findings(of: scenario), .error)
  }

  static func detectors(_ findings: [Finding], _ severity: Severity) -> [DetectorID] {
    Array(Set(findings.filter { $0.severity == severity }.map(\.detector))).sorted()
  }

  /// Every way of choosing `k` of `n` indices, in lexicographic order.
  static func combinations(of n: Int, choosing k: Int) -> [[Int]] {
    guard k <= n else { return [] }
    var result: [[Int]] = []
    var current: [Int] = []
    func extend(from start: Int) {
      if current.count == k {
        result.append(current)
        return
      }
      guard start < n else { return }
      for index in start..<n where n - index >= k - current.count {
        current.append(index)
        extend(from: index + 1)
        current.removeLast()
      }
    }
    extend(from: 0)
    return result
  }

  /// Every choice of one value per position, given how many each position has, first slowest.
  static func assignments(_ counts: [Int]) -> [[Int]] {
    counts.reduce([[]]) { partial, count in
      partial.flatMap { prefix in (0..<count).map { prefix + [$0] } }
    }
  }
}

/// Results written by several threads, each to its own index.
private final class OutcomeBox: @unchecked Sendable {
  private var storage: [FixSearch.Outcome?]
  private let lock = DispatchSemaphore(value: 1)

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: FixSearch.Outcome?) {
    lock.wait()
    storage[index] = value
    lock.signal()
  }

  var values: [FixSearch.Outcome?] { storage }
}
