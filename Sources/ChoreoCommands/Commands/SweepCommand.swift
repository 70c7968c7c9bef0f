import Choreography

/// `choreo sweep`: every combination of a few varied fields, judged, and where it breaks.
enum SweepCommand: ChoreoCommand {
  static let spec = CommandSpec(
    name: "sweep",
    abstract: "Run every combination of varied fields and show where a strategy holds or breaks.",
    discussion: """
      Each --vary names a field as in a scenario file (world.contentMountDelay, controller.focusDelay,
      refreshRate, device.keyboardHeight, device, screen.avoidance, ...) and its values:
      <from>...<to>:<step>, or a list <a>,<b>,... of numbers, true/false or names (device presets,
      options). Prints one line per combination with its error findings, then a summary of which
      regions are clean and which break, and by which detector. Uses every core; results come in
      a fixed order. With two fields, --svg writes a heat map.
      """,
    arguments: [
      .init(name: "scenario", help: "A built-in scenario name or a scenario file (.json).")
    ],
    options: [
      .init(
        name: "vary", valueName: "field=from...to:step",
        help: "A field and its values; repeat for more fields.", isRepeatable: true),
      .init(
        name: "format", valueName: "format", help: "text or json (default: text).",
        allowedValues: ["text", "json"]),
      .init(name: "svg", valueName: "file", help: "Write a heat map of two varied fields."),
      .fps,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> CommandOutput
  {
    let expressions = arguments.values["vary"] ?? []
    guard !expressions.isEmpty else {
      throw .usage(
        "Missing '--vary <field=from...to:step>'; give at least one field.", command: "sweep")
    }
    var axes: [SweepAxis] = []
    for expression in expressions {
      do {
        axes.append(try SweepAxis(parsing: expression))
      } catch {
        throw .usage("\(error)", command: "sweep")
      }
    }
    let svgPath = arguments.value("svg")
    if svgPath != nil && axes.count != 2 {
      throw .usage(
        "'--svg' draws a heat map of exactly two fields; \(axes.count) given.", command: "sweep")
    }
    let scenario = try ScenarioLoader.load(
      arguments.positionals[0], refreshRate: arguments.refreshRate)
    let sweep: Sweep
    do {
      sweep = try Sweep(base: scenario, axes: axes)
    } catch {
      throw .usage("\(error)", command: "sweep")
    }
    let json = arguments.value("format") == "json"
    var summary = SweepSummary(axes: axes)
    var heatMap = svgPath.map { _ in SweepHeatMap(scenario: scenario.name, axes: axes) }
    let total = sweep.count
    if json {
      console.emit("{\n  \"scenario\": \(JSONWriter.quoted(scenario.name)),\n  \"axes\": [")
      console.emit(
        axes.map { axis in
          "{\"field\": \(JSONWriter.quoted(axis.name)), \"values\": ["
            + axis.values.map { JSONWriter(style: .compact).string($0.json) }.joined(
              separator: ", ") + "]}"
        }.joined(separator: ", "))
      console.emit("],\n  \"combinations\": [\n")
    } else {
      console.emit(
        "sweep \(scenario.name): \(total) combination\(total == 1 ? "" : "s") of "
          + axes.map(\.description).joined(separator: " x ") + "\n")
    }
    sweep.run(concurrency: console.concurrency) { result in
      summary.add(result)
      heatMap?.add(result)
      if json {
        let values = zip(axes, result.values).map {
          "\(JSONWriter.quoted($0.name)): \(JSONWriter(style: .compact).string($1.json))"
        }.joined(separator: ", ")
        let errors = result.errors.detectors.map { JSONWriter.quoted($0.rawValue) }
        let warnings = result.warnings.detectors.map { JSONWriter.quoted($0.rawValue) }
        console.emit(
          "    {\"values\": {\(values)}, \"errors\": [\(errors.joined(separator: ", "))], "
            + "\"warnings\": [\(warnings.joined(separator: ", "))]}"
            + (result.index == total - 1 ? "\n" : ",\n"))
      } else {
        let values = zip(axes, result.values).map {
          "\($0.name)=\($1)"
        }.joined(separator: " ")
        var line = "\(values): \(result.errors)"
        if !result.warnings.isEmpty { line += " (warnings: \(result.warnings))" }
        console.emit(line + "\n")
      }
      if let progress = console.progress,
        (result.index + 1) % 1000 == 0 || result.index + 1 == total
      {
        progress("\rswept \(result.index + 1)/\(total)" + (result.index + 1 == total ? "\n" : ""))
      }
    }
    if json {
      console.emit(
        "  ],\n  \"summary\": {\"combinations\": \(summary.total), \"clean\": \(summary.clean), "
          + "\"byDetector\": {"
          + DetectorID.allCases.compactMap { detector in
            summary.byDetector[detector].map {
              "\(JSONWriter.quoted(detector.rawValue)): \($0.count)"
            }
          }.joined(separator: ", ") + "}}\n}\n")
    } else {
      console.emit(summary.text)
    }
    if let svgPath, let heatMap {
      try AtomicFile.write(heatMap.render(), to: svgPath)
    }
    return CommandOutput()
  }
}
