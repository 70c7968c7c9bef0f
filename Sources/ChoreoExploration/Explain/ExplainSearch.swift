import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline

/// Finds the scenario whose simulation reproduces a recording: the device and refresh rate from
/// the recording, the person's actions as its script, and the fields an app sets chosen so that
/// the simulated motion matches the recorded one.
///
/// It starts from the built-in scenario whose motion, given the recording's device and script,
/// comes closest, then changes one field an app sets at a time (the values `choreo fix` tries),
/// keeping a change when the match improves, until none does. A field whose values all match
/// alike was not exercised by the recording; one whose other values match within
/// ``tolerance`` too cannot be decided from it. Nothing is inferred from a scenario's name: only
/// from motion and events, simulated and recorded.
public struct ExplainSearch: Sendable {
  /// The largest difference, in points, a reproduction may show in any region and frame: a 3x
  /// screen rounds positions to 1/3 pt, and a recorder's frame can land a frame off (the match
  /// already allows a frame either way), so anything up to 2 pt is the instrument, not the app.
  public static let tolerance = 2.0
  /// How much of a long recording the search runs its candidates over; the reproduction found is
  /// then run over the whole recording for the figures.
  public static let window = Ticks(milliseconds: 30_000)
  /// The most times the search goes over every field.
  static let passes = 3

  /// What a search found.
  public struct Result: Sendable {
    /// The reproduction: the recording's device, refresh rate and script, and the fields found.
    ///
    /// Its `expect` holds the error findings it reproduces.
    public var scenario: Scenario
    /// The built-in it started from.
    public var base: String
    /// How closely it reproduces the whole recording.
    public var match: MotionMatch
    /// Fields the recording decides, each with the nearest other value and how far off that
    /// value's motion is.
    public var decided: [Decision]
    /// Fields several of whose values reproduce the recording within ``tolerance``, each with
    /// those values.
    public var undecided: [(key: String, values: [JSONValue])]
    /// How many of the fields an app sets the recording did not exercise.
    public var unexercised: Int
    /// The reproduction's findings over the whole recording.
    public var findings: [Finding]
    /// How many scenarios were run.
    public var runs: Int
    /// What the recording holds: a finding whose detector needs more comes from the model, not
    /// from the recording.
    public var recorded: TraceContents

    /// What `finding`'s detector needs that the recording does not hold; empty when the
    /// recording holds all of it.
    public func unrecorded(_ finding: Finding) -> TraceContents {
      finding.detector.info.needs.subtracting(recorded)
    }

    /// Whether every region matches within ``ExplainSearch/tolerance`` and every keyboard
    /// notification is matched.
    public var reproduced: Bool {
      match.largest <= ExplainSearch.tolerance
        && match.notifications.matched == match.notifications.recorded
        && match.simulatedNotifications == match.notifications.recorded
    }
  }

  /// A field the recording decides.
  public struct Decision: Sendable {
    /// The field's key.
    public var key: String
    /// Its value in the reproduction.
    public var value: JSONValue
    /// The other value that comes nearest, and how its motion misses the recording.
    public var nearest: (value: JSONValue, miss: MotionMatch.Difference)?
  }

  /// The recording, imported.
  public var recording: Trace

  /// A search for the scenario behind `recording`.
  public init(recording: Trace) {
    self.recording = recording
  }

  /// The person's actions in the recording, as a script.
  public var script: [ScriptStep] {
    recording.entries.compactMap { entry in
      guard case .user(let action) = entry.happening else { return nil }
      return ScriptStep(at: entry.time, action)
    }
  }

  /// Runs scenarios against a stretch of the recording and counts them.
  final class Runner {
    /// The recording's stretch the scenarios are compared with.
    let recorded: Trace
    /// How many scenarios were run.
    var runs = 0

    init(_ recorded: Trace) { self.recorded = recorded }

    /// How `scenario`'s motion matches, and its trace.
    func match(_ scenario: Scenario, over trace: Trace? = nil) -> (MotionMatch, Trace) {
      runs += 1
      var simulation = Simulation(scenario: scenario)
      let simulated = simulation.run()
      return (MotionMatch(recorded: trace ?? recorded, simulated: simulated), simulated)
    }
  }

