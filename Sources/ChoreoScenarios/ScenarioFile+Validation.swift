import ChoreoCore

extension ScenarioFile {
  /// The checks that span fields, run after every field has been read: the device's keyboard and
  /// safe areas fit, an avoidance that needs a handler has one, the detents agree, taps name fields
  /// that exist, the duration covers the script, and no warning threshold exceeds its error.
  ///
  /// Errors name `file`, and quote the values `written` for their keys as written.
  public static func validate(
    _ scenario: Scenario, file: String, written: [String: JSONValue] = [:]
  ) throws(ScenarioFileError) {
    func failure(_ location: String, _ message: String) -> ScenarioFileError {
      ScenarioFileError(file: file, location: location, message: message)
    }
    let device = scenario.platform.device
    guard device.keyboardHeight < device.height,
      device.safeAreaTop + device.safeAreaBottom + device.sheetTopGap < device.height
    else {
      throw failure(
        "device",
        "the keyboard and the safe areas must fit in the screen height "
          + "\(FixedPoint.compact(device.height)) pt")
    }
    let screen = scenario.screen
    if screen.avoidance.usesHandler && screen.handler == nil {
      throw failure(
        "screen.handler", "missing; \"avoidance\": \"\(screen.avoidance)\" needs the app's handler")
    }
    let options = scenario.controller
    if options.autoOpenDetent == .forceLarge && !options.allowedDetents.allows(.large) {
      throw failure(
        "controller.allowedDetents",
        "must include large, which \"autoOpenDetent\": \"forceLarge\" opens at")
    }
    if !options.allowedDetents.allows(options.initialDetentSelection) {
      throw failure(
        "controller.initialDetent",
        "\(options.initialDetentSelection) is not in allowedDetents (\(options.allowedDetents))")
    }
    try validateScript(scenario, file: file)
    try validateThresholds(scenario, file: file, written: written)
  }

  private static func validateScript(_ scenario: Scenario, file: String) throws(ScenarioFileError) {
    for (index, step) in scenario.script.enumerated() {
      if case .tapField(let field) = step.action, field >= scenario.screen.fieldCount {
        throw ScenarioFileError(
          file: file, location: "script[\(index)].field",
          message:
            "\(field) is out of range; the screen has fields 0...\(scenario.screen.fieldCount - 1)")
      }
    }
    if let duration = scenario.duration, let last = scenario.script.map(\.time).max(),
      last > duration
    {
      throw ScenarioFileError(
        file: file, location: "duration",
        message: "\(duration) ms ends before the last scripted action at \(last) ms")
    }
  }

  private static func validateThresholds(
    _ scenario: Scenario, file: String, written: [String: JSONValue]
  ) throws(ScenarioFileError) {
    let thresholds = scenario.thresholds
    for metric in thresholds.metrics where metric.warning > metric.error {
      // Times are kept in ticks of 1/240 s; the message quotes what the file said.
      let low = written[metric.warningKey]?.snippet ?? FixedPoint.compact(metric.warning, places: 3)
      let high = written[metric.errorKey]?.snippet ?? FixedPoint.compact(metric.error, places: 3)
      throw ScenarioFileError(
        file: file, location: metric.warningKey,
        message:
          "\(low) is above \(metric.name.rawValue)Error \(high); a warning threshold must not "
          + "exceed its error threshold")
    }
  }
}
