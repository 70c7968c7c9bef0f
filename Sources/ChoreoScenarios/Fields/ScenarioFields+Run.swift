import ChoreoCore
import ChoreoDetectors

extension ScenarioFields {
  /// What the scenario is: a built-in to start from, its name and summary.
  static let identity: [ScenarioField] = [
    ScenarioField(
      "base", owner: .scenario, accepted: "a built-in scenario's name",
      summary: "A built-in scenario to start from; the file's other fields override it.",
      read: { value, _, at throws(ScenarioFileError) in
        let name = try at.string(value)
        guard BuiltInScenarios.named(name) != nil else {
          throw at.failure("unknown built-in scenario \(JSONWriter.quoted(name))")
        }
      },
      write: { _ in nil }),
    ScenarioField(
      "name", owner: .scenario, accepted: "1 to 100 characters on one line",
      summary: "A short identifier; a file's name when it has none.",
      read: { value, scenario, at throws(ScenarioFileError) in
        let name = try at.string(value)
        guard !name.isEmpty, name.count <= 100, !name.contains(where: \.isNewline) else {
          throw at.failure("expected 1 to 100 characters on one line")
        }
        scenario.setup.name = name
      },
      write: { .string($0.name) }),
    ScenarioField(
      "summary", owner: .scenario, accepted: "a string", summary: "One sentence on what it is.",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.summary = try at.string(value)
      },
      write: { .string($0.summary) }),
  ]

  /// The app's bottom-bar layout.
  static let layout: [ScenarioField] = [
    .number(
      "layout.composerHeight", \.setup.layout.composerHeight, in: 0...1000, unit: "pt",
      owner: .app, "Height of the composer bar."),
    .number(
      "layout.accessoryHeight", \.setup.layout.accessoryHeight, in: 0...1000, unit: "pt",
      owner: .app, "Height of the accessory strip above the bar; 0 for none."),
  ]

  /// What the person does, how long to run, and what a check expects.
  static let run: [ScenarioField] = [
    ScenarioField(
      "script", owner: .scenario, accepted: "a list of steps, each an object with at and action",
      summary: "What the person does, and when.",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.setup.script = try ScriptCodec.decode(value, at: at)
      },
      write: { .array(ScriptCodec.encode($0.script)) }),
    ScenarioField(
      "duration", owner: .scenario,
      accepted: ScenarioField.range(1...ScenarioFile.maximumMilliseconds, unit: "ms"),
      unit: "ms", summary: "How long to run; by default 2 s, or the last action plus 1.5 s.",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.setup.duration = try at.milliseconds(value, minimum: 1)
      },
      write: { $0.duration.map { .number($0.milliseconds) } }),
    ScenarioField(
      "expect", owner: .scenario, accepted: ExpectationCodec.accepted,
      summary: "The findings a check expects: every error, and the warnings when any is listed.",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.expect = try ExpectationCodec.decode(value, at: at)
      },
      write: { $0.expect.map(ExpectationCodec.encode) }),
  ]
}
