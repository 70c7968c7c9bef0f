import Choreography
import Foundation

/// `choreo analyze`: a recording of a real app (or of a simulated run) judged by every detector
/// whose inputs it holds.
struct AnalyzeCommand: ChoreoCommand {
  /// How the report is printed.
  enum Format: String, CaseIterable, Sendable {
    /// What was imported, the findings and the stream's quirks compiler style, and what was
    /// not checked.
    case text
    /// The same as one JSON object per file, in a list.
    case json
    /// The recording's trace as Chrome Trace Event JSON, for ui.perfetto.dev (one file).
    case perfetto
  }

  static let format = CommandOption<Format>.choice(
    "format", help: "text, json, or perfetto (one file) (default: text).")
  static let inputFormat = CommandOption<RecordingInputFormat>.choice(
    "input-format", valueName: "format",
    help: "recording, notifications or values (default: recognised from the file).")
  static let plot = CommandOption<String>.text(
    "plot", valueName: "file", help: "Also draw the recordings as an SVG chart (atomically).")
  static let fit = CommandFlag(
    "fit", help: "Fit each keyboard motion to the system's spring and to a 0.25 s ease-out.")
  static let series = CommandOption<String>.text(
    "series", valueName: "name",
    help:
      "The value log's series that is the keyboard's height (default: the one named like a "
      + "height or an inset that moves furthest).")
  static let device = CommandOption<String>.text(
    "device", valueName: "preset",
    help:
      "The device a log comes from, when it does not say (default: a notification log's screen "
      + "from its keyboard frames, else iphone-14-pro).")

  static let spec = CommandSpec(
    name: "analyze",
    abstract: "Judge a recording of a real app by every detector whose inputs it holds.",
    discussion: """
      Reads choreo's own JSON Lines (the recorder's, or 'choreo run --format recording'),
      keyboard notifications as apps print them (the Objective-C or the Swift description, with
      or without an NSLog prefix or the debugger's escaped quotes, a userInfo printed without its
      name, React Native's Keyboard events and keyboard-controller's KeyboardEvents, or names
      with times), or a per-frame value log
      (React Native's onMove and keyboard-controller's events, Flutter's insets, Android's
      insets; named series one or several to a line, the keyboard's the one named like a height
      or an inset that moves). Prints what it imported and what it inferred, the findings of
      every detector whose inputs the recording holds, the stream's quirks (repeated show cycles,
      a change of height while the keyboard is up, a begin height that is not the keyboard's,
      frames that do not dock, steps with no animation, a tracked height above the keyboard's,
      drags that post nothing, a safe area absorbed frame by frame), and the detectors it could
      not run with what the recording lacks for each. With --fit, each recorded keyboard motion
      is fitted from the ends the recording states (a rest, a tracker's target, a notification's
      end frame) and judged as following the spring, following the ease-out, fitting both, or
      neither. Lines it cannot use are reported on standard error as FILE:LINE: warning. Exits
      0 with no error finding, 1 with any, 65 for a file with nothing usable.
      """,
    arguments: [
      .init(name: "file", help: "A recording, notification log or value log.", isVariadic: true)
    ],
    options: [
      format.spec, inputFormat.spec, plot.spec, fit.spec, series.spec, device.spec,
      SharedOptions.framework.spec, SharedOptions.fps.spec,
    ])

  /// The files to analyse.
  var files: [String]
  /// How to print the report.
  var format: Format
  /// The input format, or `nil` to recognise it.
  var inputFormat: RecordingInputFormat?
  /// Where to draw the recordings, if anywhere.
  var plotPath: OutputFile?
  /// Whether to fit keyboard motions.
  var fits: Bool
  /// The device for logs that do not say, if given.
  var device: Device?
  /// The refresh rate of a value log, if given.
  var refreshRate: RefreshRate?
  /// The value log's keyboard series, if named.
  var series: String?
  /// The app's framework, for the remedies.
  var framework: FrameworkProfile.ID?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    let name = Self.spec.name
    files = arguments.positionals
    format = try arguments.value(Self.format, command: name) ?? .text
    inputFormat = try arguments.value(Self.inputFormat, command: name)
    plotPath = try arguments.value(Self.plot, command: name).map { path throws(CommandError) in
      try OutputFile(path, kind: .svg, option: "plot", command: name)
    }
    fits = arguments.isSet(Self.fit)
    series = try arguments.value(Self.series, command: name)
    framework = try arguments.value(SharedOptions.framework, command: name)
    refreshRate = try arguments.value(SharedOptions.fps, command: name)
    if let preset = try arguments.value(Self.device, command: name) {
      guard let device = Device.preset(named: preset) else {
        throw .usage(
          "unknown device '\(preset)'; accepted: "
            + Device.presets.map(\.name).joined(separator: ", "), command: name)
      }
      self.device = device
    }
    if format == .perfetto, files.count > 1 {
      throw .usage("--format perfetto takes one file, not \(files.count)", command: name)
    }
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    var analyses: [(file: String, analysis: RecordingAnalysis)] = []
    var errors = ""
    var status = ExitCode.success
    let importer = RecordingImporter(
      format: inputFormat, device: device, refreshRate: refreshRate, series: series)
    for file in files {
      do throws(CommandError) {
        if BuiltInScenarios.named(file) != nil, !FileManager.default.fileExists(atPath: file) {
          throw .wrongKind(
            "'\(file)' is a built-in scenario, not a recording: use 'choreo run \(file)'")
        }
        let text = try InputFile.text(file)
        if inputFormat == nil, InputKind.isScenarioFile(path: file, text: text) {
          throw .wrongKind(
            "'\(file)' is a scenario file, not a recording: use 'choreo check \(file)'")
        }
        let run = try RecordingLoader.load(text: text, file: file, importer: importer)
        errors += run.warnings.map { "\(file):\($0)\n" }.joined()
        let analysis = RecordingAnalysis(run, fitting: fits)
        if analysis.hasErrors { status = status.mostSevere(.failure) }
        analyses.append((file, analysis))
      } catch {
        errors += error.message
        status = status.mostSevere(error.exitCode)
      }
    }
    if let plotPath, !analyses.isEmpty {
      let runs = analyses.map {
        TimelinePlot.Run(
          trace: $0.analysis.run.trace, summary: $0.analysis.run.title,
          findings: $0.analysis.findings)
      }
      errors += try plotPath.write(TimelinePlot(runs: runs).render())
    }
    return CommandOutput(
      standardOutput: report(analyses), standardError: errors, exitCode: status)
  }

  private func report(_ analyses: [(file: String, analysis: RecordingAnalysis)]) -> String {
    let formatter = RecordingReportFormatter(framework: framework)
    switch format {
    case .text:
      return analyses.map { formatter.text($0.analysis, file: $0.file) }.joined(separator: "\n")
    case .json:
      let list = JSONValue.array(analyses.map { formatter.json($0.analysis, file: $0.file) })
      return JSONWriter(style: .pretty).string(.object([("recordings", list)])) + "\n"
    case .perfetto:
      guard let only = analyses.first else { return "" }
      return PerfettoFormatter().format(
        only.analysis.run.trace, summary: only.analysis.run.summary,
        findings: only.analysis.findings)
    }
  }
}
