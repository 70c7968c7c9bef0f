import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoRecorder
import ChoreoScenarios
import ChoreoTimeline

/// Writes a trace entry's ``ChoreoTimeline/Happening`` as a recording line's kind and fields, and
/// reads it back: the one place the recording's vocabulary meets the model's.
///
/// Events, the app's actions and the platform's notes are named as the trace names them
/// (`keyboardWillShow`, `setFocus`, `keystrokeDelivered`); the person's actions are written as a
/// scenario file's script writes them.
enum HappeningCodec {
  /// The line kind and fields that write `happening`.
  static func encode(_ happening: Happening) -> (
    RecordingFormat.Kind, [(key: String, value: JSONValue)]
  ) {
    switch happening {
    case .user(let action): (.user, UserActionCodec.encode(action))
    case .event(let event): (.event, encode(event))
    case .effect(let effect): (.app, encode(effect))
    case .handler(let run): (.app, encode(run))
    case .note(let note): (.note, encode(note))
    }
  }

  private static func named(_ name: String) -> (key: String, value: JSONValue) {
    ("name", .string(name))
  }

  // MARK: Events

  static func encode(_ event: ControllerEvent) -> [(key: String, value: JSONValue)] {
    var fields = [named(event.kind.name)]
    if case .detentDidChange(let detent) = event {
      fields.append(("detent", .string(detent.description)))
    }
    if let note = event.keyboardNotification {
      fields += [
        ("begin", RecordingLine.rect(note.beginFrame)), ("end", RecordingLine.rect(note.endFrame)),
        ("duration", .number(note.duration)), ("curve", .number(Double(note.curve))),
      ]
    }
    return fields
  }

  static let eventKinds = Dictionary(
    ControllerEvent.Kind.allCases.map { ($0.name, $0) },
    uniquingKeysWith: { first, _ in first })

  static func event(_ fields: LineFields) throws(RecordingIssue) -> ControllerEvent {
    let name = try fields.string("name")
    guard let kind = eventKinds[name] else {
      throw RecordingIssue("name: unknown event \(JSONWriter.quoted(name))")
    }
    func note() throws(RecordingIssue) -> KeyboardNotification {
      let end = try fields.rect("end")
      return KeyboardNotification(
        beginFrame: (try? fields.rect("begin")) ?? end, endFrame: end,
        duration: try fields.optionalNumber("duration") ?? 0.25,
        curve: try fields.optionalInteger("curve") ?? 7)
    }
    switch kind {
    case .detentDidChange:
      let detent = try fields.string("detent")
      guard let value = Detent.allCases.first(where: { $0.description == detent }) else {
        throw RecordingIssue(
          "detent: unknown value \(JSONWriter.quoted(detent)); accepted: medium, large")
      }
      return .detentDidChange(value)
    case .keyboardWillShow: return .keyboardWillShow(try note())
    case .keyboardDidShow: return .keyboardDidShow(try note())
    case .keyboardWillChangeFrame: return .keyboardWillChangeFrame(try note())
    case .keyboardDidChangeFrame: return .keyboardDidChangeFrame(try note())
    case .keyboardWillHide: return .keyboardWillHide(try note())
    case .keyboardDidHide: return .keyboardDidHide(try note())
    case .presentTapped, .contentDidAppear, .contentDidMount, .prewarmDidMoveToWindow,
      .prewarmDidBecomeFirstResponder, .prewarmDidResignFirstResponder, .focusDelayDidElapse,
      .retryIntervalDidElapse, .closeDelayDidElapse, .focusDidLand, .focusDidLeave, .sheetDidSettle,
      .closeTapped, .dragDismissBegan, .dragDismissCancelled, .sheetDidDismiss:
      return .representative(of: kind)
    }
  }

  // MARK: The app's actions

  static func encode(_ effect: Effect) -> [(key: String, value: JSONValue)] {
    let name = named(effect.name.rawValue)
    switch effect {
    case .present(let detent, let allowed):
      return [
        name, ("detent", .string(detent.description)),
        ("allowed", .array(Detent.allCases.filter(allowed.allows).map { .string($0.description) })),
      ]
    case .becomeFirstResponder(let responder), .setFocus(let responder):
      return [name, ("responder", .string(responder.rawValue))]
    case .startTimer(let timer, let after):
      return [name, ("timer", .string(timer.rawValue)), ("after", .number(after.milliseconds))]
    case .cancelTimer(let timer): return [name, ("timer", .string(timer.rawValue))]
    case .mountPrewarm, .retirePrewarm, .collapseAccessories, .expandAccessories, .clearFocus,
      .dismiss, .surfaceFocusFailure:
      return [name]
    }
  }

