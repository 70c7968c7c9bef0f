import ChoreoCore
import ChoreoDetectors
import ChoreoScenarios

/// `choreo fix` of a recording: a fix of the scenario that reproduces it which also holds for
/// every other scenario that reproduces it alike.
///
/// A recording holds motion, not the app's settings, and two mechanisms can move the screen the
/// same way (a keyboard inset applied twice by the system and a handler, or by one handler
/// registered twice). A fix of one alone may leave the app as it was, so each fix of the
/// reproduction is applied to every alternative (``ExplainSearch/Result/alternatives``) as well;
/// when none holds for all of them, the fix of the reproduction joined with the fixes of the
/// alternatives it misses is tried, and when that fails too, the result says which
/// reproductions the fix leaves failing.
public struct RecordingFix: Sendable {
  /// What `choreo explain` found for the recording.
  public var explained: ExplainSearch.Result
  /// The search of the reproduction; its scenario is replaced by the reproduction's.
  public var search: FixSearch

  /// A fix of `explained`'s reproduction by `search`'s settings.
  public init(explained: ExplainSearch.Result, search: FixSearch) {
    self.explained = explained
    self.search = search
    self.search.scenario = explained.scenario
  }

  /// Runs the search of the reproduction, then checks its fixes against the alternatives.
  public func run() -> FixSearch.Result {
    var result = search.run()
    let alternatives = explained.alternatives
    result.reproductions = alternatives.count + 1
    guard !alternatives.isEmpty, !result.alreadyClean, let first = result.fixes.first else {
      return result
    }
    func holdsForEach(_ fix: Fix) -> Bool {
      alternatives.allSatisfy { Self.isClean($0.scenario, applying: fix.changes) }
    }
    // What is shown beside the fixes must hold for each reproduction too.
    result.canonical = result.canonical.flatMap { holdsForEach($0) ? $0 : nil }
    result.fragile = result.fragile.filter(holdsForEach)
    let holding = result.fixes.filter(holdsForEach)
    if !holding.isEmpty {
      result.fixes = holding
      return result
    }
    // The reproduction's fix joined with each missed alternative's own.
    var joined = first.changes
    for alternative in alternatives
    where !Self.isClean(alternative.scenario, applying: joined) {
      var own = search
      own.scenario = alternative.scenario
      result.runs += 1
      let fixes = own.run()
      result.runs += fixes.runs
      guard let theirs = fixes.fixes.first,
        let union = Self.joining(joined, theirs.changes, in: explained.scenario)
      else { continue }
      joined = union
    }
    if Self.isClean(explained.scenario, applying: joined),
      alternatives.allSatisfy({ Self.isClean($0.scenario, applying: joined) })
    {
      let robustness = RobustnessSet(of: explained.scenario)
      var fixed = explained.scenario
      Self.apply(joined, to: &fixed)
      let breaks = robustness.firstBreak(of: fixed, removing: result.errors)
      result.runs += breaks.runs
      result.fixes = [
        Fix(
          changes: joined, warnings: [], breaksIn: breaks.breakage,
          holds: breaks.breakage == nil ? breaks.runs : breaks.runs - 1)
      ]
      if breaks.breakage != nil {
        result.fragile.insert(result.fixes[0], at: 0)
        result.fixes = []
      }
      return result
    }
    result.unheld = alternatives.compactMap { alternative in
      let errors =
        Self.outcome(of: alternative.scenario, applying: first.changes)?.errors
        ?? FixSearch.errorDetectors(of: alternative.scenario)
      return errors.isEmpty ? nil : (alternative.base, errors)
    }
    return result
  }

  /// `scenario` with `changes` set, run: `FixSearch`'s own outcome; `nil` when the changes do
  /// not make a valid scenario of it.
  static func outcome(of scenario: Scenario, applying changes: [FixChange]) -> FixSearch.Outcome? {
    let fields = changes.compactMap { change in
      ScenarioFields.field(change.key).map { ($0, change.to) }
    }
    guard fields.count == changes.count else { return nil }
    return FixSearch.outcome(of: scenario, applying: fields)
  }

  /// Whether `scenario` with `changes` set has no error finding; `false` when the changes do
  /// not make a valid scenario of it.
  static func isClean(_ scenario: Scenario, applying changes: [FixChange]) -> Bool {
    outcome(of: scenario, applying: changes)?.errors.isEmpty ?? false
  }

  /// Sets each change's field to its value in `scenario`; `false` when the changes do not make
  /// a valid scenario of it.
  @discardableResult
  static func apply(_ changes: [FixChange], to scenario: inout Scenario) -> Bool {
    guard let fixed = outcome(of: scenario, applying: changes)?.scenario else { return false }
    scenario = fixed
    return true
  }

  /// `ours` with `theirs` added, each change's `from` read from `reproduction`; `nil` when they
  /// set one field to two values.
  static func joining(_ ours: [FixChange], _ theirs: [FixChange], in reproduction: Scenario)
    -> [FixChange]?
  {
    var joined = ours
    for change in theirs {
      if let same = joined.first(where: { $0.key == change.key }) {
        guard same.to == change.to else { return nil }
        continue
      }
      let from = ScenarioFields.field(change.key)?.value(in: reproduction)
      joined.append(FixChange(key: change.key, from: from, to: change.to))
    }
    return joined
  }
}
