import Choreography
import Foundation

/// `choreo explain`: the scenario whose simulation reproduces a recording, how closely, what the
/// recording decides about the app's settings, and the reproduction's findings.
struct ExplainCommand: ChoreoCommand {
  static let write = CommandOption<String>.text(
    "write", valueName: "file",
    help:
      "Write the reproduction as a scenario file, its expect list the error findings it "
      + "reproduces; never overwrites.")

  static let spec = CommandSpec(
    name: "explain",
    abstract: "Find the scenario whose simulation reproduces a recording, and what it finds.",
    discussion: """
      A recording holds motion, not the app's settings. explain takes the recording's device,
      refresh rate and the person's actions as its script, starts from the built-in whose motion
      comes closest, and changes one field an app sets at a time (the values 'choreo fix' tries)
      while the simulated motion comes closer to the recorded one. It prints the match per region
      (largest and RMS difference over the frames both hold, a frame either way) and of the
      keyboard notifications; the fields the recording decides, each with the nearest other
      value's miss; those it cannot decide; and the reproduction's findings. Nothing closer than
      2 pt in every region and frame is no reproduction: it then names the closest and no
      cause, and exits 1. 'choreo fix RECORDING' explains, then fixes the reproduction.
      """,
    arguments: [
      .init(name: "recording", help: "A recording (.jsonl) of an app, real or simulated.")
    ],
    options: [write.spec, SharedOptions.framework.spec])

  var file: String
  var output: String?
  var framework: FrameworkProfile.ID?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    file = arguments.positionals[0]
    output = try arguments.value(Self.write, command: Self.spec.name)
    if let output {
      _ = try OutputFile(output, kind: .json, option: "write", command: Self.spec.name)
    }
    framework = try arguments.value(SharedOptions.framework, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    if let output, FileManager.default.fileExists(atPath: output) {
      throw .cannotWrite(
        path: output, reason: "it exists, and 'choreo explain' never overwrites a file")
    }
    let result = try Self.explain(file)
    let text = ExplainReportFormatter(framework: framework).text(result, file: file)
    var errors = ""
    if let output, result.reproduced {
      var scenario = result.scenario
      scenario.setup.name =
        ((output as NSString).lastPathComponent as NSString)
        .deletingPathExtension
      try AtomicFile.write(JSONWriter().string(ScenarioFile.encode(scenario)), to: output)
      errors = "wrote \(output)\n"
    } else if let output {
      errors = "did not write \(output): nothing reproduces the recording\n"
    }
    return CommandOutput(
      standardOutput: text, standardError: errors,
      exitCode: result.reproduced ? .success : .failure)
  }

  /// The search's result for the recording `file`.
  static func explain(_ file: String) throws(CommandError) -> ExplainSearch.Result {
    if BuiltInScenarios.named(file) != nil, !FileManager.default.fileExists(atPath: file) {
      throw .wrongKind(
        "'\(file)' is a built-in scenario, not a recording: record it with 'choreo run \(file) "
          + "--format recording'")
    }
    let text = try InputFile.text(file)
    if InputKind.isScenarioFile(path: file, text: text) {
      throw .wrongKind("'\(file)' is a scenario file, not a recording: use 'choreo run \(file)'")
    }
    let run = try RecordingLoader.load(text: text, file: file, importer: RecordingImporter())
    // Recorded frames: a keyboard motion drawn from a log's notifications is the model's, not
    // evidence to compare against.
    guard run.recordedFrames > 0,
      run.trace.contents.contains(.layoutMotion) || run.trace.contents.contains(.keyboardMotion)
    else {
      throw .wrongKind(
        "'\(file)' holds no keyboard or layout motion per frame, which explain and fix compare: "
          + "use 'choreo analyze \(file)' for what it holds")
    }
    var search = ExplainSearch(recording: run.trace)
    search.findsAlternatives = true
    guard let result = search.run() else {
      throw .badData(
        "\(file): no scenario takes the recording's script (the person's actions do not fit any "
          + "built-in screen or sheet)")
    }
    return result
  }
}
