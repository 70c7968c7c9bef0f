import ChoreoCore
import ChoreoMachine

extension ScenarioFields {
  /// The app's controller: the pieces of the pattern, each an option.
  static let controller: [ScenarioField] =
    [
      .boolean(
        "controller.prewarm", \.setup.controller.usesPrewarm, owner: .app,
        "Mount a UIKit prewarm responder that takes the keyboard during the presentation."),
      .number(
        "controller.prewarmAlpha", \.setup.controller.prewarmAlpha, in: 0...1, unit: "alpha",
        owner: .app, "The prewarm's alpha; at 0.01 or below UIKit refuses it first responder."),
    ] + traits("controller.prewarmKeyboard", \.setup.controller.prewarmTraits)
    + traits("controller.composerKeyboard", \.setup.controller.composerTraits)
    + focusAndRetry + [
      .choice(
        "controller.prewarmRetirement", \.setup.controller.prewarmRetirement, owner: .app,
        "When the prewarm is removed: only when focus lands, or on the attempt."),
      .choice(
        "controller.autoOpenDetent", \.setup.controller.autoOpenDetent, owner: .app,
        "Which detent an auto-focused open presents at."),
      ScenarioField(
        "controller.initialDetent", owner: .app, accepted: "one of medium, large",
        summary: "The presenter's detent selection before the first presentation.",
        read: { value, scenario, at throws(ScenarioFileError) in
          scenario.setup.controller.initialDetentSelection = try at.choice(value, detents)
        },
        write: { .string($0.controller.initialDetentSelection.description) }),
      ScenarioField(
        "controller.allowedDetents", owner: .app, accepted: "a list of medium, large",
        summary: "The detents the sheet allows (`presentationDetents`).",
        read: { value, scenario, at throws(ScenarioFileError) in
          var allowed = DetentSet()
          for (index, element) in try at.elements(of: value).enumerated() {
            allowed.insert(DetentSet([try at.element(index).choice(element, detents)]))
          }
          guard !allowed.isEmpty else {
            throw at.failure("expected at least one of medium, large")
          }
          scenario.setup.controller.allowedDetents = allowed
        },
        write: {
          .array($0.controller.allowedDetents.detents.map { .string($0.description) })
        }),
      .boolean(
        "controller.resetsDetentOnDisappear",
        \.setup.controller.resetsDetentSelectionOnDisappear, owner: .app,
        "Reset the detent selection to large when the sheet disappears."),
      .choice(
        "controller.accessories", \.setup.controller.accessories, owner: .app,
        "How focus-collapsing accessories behave during the auto-open."),
      .choice(
        "controller.closeFocus", \.setup.controller.closeFocus, owner: .app,
        "When the close control clears focus."),
      .milliseconds(
        "controller.closeDismissDelay", \.setup.controller.closeDismissDelay, owner: .app,
        "For clearFocusThenDismissAfterDelay: how long after clearing focus the sheet dismisses."),
      .boolean(
        "controller.resetsPendingOnDisappear", \.setup.controller.resetsPendingOnDisappear,
        owner: .app, "Reset the pending flag when the sheet disappears."),
      .boolean(
        "controller.surfacesFocusFailure", \.setup.controller.surfacesFocusFailure, owner: .app,
        "Tell the person when the retries are exhausted and focus never landed."),
    ]

  private static let detents = Detent.allCases.map { ($0.description, $0) }

  /// The focus trigger, its delay, the retries and their interval: each pair's second field
  /// applies only with a value of the first, and is written only then.
  private static let focusAndRetry: [ScenarioField] = [
    ScenarioField(
      "controller.focusTrigger", owner: .app,
      accepted: "one of " + triggers.map(\.0).joined(separator: ", "),
      summary: "When the controller first sets the real field's focus.",
      read: { value, scenario, at throws(ScenarioFileError) in
        var trigger = try at.choice(value, triggers)
        // Choosing afterDelay again keeps the delay already set.
        if case .afterDelay = trigger, case .afterDelay(let kept) = scenario.controller.focusTrigger
        {
          trigger = .afterDelay(kept)
        }
        scenario.setup.controller.focusTrigger = trigger
      },
      write: { .string($0.controller.focusTrigger.fileName) }),
    ScenarioField(
      "controller.focusDelay", owner: .app,
      accepted: ScenarioField.range(0...ScenarioFile.maximumMilliseconds, unit: "ms")
        + ", with focusTrigger afterDelay",
      unit: "ms", summary: "The wait before the first focus attempt, for afterDelay.",
      read: { value, scenario, at throws(ScenarioFileError) in
        let delay = try at.milliseconds(value)
        guard scenario.controller.focusTrigger.isDelay else {
          throw at.failure(
            "applies only with \"focusTrigger\": \"afterDelay\", not \(scenario.controller.focusTrigger)"
          )
        }
        scenario.setup.controller.focusTrigger = .afterDelay(delay)
      },
      write: { scenario in
        guard case .afterDelay(let delay) = scenario.controller.focusTrigger else { return nil }
        return .number(delay.milliseconds)
      }),
    ScenarioField(
      "controller.retries", owner: .app, accepted: "a whole number, 0 to 100 (count)",
      unit: "count", summary: "Retries while focus has not landed; 0 for one attempt.",
      read: { value, scenario, at throws(ScenarioFileError) in
        let retries = try at.integer(value, in: 0...100, unit: "count")
        let interval = scenario.controller.retry.interval ?? Ticks(milliseconds: 100)
        scenario.setup.controller.retry = retries == 0 ? .none : .upTo(retries, every: interval)
      },
      write: { .number(Double($0.controller.retry.retries)) }),
    ScenarioField(
      "controller.retryInterval", owner: .app,
      accepted: ScenarioField.range(1...ScenarioFile.maximumMilliseconds, unit: "ms")
        + ", with retries above 0",
      unit: "ms", summary: "The wait between retries.",
      read: { value, scenario, at throws(ScenarioFileError) in
        let every = try at.milliseconds(value, minimum: 1)
        guard case .upTo(let count, _) = scenario.controller.retry else {
          throw at.failure("applies only when \"retries\" is above 0")
        }
        scenario.setup.controller.retry = .upTo(count, every: every)
      },
      write: { $0.controller.retry.interval.map { .number($0.milliseconds) } }),
  ]

  private static let triggers: [(String, ControllerOptions.FocusTrigger)] =
    [.onAppear, .afterDelay(Ticks(milliseconds: 400)), .onContentMount, .manual, .defaultFocus].map
  {
    ($0.fileName, $0)
  }

  /// A text input's keyboard traits under `key`.
  static func traits(
    _ key: String, _ path: WritableKeyPath<Scenario, KeyboardTraits> & Sendable
  ) -> [ScenarioField] {
    FileField.traits.map { $0.lifted(into: path, under: key, owner: .app) }
  }
}

extension ControllerOptions.FocusTrigger {
  /// The trigger's name in a file, without its delay: `afterDelay`.
  var fileName: String {
    switch self {
    case .onAppear: "onAppear"
    case .afterDelay: "afterDelay"
    case .onContentMount: "onContentMount"
    case .manual: "manual"
    case .defaultFocus: "defaultFocus"
    }
  }

  /// Whether the trigger is a fixed delay.
  var isDelay: Bool {
    if case .afterDelay = self { true } else { false }
  }
}

extension ControllerOptions.RetryPolicy {
  /// The interval between retries, when there are any.
  var interval: Ticks? {
    if case .upTo(_, let every) = self { every } else { nil }
  }
}