  static func encode(_ run: HandlerRun) -> [(key: String, value: JSONValue)] {
    [
      named("handler"), ("notification", .string(run.notification.rawValue)),
      ("registration", .number(Double(run.registration))),
      ("screenVisible", .bool(run.screenVisible)),
      ("offset", run.offset.map { .number($0) } ?? .null),
      ("keyboardVisible", .bool(run.keyboardVisible)),
    ]
  }

  /// The app's action `fields` describes: an effect, a handler run, or (`nil`) a mark the
  /// trace keeps elsewhere, such as the visibility flag.
  static func app(_ fields: LineFields) throws(RecordingIssue) -> Happening? {
    let name = try fields.string("name")
    if let effect = Effect.Name(rawValue: name) { return .effect(try self.effect(effect, fields)) }
    switch name {
    case "handler":
      return .handler(
        HandlerRun(
          notification: try fields.choice("notification", KeyboardNotificationName.self),
          registration: try fields.integer("registration"),
          screenVisible: (try? fields.boolean("screenVisible")) ?? true,
          offset: try fields.optionalNumber("offset"),
          keyboardVisible: (try? fields.boolean("keyboardVisible")) ?? false))
    case "visibility": return nil
    default:
      let names = Effect.Name.allCases.map(\.rawValue) + ["handler", "visibility"]
      throw RecordingIssue(
        "name: unknown app action \(JSONWriter.quoted(name)); accepted: "
          + names.joined(separator: ", "))
    }
  }

  /// The effect called `name`, with its payload read from `fields`.
  private static func effect(_ name: Effect.Name, _ fields: LineFields) throws(RecordingIssue)
    -> Effect
  {
    switch name {
    case .present:
      let detent = try detentNamed(try fields.optionalString("detent") ?? "large")
      var allowed = DetentSet()
      if case .array(let names)? = fields["allowed"] {
        for case .string(let text) in names { allowed.insert(DetentSet([try detentNamed(text)])) }
      }
      return .present(detent, allowed: allowed.isEmpty ? DetentSet([detent]) : allowed)
    case .mountPrewarm: return .mountPrewarm
    case .becomeFirstResponder: return .becomeFirstResponder(try responder(fields))
    case .setFocus: return .setFocus(try responder(fields))
    case .retirePrewarm: return .retirePrewarm
    case .collapseAccessories: return .collapseAccessories
    case .expandAccessories: return .expandAccessories
    case .startTimer:
      return .startTimer(
        try fields.choice("timer", AppTimer.self), after: try fields.milliseconds("after"))
    case .cancelTimer: return .cancelTimer(try fields.choice("timer", AppTimer.self))
    case .clearFocus: return .clearFocus
    case .dismiss: return .dismiss
    case .surfaceFocusFailure: return .surfaceFocusFailure
    }
  }

  private static func detentNamed(_ text: String) throws(RecordingIssue) -> Detent {
    guard let detent = Detent.allCases.first(where: { $0.description == text }) else {
      throw RecordingIssue("unknown detent \(JSONWriter.quoted(text)); accepted: medium, large")
    }
    return detent
  }

  private static func responder(_ fields: LineFields) throws(RecordingIssue) -> Responder {
    // A real app names its own fields; any of them is the app's field to the model.
    let name = try fields.optionalString("responder") ?? "composer"
    return Responder(rawValue: name) ?? .composer
  }

  // MARK: The platform's notes

