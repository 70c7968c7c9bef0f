import Choreography

/// A recorder's recording of `minutes` at 120 Hz with five registered views and the keyboard
/// rising and falling every ten seconds, as the drop-in recorder writes one.
func recording(minutes: Int) -> String {
  let views: [(String, String)] = [
    ("sheet", "sheet"), ("composer", "composer"), ("accessory", "accessory"),
    ("newest", "newestMessage"), ("list", "list"),
  ]
  var lines = [
    RecordingLine(
      .header, at: 0,
      [
        ("format", .string(RecordingFormat.name)),
        ("version", .number(Double(RecordingFormat.version))), ("refreshRate", .number(120)),
        (
          "views",
          .array(views.map { .object([("name", .string($0.0)), ("role", .string($0.1))]) })
        ),
      ]
    ).text
  ]
  let curve = SpringCurve(.systemKeyboard)
  for frame in 0..<(minutes * 60 * 120) {
    let time = Double(frame) / 120
    let cycle = frame % 1200
    if cycle == 120 || cycle == 720 {
      let showing = cycle == 120
      let end = showing ? 516.0 : 852.0
      lines.append(
        RecordingLine(
          .event, at: time,
          [
            ("name", .string(showing ? "keyboardWillShow" : "keyboardWillHide")),
            ("end", RecordingLine.rect(x: 0, y: end, width: 393, height: 336)),
            ("duration", .number(0.25)), ("curve", .number(7)),
          ]
        ).text)
    }
    let elapsed = (cycle < 720 ? cycle - 120 : cycle - 720) * 2
    let progress = cycle < 120 ? 0 : curve.progress(elapsed: elapsed)
    let keyboard = cycle < 120 ? 852 : cycle < 720 ? 852 - 336 * progress : 516 + 336 * progress
    let bar = min(keyboard, 818) - 52
    lines.append(
      RecordingLine(
        .frame, at: time,
        [
          ("target", RecordingLine.number(time + 1.0 / 120)),
          (
            "views",
            .object([
              ("sheet", RecordingLine.rect(x: 0, y: 69, width: 393, height: 783)),
              ("composer", RecordingLine.rect(x: 0, y: bar, width: 393, height: 52)),
              ("accessory", RecordingLine.rect(x: 0, y: bar - 44, width: 393, height: 44)),
              ("newest", RecordingLine.rect(x: 16, y: bar - 50, width: 300, height: 50)),
              ("list", RecordingLine.rect(x: 0, y: 69, width: 393, height: bar - 69)),
            ])
          ),
          ("dockedKeyboardTop", RecordingLine.number(keyboard)),
        ]
      ).text)
  }
  return lines.joined(separator: "\n") + "\n"
}

/// A simulated recording of `minutes` of the chat whose composer follows the keyboard, the field
/// tapped and the keyboard put away every five seconds, as `choreo run --format recording` writes
/// one: what `choreo explain` reads.
func chatRecording(minutes: Int) -> String {
  var scenario = BuiltInScenarios.chatFollows
  let cycles = minutes * 60 / 5
  scenario.setup.script = (0..<cycles).flatMap { cycle in
    let start = Ticks(milliseconds: Double(cycle) * 5000)
    return [
      ScriptStep(at: start + Ticks(milliseconds: 100), .tapField(0)),
      ScriptStep(at: start + Ticks(milliseconds: 2100), .dismissKeyboard),
    ]
  }
  scenario.setup.duration = Ticks(milliseconds: Double(minutes) * 60_000)
  var simulation = Simulation(scenario: scenario)
  return RecordingEncoder().text(of: simulation.run(), summary: scenario.summary)
}
