import Choreography

/// What the fuzz target does with one input, as a library so that the ordinary tests replay the
/// corpus and every input a fuzzer found through the same code: decode the bytes as a scenario
/// file; render the error of one that does not decode; simulate one that does (its virtual time
/// capped), judge it with every detector, render its trace as text and JSON and the scenario as a
/// complete file; and check that printing, reading back and printing again changes nothing.
///
/// The same bytes are also read as a recording, a notification log and a value log, and whatever
/// imports is analysed and reported.
public enum FuzzHarness {
  /// An input that breaks a property the harness checks.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// What broke.
    public var description: String
  }

  /// The longest run the harness simulates: long enough for every built-in, short enough that
  /// each input takes milliseconds.
  public static let maximumDuration = Ticks(milliseconds: 10_000)

  /// Runs one input.
  ///
  /// - Throws: ``Failure`` when printing a decoded scenario and reading it back does not give
  ///   the same file.
  public static func run(_ bytes: [UInt8]) throws(Failure) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    analyzeAsRecording(text)
    let scenario: Scenario
    do throws(ScenarioFileError) {
      scenario = try ScenarioFile.decode(text, file: "fuzz.json", defaultName: "fuzz")
    } catch {
      _ = error.description
      return
    }
    try checkRoundTrip(scenario)
    var capped = scenario
    capped.setup.duration = min(scenario.effectiveDuration, maximumDuration)
    capped.setup.script = scenario.script.filter { $0.time <= maximumDuration }
    var simulation = Simulation(scenario: capped)
    let trace = simulation.run()
    let findings = Detectors.findings(in: trace, thresholds: capped.thresholds)
    _ = TraceTextFormatter(includesFrames: true).format(
      trace, summary: capped.summary, findings: findings)
    _ = TraceJSONFormatter(includesFrames: true).format(
      trace, summary: capped.summary, findings: findings)
  }

  /// Reads `text` as `choreo analyze` does, and analyses and reports what imports; an input that
  /// does not is an error, never a trap.
  private static func analyzeAsRecording(_ text: String) {
    // As `choreo analyze` reads it: in the format it is recognised as.
    for format in [RecordingInputFormat.detect(text)].compactMap({ $0 }) {
      guard let run = try? RecordingImporter(format: format).run(text, file: "fuzz.jsonl") else {
        continue
      }
      let analysis = RecordingAnalysis(run, fitting: true)
      _ = RecordingReportFormatter().text(analysis, file: "fuzz.jsonl")
    }
  }

  /// `show(decode(show(x))) == show(x)`: a complete file reads back as itself.
  private static func checkRoundTrip(_ scenario: Scenario) throws(Failure) {
    let shown = JSONWriter().string(ScenarioFile.encode(scenario))
    let again: Scenario
    do throws(ScenarioFileError) {
      again = try ScenarioFile.decode(shown, file: "shown.json", defaultName: "fuzz")
    } catch {
      throw Failure(description: "the shown scenario does not read back: \(error)")
    }
    let reshown = JSONWriter().string(ScenarioFile.encode(again))
    guard reshown == shown else {
      throw Failure(
        description: "show(decode(show(x))) differs from show(x):\n\(shown)\n\(reshown)")
    }
  }
}
