import ChoreoCore
import ChoreoPlatform
import ChoreoRecorder
import ChoreoScenarios
import ChoreoTimeline

/// What a ``RecordingDecoder`` has read so far, one line at a time: the trace being assembled,
/// the warnings, the clock's origin, and what the lines show the recording holds.
struct RecordingDecodeState {
  var assembler = TraceAssembler()
  var warnings: [ImportWarning] = []
  var summary = ""
  var origin: Double?
  var lastTime = Ticks.zero
  var frameLines = 0
  var entryLines = 0
  var sawHeader = false
  var observed: TraceContents = []

  var usable: Bool { entryLines + frameLines > 0 }

  mutating func read(_ line: String, number: Int, isLast: Bool) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(line)
    } catch {
      warnings.append(
        ImportWarning(
          line: number,
          isLast
            ? "the line is cut short (the recording ended mid-line); ignored"
            : "not a JSON object (\(error.message)); ignored"))
      return
    }
    guard case .object(let members) = value else {
      warnings.append(ImportWarning(line: number, "expected an object, found \(value.typeName)"))
      return
    }
    let fields = LineFields(members: members)
    do throws(RecordingIssue) {
      let kindName = try fields.string("kind")
      guard let kind = RecordingFormat.Kind(rawValue: kindName) else {
        throw RecordingIssue("unknown line kind \(JSONWriter.quoted(kindName)); kept, not used")
      }
      if kind == .header {
        try header(fields, line: number)
        return
      }
      let time = try self.time(fields, line: number)
      switch kind {
      case .header: break
      case .frame: try frame(fields, at: time)
      case .user: try user(fields, members: members, at: time)
      case .event, .app, .note: try entry(kind, fields, at: time)
      }
    } catch {
      warnings.append(ImportWarning(line: number, error.message))
    }
  }

  /// The line's time on the trace's clock, never earlier than the line before.
  private mutating func time(_ fields: LineFields, line: Int) throws(RecordingIssue) -> Ticks {
    let seconds = try fields.number("t")
    if origin == nil {
      origin = seconds
      if sawHeader == false {
        warnings.append(
          ImportWarning(
            line: line, "no header line; the device is taken as iphone-14-pro at 120 Hz"))
        sawHeader = true
      }
    }
    let offset = seconds - (origin ?? seconds)
    guard let time = RecordingLimits.time(seconds: offset) else {
      throw RecordingIssue(RecordingLimits.outOfBounds(offset))
    }
    if time < lastTime {
      warnings.append(
        ImportWarning(line: line, "t goes back \(lastTime - time) ms; taken as the line before's"))
      return lastTime
    }
    lastTime = time
    return time
  }

  private mutating func header(_ fields: LineFields, line: Int) throws(RecordingIssue) {
    guard !sawHeader else { throw RecordingIssue("a second header; ignored") }
    sawHeader = true
    let format = try fields.string("format")
    guard format == RecordingFormat.name else {
      throw RecordingIssue(
        "format: expected \(JSONWriter.quoted(RecordingFormat.name)), found \(JSONWriter.quoted(format))"
      )
    }
    let version = try fields.integer("version")
    if version > RecordingFormat.version {
      warnings.append(
        ImportWarning(
          line: line,
          "version \(version) is newer than \(RecordingFormat.version); read as \(RecordingFormat.version)"
        ))
    }
    origin = try fields.optionalNumber("t")
    assembler.name = try fields.optionalString("name") ?? "recording"
    summary = try fields.optionalString("summary") ?? ""
    if let device = try? fields.object("device") { assembler.device = try Self.device(device) }
    if let rate = try fields.optionalNumber("refreshRate") {
      guard let whole = Int(exactly: rate), let refreshRate = RefreshRate(rawValue: whole) else {
        throw RecordingIssue(
          "refreshRate: \(FixedPoint.compact(rate)) is not supported; accepted: 60, 120")
      }
      assembler.refreshRate = refreshRate
    }
    if let layout = try? fields.object("layout") {
      assembler.layout = SheetLayout(
        composerHeight: try layout.optionalNumber("composerHeight") ?? 52,
        accessoryHeight: try layout.optionalNumber("accessoryHeight") ?? 44)
    }
    if case .array(let views)? = fields["views"] {
      for case .object(let members) in views {
        let view = LineFields(members: members)
        let name = try view.string("name")
        let role = try view.choice("role", TraceAssembler.Role.self)
        assembler.roles[name] = role
        if role == .field { assembler.fieldNames.append(name) }
      }
    }
    if case .array(let names)? = fields["records"] {
      for case .string(let name) in names {
        if let known = TraceContents.named.first(where: { $0.name == name }) {
          assembler.contents.insert(known.contents)
        } else {
          warnings.append(
            ImportWarning(
              line: line, "records: unknown content \(JSONWriter.quoted(name)); ignored"))
        }
      }
    }
  }

  private static func device(_ fields: LineFields) throws(RecordingIssue) -> Device {
    let base =
      (try fields.optionalString("name")).flatMap(Device.preset(named:)) ?? .iPhone14Pro
    var device = base
    device.name = try fields.optionalString("name") ?? base.name
    if let idiom = try fields.optionalString("idiom") {
      device.idiom = idiom == "pad" ? .pad : .phone
    }
    device.width = try fields.optionalNumber("width") ?? base.width
    device.height = try fields.optionalNumber("height") ?? base.height
    device.safeAreaTop = try fields.optionalNumber("safeAreaTop") ?? base.safeAreaTop
    device.safeAreaBottom = try fields.optionalNumber("safeAreaBottom") ?? base.safeAreaBottom
    device.keyboardHeight = try fields.optionalNumber("keyboardHeight") ?? base.keyboardHeight
    device.suggestionBarHeight =
      try fields.optionalNumber("suggestionBarHeight") ?? base.suggestionBarHeight
    device.sheetTopGap = try fields.optionalNumber("sheetTopGap") ?? base.sheetTopGap
    device.mediumDetentFraction =
      try fields.optionalNumber("mediumDetentFraction") ?? base.mediumDetentFraction
    return device
  }

  private mutating func entry(
    _ kind: RecordingFormat.Kind, _ fields: LineFields, at time: Ticks
  ) throws(RecordingIssue) {
    let id = try fields.optionalInteger("id")
    let cause = try fields.optionalInteger("cause")
    if cause != nil { observed.insert(.causes) }
    let happening: Happening
    switch kind {
    case .event: happening = .event(try HappeningCodec.event(fields))
    case .note: happening = .note(try HappeningCodec.note(fields))
    default:
      guard let action = try HappeningCodec.app(fields) else {
        // The app's visibility flag is a frame's state, not an entry.
        assembler.visibilityMarks.append((time, try fields.boolean("visible")))
        entryLines += 1
        return
      }
      happening = action
    }
    observe(happening)
    assembler.add(happening, at: time, id: id, cause: cause)
    entryLines += 1
  }

  private mutating func user(
    _ fields: LineFields, members: [(key: String, value: JSONValue)], at time: Ticks
  ) throws(RecordingIssue) {
    let id = try fields.optionalInteger("id")
    let cause = try fields.optionalInteger("cause")
    let action = try fields.string("action")
    if action == "tap" || action == "drag" {
      guard
        let mapped = try RecorderTouch.action(
          fields, roles: assembler.roles, fields: assembler.fieldNames)
      else {
        throw RecordingIssue(
          "a \(action) on \(try fields.optionalString("target").map { JSONWriter.quoted($0) } ?? "no registered view"); kept, not used"
        )
      }
      observe(.user(mapped))
      assembler.add(.user(mapped), at: time, id: id, cause: cause)
      entryLines += 1
      return
    }
    let steps: [ScriptStep]
    do throws(ScenarioFileError) {
      steps = try UserActionCodec.decode(
        members, at: time, file: "", location: "", otherKeys: ["kind", "t", "id", "cause"])
    } catch {
      throw RecordingIssue(error.message)
    }
    for step in steps {
      observe(.user(step.action))
      assembler.add(.user(step.action), at: step.time, id: id, cause: cause)
    }
    entryLines += 1
  }

  /// Notes what an entry shows the recording holds.
  mutating func observe(_ happening: Happening) {
    switch happening {
    case .user: observed.insert(.personActions)
    case .effect: observed.insert(.appActions)
    case .handler: observed.insert(.handlerRuns)
    case .note(let note):
      switch note {
      case .keystrokeDelivered: observed.insert(.keystrokes)
      case .controlActivated, .tapClosedKeyboard: observed.insert(.controls)
      case .returnKeyPressed: observed.insert(.returnKeys)
      case .keyboardTraitsChanged: observed.insert(.traits)
      default: break
      }
    case .event(let event):
      if event.keyboardNotification != nil { observed.insert(.keyboardNotifications) }
      switch event.kind {
      case .focusDidLand, .focusDidLeave, .prewarmDidBecomeFirstResponder:
        observed.insert(.responders)
      case .sheetDidSettle, .detentDidChange, .sheetDidDismiss: observed.insert(.sheetEvents)
      default: break
      }
    }
  }
}
