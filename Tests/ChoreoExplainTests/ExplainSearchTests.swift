import ChoreoCore
import ChoreoDetectors
import ChoreoRecording
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoExploration

/// `choreo explain`'s search: a recording of every built-in, cut down to what `ChoreoRecorder`
/// writes from a real app, is reproduced by a scenario found from its motion alone, with the
/// original's error findings wherever the recording holds what their detectors need.
@Suite("Explaining a recording")
struct ExplainSearchTests {
  /// The recording `ChoreoRecorder` would have made of `scenario`, with `noise`, imported.
  static func recording(of scenario: Scenario, noise: RecorderView.Noise? = nil) throws -> Trace {
    var simulation = Simulation(scenario: scenario)
    var text = try RecorderView.reduce(RecordingEncoder().text(of: simulation.run()))
    if let noise { text = try RecorderView.noisy(text, noise) }
    let trace = try RecordingImporter().run(text, file: "\(scenario.name).jsonl").trace
    return noise == .keyboardFrameLate ? RecorderView.late(trace) : trace
  }

  /// A failing built-in, and a noise a real recorder adds.
  struct NoisyRow: CustomTestStringConvertible, Sendable {
    var scenario: String
    var noise: RecorderView.Noise
    var testDescription: String { "\(scenario), \(noise.rawValue)" }
  }

  /// The failing built-ins.
  static let failing = BuiltInScenarios.all.filter { !FixSearch.errorDetectors(of: $0).isEmpty }

  static let noisy: [NoisyRow] = failing.flatMap { scenario in
    RecorderView.Noise.allCases.filter { noise in
      // Only a recording of a presentation can start mid-way through one.
      noise != .startsMidPresentation || scenario.script.contains { $0.action == .present }
    }.map { NoisyRow(scenario: scenario.name, noise: $0) }
  }

  @Test(
    "a recording with a real recorder's noise is still reproduced, errors and all",
    arguments: noisy)
  func noise(_ row: NoisyRow) throws {
    let scenario = try #require(BuiltInScenarios.named(row.scenario))
    let recording = try Self.recording(of: scenario, noise: row.noise)
    let result = try #require(ExplainSearch(recording: recording).run())
    let reproduced = result.reproduced
    #expect(reproduced, "\(result.match.differences.map { ($0.region, $0.largest) })")
    var simulation = Simulation(scenario: scenario)
    let original = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    #expect(
      Self.recordedErrors(result.findings, result.recorded)
        == Self.recordedErrors(original, result.recorded))
    if row.noise == .startsMidPresentation {
      // The present the recording lacks is placed where the sheet's motion puts it.
      #expect(result.presentedBefore == Ticks(milliseconds: RecorderView.lateStart * 1000))
    } else {
      #expect(result.presentedBefore == nil)
    }
  }

  /// The error findings' detectors of `findings` whose needs `recorded` holds.
  static func recordedErrors(_ findings: [Finding], _ recorded: TraceContents) -> Set<DetectorID> {
    Set(
      findings.filter { $0.severity == .error && recorded.contains($0.detector.info.needs) }
        .map(\.detector))
  }

  @Test(
    "every built-in's recording is reproduced within 1 pt of layout, with its recorded errors",
    arguments: BuiltInScenarios.names)
  func builtIn(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let recording = try Self.recording(of: scenario)
    let result = try #require(ExplainSearch(recording: recording).run())
    let reproduced = result.reproduced
    #expect(reproduced, "\(result.match.differences.map { ($0.region, $0.largest) })")
    let layout = result.match.differences.first { $0.region == .layout }
    #expect((layout?.largest ?? 0) <= 1)
    var simulation = Simulation(scenario: scenario)
    let original = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    #expect(
      Self.recordedErrors(result.findings, result.recorded)
        == Self.recordedErrors(original, result.recorded))
  }

  @Test(
    "the fix of a failing built-in's recording clears the original of what the recording shows",
    arguments: failing.map(\.name))
  func fixHolds(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    var search = ExplainSearch(recording: try Self.recording(of: scenario))
    search.findsAlternatives = true
    let explained = try #require(search.run())
    let shown = Self.recordedErrors(FixSearch.findings(of: scenario), explained.recorded)
    let result = RecordingFix(explained: explained, search: FixSearch(scenario: scenario)).run()
    guard !shown.isEmpty else {
      // The recording cannot show these errors (keystrokes, traits): any error the reproduction
      // has comes from the model, never from the recording.
      let fromRecording = result.errors.filter { explained.recorded.contains($0.info.needs) }
      #expect(fromRecording.isEmpty, "\(name): \(fromRecording)")
      return
    }
    let fix = try #require(result.fixes.first, "\(name)")
    var fixed = scenario
    #expect(RecordingFix.apply(fix.changes, to: &fixed), "\(name): \(fix.summary)")
    let left = Self.recordedErrors(FixSearch.findings(of: fixed), explained.recorded)
    #expect(left.isEmpty, "\(name): \(fix.summary) leaves \(left)")
  }

  @Test("a layout that moves on its own schedule is reproduced by nothing")
  func unreproducible() throws {
    var recording = try Self.recording(of: BuiltInScenarios.chatFollows)
    // The layout lifted 40 pt at 1.5 s, with no keyboard notification to explain it.
    for index in recording.frames.indices where recording.frames[index].time.milliseconds > 1500 {
      recording.frames[index].composerBottom -= 40
    }
    let result = try #require(ExplainSearch(recording: recording).run())
    #expect(!result.reproduced)
    #expect(result.match.largest > ExplainSearch.tolerance)
  }
}