  static func encode(_ note: WorldNote) -> [(key: String, value: JSONValue)] {
    switch note {
    case .focusRequestDropped(let reason):
      return [named("focusRequestDropped"), ("reason", .string(reason.rawValue))]
    case .focusRequestDeferred: return [named("focusRequestDeferred")]
    case .firstResponderRefused(let responder, let reason):
      var fields = [named("firstResponderRefused"), ("responder", .string(responder.rawValue))]
      if case .transparent(let alpha) = reason { fields.append(("alpha", .number(alpha))) }
      return fields
    case .keystrokeDelivered(let character, let responder, let visible):
      return [
        named("keystrokeDelivered"), ("character", .string(String(character))),
        ("to", responder.map { .string($0.rawValue) } ?? .null), ("visible", .bool(visible)),
      ]
    case .keyboardTraitsChanged(let from, let to, let atHandoff):
      return [
        named("keyboardTraitsChanged"), ("from", traits(from)), ("to", traits(to)),
        ("atHandoff", .bool(atHandoff)),
      ]
    case .focusFailureSurfaced: return [named("focusFailureSurfaced")]
    case .keyboardLeftWithoutNotice: return [named("keyboardLeftWithoutNotice")]
    case .effectIgnored(let reason): return [named("effectIgnored"), ("reason", .string(reason))]
    case .actionIgnored(let reason): return [named("actionIgnored"), ("reason", .string(reason))]
    case .focusMoved(let from, let to):
      return [named("focusMoved"), ("from", .number(Double(from))), ("to", .number(Double(to)))]
    case .dismissModeUnavailable(let mode, let os):
      return [
        named("dismissModeUnavailable"), ("mode", .string(mode.rawValue)),
        ("os", .string(os.rawValue)),
      ]
    case .interactiveDismissReleased(let closes, let velocity):
      return [
        named("interactiveDismissReleased"), ("closes", .bool(closes)),
        ("velocity", .number(velocity)),
      ]
    case .controlActivated(let control):
      return [named("controlActivated"), ("control", .string(control.rawValue))]
    case .tapClosedKeyboard(let control):
      return [named("tapClosedKeyboard"), ("control", .string(control.rawValue))]
    case .returnKeyPressed(let field, let label, let result):
      return [
        named("returnKeyPressed"), ("field", .number(Double(field))),
        ("label", .string(label.rawValue)), ("result", .string(result.rawValue)),
      ]
    }
  }

  private static func traits(_ traits: KeyboardTraits) -> JSONValue {
    .object([
      ("type", .string(traits.type.rawValue)), ("appearance", .string(traits.appearance.rawValue)),
      ("accessoryHeight", .number(traits.accessoryHeight)),
    ])
  }

  private static func traits(_ fields: LineFields) throws(RecordingIssue) -> KeyboardTraits {
    KeyboardTraits(
      type: try fields.choice("type", KeyboardTraits.KeyboardType.self),
      appearance: try fields.choice("appearance", KeyboardTraits.Appearance.self),
      accessoryHeight: try fields.number("accessoryHeight"))
  }

  static func note(_ fields: LineFields) throws(RecordingIssue) -> WorldNote {
    let name = try fields.string("name")
    switch name {
    case "focusRequestDropped":
      let reason = try fields.string("reason")
      return .focusRequestDropped(WorldNote.DropReason(rawValue: reason) ?? .composerNotMounted)
    case "focusRequestDeferred": return .focusRequestDeferred
    case "firstResponderRefused":
      let responder = try fields.choice("responder", Responder.self)
      let alpha = try fields.optionalNumber("alpha")
      return .firstResponderRefused(
        responder, alpha.map { .transparent(alpha: $0) } ?? .notInWindow)
    case "keystrokeDelivered":
      let text = try fields.string("character")
      guard let character = text.first, text.count == 1 else {
        throw RecordingIssue("character: expected one character, found \(JSONWriter.quoted(text))")
      }
      let to = try fields.optionalString("to").map { Responder(rawValue: $0) ?? .composer }
      return .keystrokeDelivered(character, to: to, visible: try fields.boolean("visible"))
    case "keyboardTraitsChanged":
      return .keyboardTraitsChanged(
        from: try traits(try fields.object("from")), to: try traits(try fields.object("to")),
        atHandoff: (try? fields.boolean("atHandoff")) ?? true)
    case "focusFailureSurfaced": return .focusFailureSurfaced
    case "keyboardLeftWithoutNotice": return .keyboardLeftWithoutNotice
    case "effectIgnored": return .effectIgnored(try fields.string("reason"))
    case "actionIgnored": return .actionIgnored(try fields.string("reason"))
    case "focusMoved":
      return .focusMoved(from: try fields.integer("from"), to: try fields.integer("to"))
    case "dismissModeUnavailable":
      return .dismissModeUnavailable(
        try fields.choice("mode", KeyboardDismissMode.self),
        try fields.choice("os", OperatingSystem.self))
    case "interactiveDismissReleased":
      return .interactiveDismissReleased(
        closes: try fields.boolean("closes"), velocity: try fields.number("velocity"))
    case "controlActivated": return .controlActivated(try fields.choice("control", Control.self))
    case "tapClosedKeyboard": return .tapClosedKeyboard(try fields.choice("control", Control.self))
    case "returnKeyPressed":
      let result = try fields.string("result")
      guard let outcome = ReturnResult(rawValue: result) else {
        throw RecordingIssue("result: unknown value \(JSONWriter.quoted(result))")
      }
      return .returnKeyPressed(
        field: try fields.integer("field"), label: try fields.choice("label", ReturnKey.self),
        result: outcome)
    default: throw RecordingIssue("name: unknown note \(JSONWriter.quoted(name))")
    }
  }
}
