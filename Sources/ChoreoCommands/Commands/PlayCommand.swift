import Choreography

/// `choreo play`: a self-contained HTML page that plays runs side by side, at real speed or
/// slowed down, frame by frame.
struct PlayCommand: ChoreoCommand {
  static let output = SharedOptions.output(
    help: "Write the page to a file (atomically) instead of standard output.")

  static let spec = CommandSpec(
    name: "play",
    abstract: "Write an HTML page that plays runs side by side, frame by frame, on one clock.",
    discussion: """
      One file with everything inline, for a pull request or a design review: the screen, the
      sheet (or the screen's view and its tab bar or toolbar), the keyboard, the composer and its
      accessories, the prewarm while it holds focus and the finger, each frame at its trace time,
      as large as the window allows, with a legend and every finding listed beside them (click
      one to go to it); only what a run or recording holds is drawn. Play, pause, 1x to 0.1x,
      frame steps, a scrubber marked with events and findings, and loop; space, the arrow keys,
      comma and period. The fragment #t=512 opens paused at 512 ms, #t=512&speed=0.25 plays from
      there, #scale=0.6 draws 0.6 px per point, and the fragment follows the scrubber so a link
      can be shared. A recording plays next to scenarios: choreo's own
      (.jsonl), or printed keyboard notifications or a per-frame height log, as 'choreo analyze'
      reads them.
      """,
    arguments: [
      .init(
        name: "run",
        help:
          "Built-in scenario names, scenario files (.json), recordings (.jsonl) or logs that "
          + "'choreo analyze' reads.",
        isVariadic: true)
    ],
    options: [output.spec, SharedOptions.fps.spec])

  var inputs: [String]
  var output: OutputFile?
  var refreshRate: RefreshRate?

  init(parsing arguments: ParsedArguments) throws(CommandError) {
    inputs = arguments.positionals
    output = try arguments.value(Self.output, command: Self.spec.name).map {
      path throws(CommandError) in
      try OutputFile(path, kind: .html, option: "output", command: Self.spec.name)
    }
    refreshRate = try arguments.value(SharedOptions.fps, command: Self.spec.name)
  }

  func run(console: Console) throws(CommandError) -> CommandOutput {
    var runs: [TimelinePlot.Run] = []
    for input in inputs {
      runs.append(try RunLoader.load(input, refreshRate: refreshRate))
    }
    let page = PlaybackPage(runs: runs).render()
    if let output {
      return CommandOutput(standardError: try output.write(page))
    }
    return CommandOutput(standardOutput: page)
  }
}
