import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

extension ScenarioFile {
  /// `scenario` as a complete scenario file: every field with its value, so a printed built-in is
  /// both a starting point and a reference of every field and its default.
  public static func encode(_ scenario: Scenario) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("name", .string(scenario.name)),
      ("summary", .string(scenario.summary)),
      ("device", encode(scenario.platform.device)),
      ("refreshRate", .number(Double(scenario.platform.refreshRate.rawValue))),
      ("controller", encode(scenario.controller)),
      ("world", encode(scenario.platform)),
      (
        "layout",
        .object([
          ("composerHeight", .number(scenario.layout.composerHeight)),
          ("accessoryHeight", .number(scenario.layout.accessoryHeight)),
        ])
      ),
      ("screen", encode(scenario.screen)),
      ("script", .array(encode(scenario.script))),
    ]
    if let duration = scenario.duration { members.append(("duration", ms(duration))) }
    if let expect = scenario.expect {
      members.append(("expect", .array(expect.map { .string($0.rawValue) })))
    }
    members.append(("thresholds", encode(scenario.thresholds)))
    return .object(members)
  }

  private static func ms(_ ticks: Ticks) -> JSONValue { .number(ticks.milliseconds) }

  private static func encode(_ device: Device) -> JSONValue {
    .object([
      ("name", .string(device.name)),
      ("idiom", .string(device.idiom.rawValue)),
      ("width", .number(device.width)),
      ("height", .number(device.height)),
      ("safeAreaTop", .number(device.safeAreaTop)),
      ("safeAreaBottom", .number(device.safeAreaBottom)),
      ("keyboardHeight", .number(device.keyboardHeight)),
      ("suggestionBarHeight", .number(device.suggestionBarHeight)),
      ("sheetTopGap", .number(device.sheetTopGap)),
      ("mediumDetentFraction", .number(device.mediumDetentFraction)),
    ])
  }

  static func encode(_ traits: KeyboardTraits) -> JSONValue {
    .object([
      ("type", .string(traits.type.rawValue)),
      ("appearance", .string(traits.appearance.rawValue)),
      ("accessoryHeight", .number(traits.accessoryHeight)),
    ])
  }

  private static func encode(_ options: ControllerOptions) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("prewarm", .bool(options.usesPrewarm)),
      ("prewarmAlpha", .number(options.prewarmAlpha)),
      ("prewarmKeyboard", encode(options.prewarmTraits)),
      ("composerKeyboard", encode(options.composerTraits)),
    ]
    switch options.focusTrigger {
    case .onAppear: members.append(("focusTrigger", .string("onAppear")))
    case .onContentMount: members.append(("focusTrigger", .string("onContentMount")))
    case .manual: members.append(("focusTrigger", .string("manual")))
    case .afterDelay(let delay):
      members.append(("focusTrigger", .string("afterDelay")))
      members.append(("focusDelay", ms(delay)))
    }
    members.append(("retries", .number(Double(options.retry.retries))))
    if case .upTo(_, let interval) = options.retry {
      members.append(("retryInterval", ms(interval)))
    }
    members += [
      ("prewarmRetirement", .string(options.prewarmRetirement.rawValue)),
      ("autoOpenDetent", .string(options.autoOpenDetent.rawValue)),
      ("initialDetent", .string(options.initialDetentSelection.description)),
      ("allowedDetents", .array(options.allowedDetents.detents.map { .string($0.description) })),
      ("resetsDetentOnDisappear", .bool(options.resetsDetentSelectionOnDisappear)),
      ("accessories", .string(options.accessories.rawValue)),
      ("closeFocus", .string(options.closeFocus.rawValue)),
      ("resetsPendingOnDisappear", .bool(options.resetsPendingOnDisappear)),
      ("surfacesFocusFailure", .bool(options.surfacesFocusFailure)),
    ]
    return .object(members)
  }

  static func encode(_ spring: Spring) -> JSONValue {
    .object([
      ("mass", .number(spring.mass)),
      ("stiffness", .number(spring.stiffness)),
      ("damping", .number(spring.damping)),
      ("settlingDuration", .number(spring.settlingDuration * 1000)),
    ])
  }

  private static func encode(_ platform: Platform) -> JSONValue {
    .object([
      ("contentMountDelay", ms(platform.contentMountDelay)),
      ("contentMountLatest", ms(platform.contentMountLatest)),
      ("focusLandingFrames", .number(Double(platform.focusLandingFrames))),
      ("focusLandingLatestFrames", .number(Double(platform.focusLandingLatestFrames))),
      ("keyboardStartLatency", ms(platform.keyboardStartLatency)),
      ("hardwareKeyboard", .bool(platform.hardwareKeyboard)),
      ("growsSheetForKeyboard", .bool(platform.growsSheetForKeyboard)),
      ("minimumResponderAlpha", .number(platform.minimumResponderAlpha)),
      ("keyboardReportedDuration", .number(platform.keyboardReportedDuration * 1000)),
      ("keyboardCurve", .number(Double(platform.keyboardCurve))),
      ("keyboardSpring", encode(platform.keyboardSpring)),
      ("sheetSpring", encode(platform.sheetSpring)),
      ("suggestionBarDelay", platform.suggestionBarDelay.map(ms) ?? .null),
      ("reducedMotion", .bool(platform.reducedMotion)),
      ("floatingKeyboardWidth", .number(platform.floatingKeyboardWidth)),
      ("floatingKeyboardHeight", .number(platform.floatingKeyboardHeight)),
      ("floatingKeyboardCentre", .number(platform.floatingKeyboardCentre)),
      ("os", .string(platform.os.rawValue)),
      ("interactiveDismissFlickVelocity", .number(platform.interactiveDismissFlickVelocity)),
      ("interactiveDismissCloseFraction", .number(platform.interactiveDismissCloseFraction)),
    ])
  }

  private static func encode(_ script: [ScriptStep]) -> [JSONValue] {
    script.map { step in
      var members: [(key: String, value: JSONValue)] = [("at", ms(step.time))]
      switch step.action {
      case .present: members.append(("action", .string("present")))
      case .close: members.append(("action", .string("close")))
      case .dragDismiss(let distance, let duration, let commits):
        members += [
          ("action", .string("dragDismiss")), ("distance", .number(distance)),
          ("duration", ms(duration)), ("commits", .bool(commits)),
        ]
      case .dragToDetent(let detent):
        members += [("action", .string("dragToDetent")), ("detent", .string(detent.description))]
      case .keystroke(let character):
        members += [
          ("action", .string("type")), ("text", .string(String(character))),
          ("interval", .number(120)),
        ]
      case .tapField(let field):
        members += [("action", .string("tapField")), ("field", .number(Double(field)))]
      case .dismissKeyboard: members.append(("action", .string("dismissKeyboard")))
      case .leaveScreen(let focusing):
        members += [("action", .string("leaveScreen")), ("focusesNextField", .bool(focusing))]
      case .returnToScreen: members.append(("action", .string("returnToScreen")))
      case .undockKeyboard: members.append(("action", .string("undockKeyboard")))
      case .dragList(let path):
        members += [
          ("action", .string("dragList")),
          (
            "points",
            .array(
              path.points.map { .array([.number($0.time.milliseconds), .number($0.y)]) })
          ),
          ("releaseVelocity", .number(path.releaseVelocity)),
        ]
      case .tapControl(let control):
        members += [("action", .string("tapControl")), ("control", .string(control.rawValue))]
      case .pressReturn: members.append(("action", .string("pressReturn")))
      }
      return .object(members)
    }
  }

  private static func encode(_ thresholds: Thresholds) -> JSONValue {
    .object([
      ("staggerWarning", ms(thresholds.staggerWarning)),
      ("staggerError", ms(thresholds.staggerError)),
      ("bounceWarning", .number(thresholds.bounceWarning)),
      ("bounceError", .number(thresholds.bounceError)),
      ("restSpeed", .number(thresholds.restSpeed)),
      ("restDuration", ms(thresholds.restDuration)),
      ("focusTimeout", ms(thresholds.focusTimeout)),
      ("accessoryJumpWarning", .number(thresholds.accessoryJumpWarning)),
      ("accessoryJumpError", .number(thresholds.accessoryJumpError)),
      ("driftWarning", .number(thresholds.driftWarning)),
      ("driftError", .number(thresholds.driftError)),
      ("settledWarning", .number(thresholds.settledWarning)),
      ("settledError", .number(thresholds.settledError)),
      ("layoutDelayWarning", ms(thresholds.layoutDelayWarning)),
      ("layoutDelayError", ms(thresholds.layoutDelayError)),
    ])
  }
}
