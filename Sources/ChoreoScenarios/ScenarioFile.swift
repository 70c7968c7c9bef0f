import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Reads and writes scenario files: JSON with every field optional except a script (or a `base`
/// built-in scenario to start from). Times are milliseconds, lengths points.
///
/// ```json
/// { "base": "prewarm-handoff", "world": { "contentMountDelay": 600 } }
/// ```
///
/// Unknown keys are errors with a did-you-mean; wrong types and out-of-range values name the field
/// path and what would be accepted.
public enum ScenarioFile {
  /// Decodes a scenario from the text of `file`; `defaultName` names it when it has no `name`.
  public static func decode(_ text: String, file: String, defaultName: String)
    throws(ScenarioFileError) -> Scenario
  {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw ScenarioFileError(
        file: file, location: "line \(error.line), column \(error.column)", message: error.message)
    }
    _ = try FieldReader(json, file: file, path: "")
    var start: Scenario
    if case .string(let base)? = json["base"] {
      start = try FieldReader.choice(
        base, BuiltInScenarios.all.map { ($0.name, $0) },
        failure: { ScenarioFileError(file: file, location: "base", message: $0) })
      start.expect = nil
    } else {
      start = Scenario(name: defaultName, summary: "", script: [])
      guard json["script"] != nil else {
        throw ScenarioFileError(
          file: file, location: "top level",
          message: "missing \"script\"; give a script of user actions or a \"base\" scenario")
      }
    }
    start.name = defaultName
    return try apply(json, to: start, file: file)
  }

  /// Applies the fields present in `json`, an object shaped like a scenario file, onto
  /// `scenario`, with the same checks as a file. A sweep varies fields this way.
  public static func apply(_ json: JSONValue, to base: Scenario, file: String)
    throws(ScenarioFileError) -> Scenario
  {
    var root = try FieldReader(json, file: file, path: "")
    var scenario = base
    if let reference = try root.string("base") {
      guard BuiltInScenarios.named(reference) != nil else {
        throw root.failure("base", "unknown built-in scenario \(JSONWriter.quoted(reference))")
      }
    }
    if let name = try root.string("name") {
      guard !name.isEmpty, name.count <= 100, !name.contains(where: \.isNewline) else {
        throw root.failure("name", "expected 1 to 100 characters on one line")
      }
      scenario.name = name
    }
    if let summary = try root.string("summary") { scenario.summary = summary }
    if let device = root.value("device") {
      scenario.platform.device = try decodeDevice(
        device, base: scenario.platform.device, root: root)
    }
    if let rate = try root.integer("refreshRate", in: 1...1000, unit: "Hz") {
      guard let refreshRate = RefreshRate(rawValue: rate) else {
        throw root.failure("refreshRate", "\(rate) is not supported; accepted: 60, 120")
      }
      scenario.platform.refreshRate = refreshRate
    }
    if var reader = try root.object("controller") {
      try decodeController(&reader, into: &scenario.controller)
    }
    // The screen first: a framework profile there sets the OS, which `world.os` may override.
    if var reader = try root.object("screen") {
      try decodeScreen(&reader, into: &scenario)
    }
    if var reader = try root.object("world") { try decodeWorld(&reader, into: &scenario.platform) }
    if var reader = try root.object("layout") {
      if let height = try reader.number("composerHeight", in: 0...1000, unit: "pt") {
        scenario.layout.composerHeight = height
      }
      if let height = try reader.number("accessoryHeight", in: 0...1000, unit: "pt") {
        scenario.layout.accessoryHeight = height
      }
      try reader.finish()
    }
    if let steps = try root.array("script") {
      scenario.script = try decodeScript(steps, file: file)
    }
    scenario.duration = try root.milliseconds("duration", minimum: 1) ?? scenario.duration
    if let values = try root.array("expect") {
      scenario.expect = try values.enumerated().map { (index, value) throws(ScenarioFileError) in
        let failure = { ScenarioFileError(file: file, location: "expect[\(index)]", message: $0) }
        guard case .string(let name) = value else {
          throw failure("expected a detector name, found \(value.typeName) \(value.snippet)")
        }
        return try FieldReader.choice(
          name, DetectorID.allCases.map { ($0.rawValue, $0) }, failure: failure)
      }
    }
    if var reader = try root.object("thresholds") {
      try decodeThresholds(&reader, into: &scenario.thresholds)
    }
    try root.finish()
    try validate(scenario, file: file)
    return scenario
  }

  // MARK: Sections

  private static func decodeDevice(_ value: JSONValue, base: Device, root: FieldReader)
    throws(ScenarioFileError) -> Device
  {
    let presets = Device.presets.map { ($0.name, $0) }
    if case .string(let name) = value {
      return try FieldReader.choice(name, presets, failure: { root.failure("device", $0) })
    }
    var reader = try FieldReader(value, file: root.file, path: "device")
    var device = base
    if let name = try reader.string("preset") {
      device = try FieldReader.choice(name, presets, failure: { reader.failure("preset", $0) })
    }
    if let name = try reader.string("name") { device.name = name }
    if let idiom = try reader.choice("idiom", of: Device.Idiom.self) { device.idiom = idiom }
    let fields: [(String, WritableKeyPath<Device, Double>, ClosedRange<Double>)] = [
      ("width", \.width, 100...5000), ("height", \.height, 100...5000),
      ("safeAreaTop", \.safeAreaTop, 0...300), ("safeAreaBottom", \.safeAreaBottom, 0...300),
      ("keyboardHeight", \.keyboardHeight, 0...2000),
      ("suggestionBarHeight", \.suggestionBarHeight, 0...200),
      ("sheetTopGap", \.sheetTopGap, 0...300),
    ]
    for (key, path, range) in fields {
      if let number = try reader.number(key, in: range, unit: "pt") {
        device[keyPath: path] = number
      }
    }
    if let fraction = try reader.number("mediumDetentFraction", in: 0.05...0.95, unit: "fraction") {
      device.mediumDetentFraction = fraction
    }
    try reader.finish()
    guard device.keyboardHeight < device.height,
      device.safeAreaTop + device.safeAreaBottom + device.sheetTopGap < device.height
    else {
      throw ScenarioFileError(
        file: root.file, location: "device",
        message: "the keyboard and the safe areas must fit in the screen height "
          + "\(FixedPoint.compact(device.height)) pt")
    }
    return device
  }

  static func decodeTraits(_ reader: inout FieldReader, into traits: inout KeyboardTraits)
    throws(ScenarioFileError)
  {
    if let type = try reader.choice("type", of: KeyboardTraits.KeyboardType.self) {
      traits.type = type
    }
    if let appearance = try reader.choice("appearance", of: KeyboardTraits.Appearance.self) {
      traits.appearance = appearance
    }
    if let height = try reader.number("accessoryHeight", in: 0...500, unit: "pt") {
      traits.accessoryHeight = height
    }
    try reader.finish()
  }

  private static func decodeController(
    _ reader: inout FieldReader, into options: inout ControllerOptions
  ) throws(ScenarioFileError) {
    if let flag = try reader.bool("prewarm") { options.usesPrewarm = flag }
    if let alpha = try reader.number("prewarmAlpha", in: 0...1, unit: "alpha") {
      options.prewarmAlpha = alpha
    }
    if var traits = try reader.object("prewarmKeyboard") {
      try decodeTraits(&traits, into: &options.prewarmTraits)
    }
    if var traits = try reader.object("composerKeyboard") {
      try decodeTraits(&traits, into: &options.composerTraits)
    }
    let triggers: [(String, ControllerOptions.FocusTrigger)] = [
      ("onAppear", .onAppear), ("afterDelay", .afterDelay(Ticks(milliseconds: 400))),
      ("onContentMount", .onContentMount), ("manual", .manual),
    ]
    if var trigger = try reader.choice("focusTrigger", triggers) {
      if case .afterDelay = trigger, case .afterDelay(let kept) = options.focusTrigger {
        trigger = .afterDelay(kept)
      }
      options.focusTrigger = trigger
    }
    if let delay = try reader.milliseconds("focusDelay") {
      guard case .afterDelay = options.focusTrigger else {
        throw reader.failure(
          "focusDelay",
          "applies only with \"focusTrigger\": \"afterDelay\", not \(options.focusTrigger)")
      }
      options.focusTrigger = .afterDelay(delay)
    }
    let interval: Ticks
    if case .upTo(_, let every) = options.retry {
      interval = every
    } else {
      interval = Ticks(milliseconds: 100)
    }
    if let retries = try reader.integer("retries", in: 0...100, unit: "count") {
      options.retry = retries == 0 ? .none : .upTo(retries, every: interval)
    }
    if let every = try reader.milliseconds("retryInterval", minimum: 1) {
      guard case .upTo(let count, _) = options.retry else {
        throw reader.failure("retryInterval", "applies only when \"retries\" is above 0")
      }
      options.retry = .upTo(count, every: every)
    }
    if let retirement = try reader.choice(
      "prewarmRetirement", of: ControllerOptions.PrewarmRetirement.self)
    {
      options.prewarmRetirement = retirement
    }
    if let detent = try reader.choice("autoOpenDetent", of: ControllerOptions.AutoOpenDetent.self) {
      options.autoOpenDetent = detent
    }
    let detents = Detent.allCases.map { ($0.description, $0) }
    if let detent = try reader.choice("initialDetent", detents) {
      options.initialDetentSelection = detent
    }
    if let values = try reader.array("allowedDetents") {
      var allowed = DetentSet()
      let file = reader.file
      let location = reader.location("allowedDetents")
      for (index, value) in values.enumerated() {
        let failure = {
          ScenarioFileError(file: file, location: location + "[\(index)]", message: $0)
        }
        guard case .string(let name) = value else {
          throw failure("expected a detent name, found \(value.typeName) \(value.snippet)")
        }
        allowed.insert(DetentSet([try FieldReader.choice(name, detents, failure: failure)]))
      }
      guard !allowed.isEmpty else {
        throw reader.failure("allowedDetents", "expected at least one of medium, large")
      }
      options.allowedDetents = allowed
    }
    if let flag = try reader.bool("resetsDetentOnDisappear") {
      options.resetsDetentSelectionOnDisappear = flag
    }
    if let policy = try reader.choice("accessories", of: ControllerOptions.AccessoryPolicy.self) {
      options.accessories = policy
    }
    if let policy = try reader.choice("closeFocus", of: ControllerOptions.CloseFocus.self) {
      options.closeFocus = policy
    }
    if let flag = try reader.bool("resetsPendingOnDisappear") {
      options.resetsPendingOnDisappear = flag
    }
    if let flag = try reader.bool("surfacesFocusFailure") { options.surfacesFocusFailure = flag }
    try reader.finish()
  }

  static func decodeSpring(_ reader: inout FieldReader, into spring: inout Spring)
    throws(ScenarioFileError)
  {
    if let mass = try reader.number("mass", in: 0.001...1000, unit: "kg") { spring.mass = mass }
    if let stiffness = try reader.number("stiffness", in: 0.001...100_000, unit: "N/m") {
      spring.stiffness = stiffness
    }
    if let damping = try reader.number("damping", in: 0...100_000, unit: "N s/m") {
      spring.damping = damping
    }
    if let duration = try reader.number("settlingDuration", in: 1...10_000, unit: "ms") {
      spring.settlingDuration = duration / 1000
    }
    try reader.finish()
  }

  private static func decodeWorld(_ reader: inout FieldReader, into platform: inout Platform)
    throws(ScenarioFileError)
  {
    if let delay = try reader.milliseconds("contentMountDelay") {
      platform.contentMountDelay = delay
    }
    if let latest = try reader.milliseconds("contentMountLatest") {
      platform.contentMountLatest = latest
    }
    if let frames = try reader.integer("focusLandingFrames", in: 0...120, unit: "frames") {
      platform.focusLandingFrames = frames
    }
    if let frames = try reader.integer("focusLandingLatestFrames", in: 0...120, unit: "frames") {
      platform.focusLandingLatestFrames = frames
    }
    if let latency = try reader.milliseconds("keyboardStartLatency") {
      platform.keyboardStartLatency = latency
    }
    if let flag = try reader.bool("hardwareKeyboard") { platform.hardwareKeyboard = flag }
    if let flag = try reader.bool("growsSheetForKeyboard") { platform.growsSheetForKeyboard = flag }
    if let alpha = try reader.number("minimumResponderAlpha", in: 0...1, unit: "alpha") {
      platform.minimumResponderAlpha = alpha
    }
    if let duration = try reader.number("keyboardReportedDuration", in: 0...10_000, unit: "ms") {
      platform.keyboardReportedDuration = duration / 1000
    }
    if let curve = try reader.integer("keyboardCurve", in: 0...15, unit: "curve raw value") {
      platform.keyboardCurve = curve
    }
    if var spring = try reader.object("keyboardSpring") {
      try decodeSpring(&spring, into: &platform.keyboardSpring)
    }
    if var spring = try reader.object("sheetSpring") {
      try decodeSpring(&spring, into: &platform.sheetSpring)
    }
    if let value = reader.value("suggestionBarDelay") {
      if case .null = value {
        platform.suggestionBarDelay = nil
      } else {
        platform.suggestionBarDelay = Ticks(
          milliseconds: try FieldReader.number(
            value, in: 0...FieldReader.maximumMilliseconds, unit: "ms",
            failure: { reader.failure("suggestionBarDelay", $0 + ", or null") }))
      }
    }
    if let flag = try reader.bool("reducedMotion") { platform.reducedMotion = flag }
    if let os = try reader.choice("os", of: OperatingSystem.self) { platform.os = os }
    if let speed = try reader.number(
      "interactiveDismissFlickVelocity", in: 0...100_000, unit: "pt/s")
    {
      platform.interactiveDismissFlickVelocity = speed
    }
    if let fraction = try reader.number(
      "interactiveDismissCloseFraction", in: 0...1, unit: "of the way down")
    {
      platform.interactiveDismissCloseFraction = fraction
    }
    if let width = try reader.number("floatingKeyboardWidth", in: 50...2000, unit: "pt") {
      platform.floatingKeyboardWidth = width
    }
    if let height = try reader.number("floatingKeyboardHeight", in: 50...2000, unit: "pt") {
      platform.floatingKeyboardHeight = height
    }
    if let centre = try reader.number("floatingKeyboardCentre", in: 0...1, unit: "of the height") {
      platform.floatingKeyboardCentre = centre
    }
    try reader.finish()
  }

  private static let actionNames = [
    "present", "close", "dragDismiss", "dragToDetent", "type", "tapField", "dismissKeyboard",
    "leaveScreen", "returnToScreen", "undockKeyboard", "dragList", "tapControl", "pressReturn",
  ]

  private static func decodeScript(_ values: [JSONValue], file: String) throws(ScenarioFileError)
    -> [ScriptStep]
  {
    var steps: [ScriptStep] = []
    for (index, value) in values.enumerated() {
      var reader = try FieldReader(value, file: file, path: "script[\(index)]")
      guard let time = try reader.milliseconds("at") else {
        throw reader.failure("at", "missing; give the time of the action in ms")
      }
      guard let action = try reader.string("action") else {
        throw reader.failure("action", "missing; accepted: " + actionNames.joined(separator: ", "))
      }
      let name = try FieldReader.choice(
        action, actionNames.map { ($0, $0) }, failure: { reader.failure("action", $0) })
      switch name {
      case "present": steps.append(ScriptStep(at: time, .present))
      case "close": steps.append(ScriptStep(at: time, .close))
      case "dragDismiss":
        let distance = try reader.number("distance", in: 0...5000, unit: "pt") ?? 120
        let duration = try reader.milliseconds("duration", minimum: 1) ?? Ticks(milliseconds: 150)
        let commits = try reader.bool("commits") ?? true
        steps.append(
          ScriptStep(
            at: time, .dragDismiss(distance: distance, duration: duration, commits: commits)))
      case "dragToDetent":
        guard
          let detent = try reader.choice("detent", Detent.allCases.map { ($0.description, $0) })
        else { throw reader.failure("detent", "missing; accepted: medium, large") }
        steps.append(ScriptStep(at: time, .dragToDetent(detent)))
      case "tapField":
        let field = try reader.integer("field", in: 0...99, unit: "field index") ?? 0
        steps.append(ScriptStep(at: time, .tapField(field)))
      case "dismissKeyboard": steps.append(ScriptStep(at: time, .dismissKeyboard))
      case "leaveScreen":
        let focusing = try reader.bool("focusesNextField") ?? false
        steps.append(ScriptStep(at: time, .leaveScreen(focusingNextField: focusing)))
      case "returnToScreen": steps.append(ScriptStep(at: time, .returnToScreen))
      case "undockKeyboard": steps.append(ScriptStep(at: time, .undockKeyboard))
      case "dragList":
        steps.append(ScriptStep(at: time, .dragList(try decodeFingerPath(&reader))))
      case "tapControl":
        guard let control = try reader.choice("control", of: Control.self) else {
          throw reader.failure("control", "missing; accepted: save, send")
        }
        steps.append(ScriptStep(at: time, .tapControl(control)))
      case "pressReturn": steps.append(ScriptStep(at: time, .pressReturn))
      default:
        guard let text = try reader.string("text"), !text.isEmpty, text.count <= 1000 else {
          throw reader.failure("text", "missing or empty; give 1 to 1000 characters to type")
        }
        let interval = try reader.milliseconds("interval", minimum: 1) ?? Ticks(milliseconds: 120)
        steps += ScriptStep.typing(text, at: time, interval: interval)
      }
      try reader.finish()
    }
    return steps
  }

  private static func decodeThresholds(
    _ reader: inout FieldReader, into thresholds: inout Thresholds
  )
    throws(ScenarioFileError)
  {
    if let value = try reader.milliseconds("staggerWarning") { thresholds.staggerWarning = value }
    if let value = try reader.milliseconds("staggerError") { thresholds.staggerError = value }
    if let value = try reader.number("bounceWarning", in: 0...1000, unit: "pt") {
      thresholds.bounceWarning = value
    }
    if let value = try reader.number("bounceError", in: 0...1000, unit: "pt") {
      thresholds.bounceError = value
    }
    if let value = try reader.number("restSpeed", in: 0...100_000, unit: "pt/s") {
      thresholds.restSpeed = value
    }
    if let value = try reader.milliseconds("restDuration") { thresholds.restDuration = value }
    if let value = try reader.milliseconds("focusTimeout") { thresholds.focusTimeout = value }
    if let value = try reader.number("accessoryJumpWarning", in: 0...1000, unit: "pt") {
      thresholds.accessoryJumpWarning = value
    }
    if let value = try reader.number("accessoryJumpError", in: 0...1000, unit: "pt") {
      thresholds.accessoryJumpError = value
    }
    let points: [(String, WritableKeyPath<Thresholds, Double>)] = [
      ("driftWarning", \.driftWarning), ("driftError", \.driftError),
      ("settledWarning", \.settledWarning), ("settledError", \.settledError),
    ]
    for (key, path) in points {
      if let value = try reader.number(key, in: 0...1000, unit: "pt") {
        thresholds[keyPath: path] = value
      }
    }
    if let value = try reader.milliseconds("layoutDelayWarning") {
      thresholds.layoutDelayWarning = value
    }
    if let value = try reader.milliseconds("layoutDelayError") {
      thresholds.layoutDelayError = value
    }
    try reader.finish()
    let pairs: [(String, Double, Double)] = [
      ("stagger", thresholds.staggerWarning.milliseconds, thresholds.staggerError.milliseconds),
      ("bounce", thresholds.bounceWarning, thresholds.bounceError),
      ("accessoryJump", thresholds.accessoryJumpWarning, thresholds.accessoryJumpError),
      ("drift", thresholds.driftWarning, thresholds.driftError),
      ("settled", thresholds.settledWarning, thresholds.settledError),
      (
        "layoutDelay", thresholds.layoutDelayWarning.milliseconds,
        thresholds.layoutDelayError.milliseconds
      ),
    ]
    for (name, warning, error) in pairs where warning > error {
      throw reader.failure(
        name + "Warning",
        "\(FixedPoint.compact(warning, places: 3)) is above \(name)Error "
          + "\(FixedPoint.compact(error, places: 3)); a warning threshold must not exceed its error threshold"
      )
    }
  }

  private static func validate(_ scenario: Scenario, file: String) throws(ScenarioFileError) {
    let options = scenario.controller
    if options.autoOpenDetent == .forceLarge && !options.allowedDetents.allows(.large) {
      throw ScenarioFileError(
        file: file, location: "controller.allowedDetents",
        message: "must include large, which \"autoOpenDetent\": \"forceLarge\" opens at")
    }
    if !options.allowedDetents.allows(options.initialDetentSelection) {
      throw ScenarioFileError(
        file: file, location: "controller.initialDetent",
        message:
          "\(options.initialDetentSelection) is not in allowedDetents (\(options.allowedDetents))")
    }
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
}
