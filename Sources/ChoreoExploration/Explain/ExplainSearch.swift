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
    /// How long before the recording's first frame the reproduction presents its sheet.
    ///
    /// Set for a recording that starts with a sheet already rising and no `present` of its own;
    /// the reproduction's times (and the match's) count from that `present`. `nil` when the
    /// recording holds its own start.
    public var presentedBefore: Ticks?

    /// Other scenarios that reproduce the recording alike, from other mechanisms.
    ///
    /// The recording cannot tell them from ``scenario``, so a fix must hold for them too. Empty
    /// unless the search looked for them (``ExplainSearch/findsAlternatives``).
    public var alternatives: [Alternative] = []

    /// When the recording's first frame is, in the reproduction's time.
    public var recordingStart: Ticks { presentedBefore ?? .zero }
    /// The reproduction's trace over the whole recording.
    public var trace: Trace

    /// Whether `finding` rests on anything before the recording's first frame (the assumed
    /// `present`, or motion the recording did not see), so that it comes from the model there.
    public func precedesRecording(_ finding: Finding) -> Bool {
      let start = recordingStart
      guard start > .zero else { return false }
      return finding.time < start || finding.evidence.samples.contains { $0.time < start }
        || finding.evidence.events.contains { id in
          trace.entries.first { $0.id == id }.map { $0.time < start } ?? false
        }
    }

    /// What `finding`'s detector needs that the recording does not hold; empty when the
    /// recording holds all of it.
    public func unrecorded(_ finding: Finding) -> TraceContents {
      finding.detector.info.needs.subtracting(recorded)
    }

    /// Whether every region matches within ``ExplainSearch/tolerance`` and every keyboard
    /// notification is matched.
    public var reproduced: Bool { ExplainSearch.reproduces(match) }
  }

  /// Another scenario that reproduces the recording within ``tolerance``.
  public struct Alternative: Sendable {
    /// The scenario, over the whole recording, with `expect` set to its error findings.
    public var scenario: Scenario
    /// The built-in its search started from.
    public var base: String
    /// The fields an app sets where it differs from the reproduction: its value, then the
    /// reproduction's.
    public var differences: [(key: String, value: JSONValue, reproduction: JSONValue)]
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
  /// Whether the search assumes a `present` at time zero that the recording does not hold
  /// (its times then already count from it).
  var assumesPresent = false
  /// Whether the search also looks for other mechanisms that reproduce the recording alike
  /// (``Result/alternatives``): it starts again from each built-in whose motion came as close
  /// as the closest, up to ``alternativeStarts`` of them.
  public var findsAlternatives = false
  /// The most other built-ins the search for alternatives starts from.
  public static let alternativeStarts = 6

  /// A search for the scenario behind `recording`.
  public init(recording: Trace) {
    self.recording = recording
  }

  /// The person's actions in the recording, as a script.
  public var script: [ScriptStep] {
    let recorded = recording.entries.compactMap { entry -> ScriptStep? in
      guard case .user(let action) = entry.happening else { return nil }
      return ScriptStep(at: entry.time, action)
    }
    return assumesPresent ? [ScriptStep(at: .zero, .present)] + recorded : recorded
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
    // A recording started while a sheet was already rising: present it that long before.
    if !assumesPresent, let lead = presentationLead() {
      var aligned = ExplainSearch(recording: recording.shifted(by: lead))
      aligned.assumesPresent = true
      aligned.findsAlternatives = findsAlternatives
      guard var result = aligned.run() else { return nil }
      result.presentedBefore = lead
      return result
    }
    return search()
  }

  /// The search over the recording as it stands.
  private func search() -> Result? {
    let window = recording.endTime > Self.window ? Self.window : recording.endTime
    let runner = Runner(recording.trimmed(to: window))
    // The closest built-in, given the recording's device, refresh rate and script.
    var starts: [(scenario: Scenario, base: String, score: Double)] = []
    for builtIn in BuiltInScenarios.all {
      guard let adapted = adapted(builtIn, to: window) else { continue }
      starts.append((adapted, builtIn.name, runner.match(adapted).0.score))
    }
    // The closest first; a tie keeps the built-ins' order.
    starts = starts.enumerated().sorted {
      ($0.element.score, $0.offset) < ($1.element.score, $1.offset)
    }
    .map(\.element)
    guard let best = starts.first else { return nil }
    let found = descend(from: (best.scenario, best.score), runner: runner)
    let fields = classify(found, runner: runner)
    let (scenario, match, trace, findings) = wholeRecording(found, runner: runner)
    var result = Result(
      scenario: scenario, base: best.base, match: match, decided: fields.decided,
      undecided: fields.undecided, unexercised: fields.unexercised, findings: findings,
      runs: runner.runs, recorded: recording.contents, trace: trace)
    if findsAlternatives {
      for start in starts.dropFirst().prefix(Self.alternativeStarts)
      where start.score <= best.score + 1 {
        let other = descend(from: (start.scenario, start.score), runner: runner)
        guard Self.reproduces(runner.match(other).0) else { continue }
        let differences = ScenarioFields.explainCandidates.compactMap {
          candidates -> (key: String, value: JSONValue, reproduction: JSONValue)? in
          guard let value = candidates.field.value(in: other),
            let own = candidates.field.value(in: found), value != own
          else { return nil }
          return (candidates.field.key, value, own)
        }
        guard !differences.isEmpty,
          !result.alternatives.contains(where: {
            $0.differences.map(\.key) == differences.map(\.key)
              && $0.differences.map(\.value) == differences.map(\.value)
          })
        else { continue }
        let whole = wholeRecording(other, runner: runner)
        guard Self.reproduces(whole.match) else { continue }
        result.alternatives.append(
          Alternative(scenario: whole.scenario, base: start.base, differences: differences))
      }
      result.runs = runner.runs
    }
    return result
  }

  /// `found` over the whole recording, with `expect` set to its error findings; how it matches,
  /// its trace and its findings.
  private func wholeRecording(_ found: Scenario, runner: Runner) -> (
    scenario: Scenario, match: MotionMatch, trace: Trace, findings: [Finding]
  ) {
    var scenario = found
    scenario.setup.script = script
    scenario.setup.duration = recording.endTime
    let (match, trace) = runner.match(scenario, over: recording)
    let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
    let errors = Array(Set(findings.filter { $0.severity == .error }.map(\.detector))).sorted()
    scenario.expect = errors.map { ExpectedFinding($0) }
    return (scenario, match, trace, findings)
  }

  /// Whether `match` reproduces a recording: every region within ``tolerance`` and every
  /// keyboard notification matched, none extra.
  static func reproduces(_ match: MotionMatch) -> Bool {
    match.largest <= tolerance
      && match.notifications.matched == match.notifications.recorded
      && match.simulatedNotifications == match.notifications.recorded
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
