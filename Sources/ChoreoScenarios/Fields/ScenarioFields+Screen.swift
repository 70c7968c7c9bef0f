import ChoreoCore
import ChoreoPlatform

extension ScenarioFields {
  /// The app's screen around the text input: container, content and keyboard avoidance.
  static let screen: [ScenarioField] =
    [
      ScenarioField(
        "screen.container", owner: .app,
        accepted: "one of " + Screen.Container.allCases.map(\.rawValue).joined(separator: ", "),
        summary: "The presentation context of the view that holds the text input.",
        precedence: .profile,
        read: { value, scenario, at throws(ScenarioFileError) in
          scenario.setup.screen.container = try at.choice(
            value, Screen.Container.allCases.map { ($0.rawValue, $0) })
        },
        write: { .string($0.screen.container.rawValue) }),
      ScenarioField(
        "screen.viewOffset", owner: .app, accepted: ScenarioField.range(0...2000, unit: "pt"),
        unit: "pt", summary: "For offset-child: how far below its parent's top the view starts.",
        read: { value, scenario, at throws(ScenarioFileError) in
          scenario.setup.screen.viewOffset = try at.number(value, in: 0...2000, unit: "pt")
        },
        write: {
          $0.screen.container == .offsetChild ? .number($0.screen.viewOffset) : nil
        }),
      ScenarioField(
        "screen.framework", owner: .app,
        accepted: "one of " + FrameworkProfile.ID.allCases.map(\.rawValue).joined(separator: ", ")
          + ", or null",
        summary:
          "A framework whose defaults the screen starts from; the other fields override them.",
        precedence: .profile,
        read: { value, scenario, at throws(ScenarioFileError) in
          if case .null = value {
            scenario.setup.screen.framework = nil
            return
          }
          let id = try at.choice(value, FrameworkProfile.ID.allCases.map { ($0.rawValue, $0) })
          FrameworkProfile.profile(id).apply(
            to: &scenario.setup.screen, platform: &scenario.setup.platform)
        },
        write: { $0.screen.framework.map { .string($0.rawValue) } ?? .null }),
      .choice("screen.content", \.setup.screen.content, owner: .app, "What the screen shows."),
      .choice(
        "screen.avoidance", \.setup.screen.avoidance, owner: .app,
        "How the layout avoids the keyboard."),
      .integer(
        "screen.followLagFrames", \.setup.screen.followLagFrames, in: 0...60, unit: "frames",
        owner: .app, "For follows-keyboard: how many frames the read position lags."),
      .optionalNumber(
        "screen.reservedHeight", \.setup.screen.reservedHeight, in: 0...2000, unit: "pt",
        owner: .app, "For reserves-fixed-height: the height reserved; null: the keyboard's."),
      .choice(
        "screen.messageList", \.setup.screen.messageList, owner: .app,
        "How the chat's message list follows the composer."),
      .choice(
        "screen.dismissMode", \.setup.screen.dismissMode, owner: .app,
        "How dragging the message list puts the keyboard away."),
      .choice(
        "screen.persistTaps", \.setup.screen.persistTaps, owner: .app,
        "What a tap on a control does while the keyboard is up."),
      .choice(
        "screen.focusOnReturn", \.setup.screen.focusOnReturn, owner: .app,
        "Where the screen focuses its field again when it comes back: none, or which callback."),
      .choice(
        "screen.returnFocusOrder", \.setup.screen.returnFocusOrder, owner: .app,
        "How the return key moves focus on: focus the next field, or resign first."),
      .boolean(
        "screen.endsEditingOnDisappear", \.setup.screen.endsEditingOnDisappear, owner: .app,
        "End editing when the screen disappears, so the keyboard hides with notifications."),
      .integer(
        "screen.avoidanceApplications", \.setup.screen.avoidanceApplications, in: 1...4,
        unit: "views", owner: .app, "How many views apply the avoidance inset."),
      ScenarioField(
        "screen.fields", owner: .app, accepted: "a list of 1 to 30 field objects",
        summary: "The form's fields, top to bottom (written for forms only).",
        read: { value, scenario, at throws(ScenarioFileError) in
          scenario.setup.screen.fields = try FormFieldsCodec.decode(value, at: at)
        },
        write: { scenario in
          scenario.screen.content == .form ? FormFieldsCodec.encode(scenario.screen.fields) : nil
        }),
      ScenarioField(
        "screen.handler", owner: .app, accepted: "an object of the fields below, or null",
        summary: "The app's own keyboard-notification observers; null: none.",
        read: { value, scenario, at throws(ScenarioFileError) in
          if case .null = value {
            scenario.setup.screen.handler = nil
            return
          }
          _ = try at.members(of: value)
          if scenario.screen.handler == nil { scenario.setup.screen.handler = .seed004 }
        },
        write: { $0.screen.handler == nil ? .null : .object([]) }),
    ] + handler