  /// Runs the search; `nil` when no built-in takes the recording's script at all (a tap on a
  /// field no screen has, say), so nothing can be simulated to compare.
  public func run() -> Result? {
    let window = recording.endTime > Self.window ? Self.window : recording.endTime
    let runner = Runner(recording.trimmed(to: window))
    // The closest built-in, given the recording's device, refresh rate and script.
    var best: (scenario: Scenario, base: String, score: Double)?
    for builtIn in BuiltInScenarios.all {
      guard let adapted = adapted(builtIn, to: window) else { continue }
      let score = runner.match(adapted).0.score
      if score < best?.score ?? .infinity { best = (adapted, builtIn.name, score) }
    }
    guard let best else { return nil }
    let found = descend(from: (best.scenario, best.score), runner: runner)
    let fields = classify(found, runner: runner)
    // The reproduction over the whole recording, and what it finds.
    var scenario = found
    scenario.setup.script = script
    scenario.setup.duration = recording.endTime
    let (match, trace) = runner.match(scenario, over: recording)
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    let errors = Array(Set(findings.filter { $0.severity == .error }.map(\.detector))).sorted()
    scenario.expect = errors.map { ExpectedFinding($0) }
    return Result(
      scenario: scenario, base: best.base, match: match, decided: fields.decided,
      undecided: fields.undecided, unexercised: fields.unexercised, findings: findings,
      runs: runner.runs, recorded: recording.contents)
  }

  /// `start` with one field an app sets changed at a time, while the match improves.
  func descend(from start: (scenario: Scenario, score: Double), runner: Runner) -> Scenario {
    var current = start
    for _ in 0..<Self.passes {
      var improved = false
      for candidates in ScenarioFields.explainCandidates {
        for value in candidates.values where value != candidates.field.value(in: current.scenario) {
          guard let changed = Self.applying(candidates.field, value, to: current.scenario) else {
            continue
          }
          let score = runner.match(changed).0.score
          if score < current.score - 1e-9 {
            current = (changed, score)
            improved = true
          }
        }
      }
      if !improved { break }
    }
    return current.scenario
  }

  /// What each field's other values do to `found`'s match: the fields the recording decides,
  /// those several of whose values match alike, and how many it does not exercise.
  func classify(_ found: Scenario, runner: Runner) -> (
    decided: [Decision], undecided: [(key: String, values: [JSONValue])], unexercised: Int
  ) {
    var result: (decided: [Decision], undecided: [(key: String, values: [JSONValue])], Int) = (
      [], [], 0
    )
    let own = runner.match(found).0
    for candidates in ScenarioFields.explainCandidates {
      let value = candidates.field.value(in: found)
      let others = candidates.values.filter { $0 != value }.compactMap {
        other -> (value: JSONValue, match: MotionMatch)? in
        Self.applying(candidates.field, other, to: found).map { (other, runner.match($0).0) }
      }
      guard let value, !others.isEmpty else { continue }
      if others.allSatisfy({ abs($0.match.score - own.score) < 1e-9 }) {
        result.2 += 1
        continue
      }
      let alike = others.filter {
        $0.match.largest <= Self.tolerance && $0.match.score < own.score + 1
      }
      if !alike.isEmpty {
        result.undecided.append((candidates.field.key, [value] + alike.map(\.value)))
        continue
      }
      let nearest = others.min { $0.match.score < $1.match.score }
      result.decided.append(
        Decision(
          key: candidates.field.key, value: value,
          nearest: nearest.flatMap { near in
            near.match.differences.max { $0.largestInStep < $1.largestInStep }.map {
              (near.value, $0)
            }
          }))
    }
    return (result.decided, result.undecided, result.2)
  }

  /// `builtIn` on the recording's device and refresh rate, with the recording's script, over
  /// `duration`; `nil` when the script does not fit it (a sheet's script on a screen, a tap on a
  /// field it lacks).
  func adapted(_ builtIn: Scenario, to duration: Ticks) -> Scenario? {
    let script = self.script.filter { $0.time <= duration }
    let presents = script.contains { $0.action == .present }
    guard presents == builtIn.script.contains(where: { $0.action == .present }) else { return nil }
    var scenario = builtIn
    scenario.setup.name = "explained"
    scenario.summary = "the scenario that reproduces a recording"
    scenario.expect = nil
    scenario.setup.platform.device = recording.device
    scenario.setup.platform.refreshRate = recording.refreshRate
    scenario.setup.script = script
    scenario.setup.duration = duration
    do throws(ScenarioFileError) {
      try ScenarioFile.validate(scenario, file: "explain")
    } catch {
      return nil
    }
    return scenario
  }

  /// `scenario` with `field` set to `value`, when that is a valid scenario.
  static func applying(_ field: ScenarioField, _ value: JSONValue, to scenario: Scenario)
    -> Scenario?
  {
    var changed = scenario
    do throws(ScenarioFileError) {
      try field.apply(value, to: &changed, file: "explain")
      try ScenarioFile.validate(changed, file: "explain", written: [field.key: value])
    } catch {
      return nil
    }
    return changed
  }
}

extension Trace {
  /// The trace up to `end`: its frames and entries at or before it.
  func trimmed(to end: Ticks) -> Trace {
    var trace = self
    trace.frames.removeAll { $0.time > end }
    trace.entries.removeAll { $0.time > end }
    return trace
  }
}