  /// The keyboard handler's fields, each read and written only when the screen has a handler.
  private static let handler: [ScenarioField] = [
    handlerField(
      .choices(
        "screen.handler.observes", \.observedNames, owner: .app,
        "The notifications observed; all of them run the same handler.",
        aliases: KeyboardNotificationName.allCases.flatMap { name in
          let full = "keyboard" + name.rawValue.prefix(1).uppercased() + name.rawValue.dropFirst()
          return [(full, name), (full + "Notification", name)]
        },
        aliasNote: " (or as UIKit and a trace name them: keyboardWillShow, "
          + "keyboardWillShowNotification, ...)")),
    handlerField(
      ScenarioField(
        "screen.handler.animation", owner: .app, accepted: AnimationCodec.accepted,
        summary: "How the handler animates its layout change.",
        read: { value, scenario, at throws(ScenarioFileError) in
          scenario.handler.animation = try AnimationCodec.decode(value, at: at)
        },
        write: { AnimationCodec.encode($0.handler.animation) })),
    handlerField(
      ScenarioField(
        "screen.handler.reducedMotionAnimation", owner: .app,
        accepted: AnimationCodec.accepted + ", or null",
        summary: "The animation used instead with Reduce Motion on; null keeps the other.",
        read: { value, scenario, at throws(ScenarioFileError) in
          if case .null = value {
            scenario.handler.reducedMotionAnimation = nil
            return
          }
          scenario.handler.reducedMotionAnimation = try AnimationCodec.decode(value, at: at)
        },
        write: { $0.handler.reducedMotionAnimation.map(AnimationCodec.encode) ?? .null })),
    handlerField(
      .choice(
        "screen.handler.measure", \.handler.measure, owner: .app,
        "What the handler measures from the notification.")),
    handlerField(
      ScenarioField(
        "screen.handler.subtractsSafeArea", owner: .app, accepted: "true, false or \"twice\"",
        summary:
          "Whether the view's bottom safe area is subtracted from what was measured, or twice.",
        read: { value, scenario, at throws(ScenarioFileError) in
          switch value {
          case .bool(let flag): scenario.handler.subtractsSafeArea = flag ? .once : .none
          case .string("twice"): scenario.handler.subtractsSafeArea = .twice
          default:
            throw at.failure(
              "expected true, false or \"twice\", found \(value.typeName) \(value.snippet)")
          }
        },
        write: { scenario in
          switch scenario.handler.subtractsSafeArea {
          case .none: .bool(false)
          case .once: .bool(true)
          case .twice: .string("twice")
          }
        })),
    handlerField(
      .number(
        "screen.handler.subtractsConstant", \.handler.subtractsConstant, in: 0...2000,
        unit: "pt", owner: .app,
        "A height written into the code that the handler takes off, such as a tab bar's.")),
    handlerField(
      .choice(
        "screen.handler.application", \.handler.application, owner: .app,
        "How successive notifications combine: take the last, keep the first, add each, or add "
          + "the difference.")),
    handlerField(
      .boolean(
        "screen.handler.forwardsOnlyWhileFocused", \.handler.forwardsOnlyWhileFocused,
        owner: .app,
        "Animate keyboard events only while the field is first responder; others snap.")),
    handlerField(
      .choices(
        "screen.handler.registeredIn", \.handler.registeredIn, owner: .app,
        "Where observers are added: once in each place listed.")),
    handlerField(
      .choice(
        "screen.handler.removal", \.handler.removal, owner: .app, "When they are removed.")),
    handlerField(
      .boolean(
        "screen.handler.resetsVisibilityOnDisappear", \.handler.resetsVisibilityOnDisappear,
        owner: .app, "Whether viewWillDisappear sets isKeyboardVisible to false.")),
  ]

  /// `field`, written only when the screen has a handler.
  private static func handlerField(_ field: ScenarioField) -> ScenarioField {
    ScenarioField(
      field.key, owner: field.owner, accepted: field.accepted, unit: field.unit,
      summary: field.summary,
      read: field.read, write: { $0.screen.handler == nil ? nil : field.write($0) })
  }
}

extension Scenario {
  /// The screen's keyboard handler, read and written by the handler's fields once the
  /// `screen.handler` field has made sure there is one.
  var handler: KeyboardHandler {
    get { setup.screen.handler ?? .seed004 }
    set { setup.screen.handler = newValue }
  }

  /// The handler's observed notifications in declaration order, as a file lists them.
  var observedNames: [KeyboardNotificationName] {
    get { handler.observes.sorted() }
    set { handler.observes = Set(newValue) }
  }
}
