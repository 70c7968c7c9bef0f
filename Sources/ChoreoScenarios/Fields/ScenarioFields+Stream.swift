import ChoreoCore
import ChoreoPlatform

extension ScenarioFields {
  /// The sizes of the presentation contexts (`world.presentation`), each a sourced default or a
  /// labelled assumption.
  static let presentation: [ScenarioField] = FileField.presentation.map {
    $0.lifted(
      into: \.setup.platform.presentation, under: "world.presentation", owner: .platform,
      source: "<doc:PlatformFacts#Presentation-contexts>")
  }

  /// How the keyboard's notifications depart from one `willShow` and one `didShow`
  /// (`world.stream`); the defaults are the plain stream.
  static let stream: [ScenarioField] = [
    .optionalNumber(
      "world.stream.initialHeight", \.setup.platform.stream.initialHeight, in: 0...2000,
      unit: "pt", owner: .device,
      "The height a shaped show first reports and rises to; null: the keyboard's own.",
      source: "<doc:PlatformFacts#Notification-stream>"),
    ScenarioField(
      "world.stream.steps", owner: .device, accepted: "a list of 0 to 20 step objects",
      summary: "Further notifications of a shaped show: after, height, notification, duration.",
      source: "<doc:PlatformFacts#Notification-stream>",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.setup.platform.stream.steps = try StreamStepsCodec.decode(value, at: at)
      },
      write: { StreamStepsCodec.encode($0.platform.stream.steps) }),
    .choice(
      "world.stream.scope", \.setup.platform.stream.scope, owner: .device,
      "Which shows the initial height and the steps shape: the first of the session, or every.",
      source: "<doc:PlatformFacts#Notification-stream>"),
    .boolean(
      "world.stream.stepsPostDid", \.setup.platform.stream.stepsPostDid, owner: .device,
      "Each step's will is followed by its own did, as overlapping will/did cycles.",
      source: "<doc:PlatformFacts#Notification-stream>"),
    .optionalNumber(
      "world.stream.firstBeginHeight", \.setup.platform.stream.firstBeginHeight, in: 0...2000,
      unit: "pt", owner: .device,
      "The begin frame's height on the session's first show; null: the end frame's.",
      source: "<doc:PlatformFacts#Notification-stream>"),
    .choice(
      "world.stream.suggestionBarArrival", \.setup.platform.stream.suggestionBarArrival,
      owner: .device, "How the suggestion bar arrives: a frame change, or an instant show.",
      source: "<doc:PlatformFacts#Suggestion-bar>"),
    .optionalNumber(
      "world.stream.shortcutBarHeight", \.setup.platform.stream.shortcutBarHeight, in: 0...500,
      unit: "pt", owner: .device,
      "With a hardware keyboard, the shortcut bar's height on screen; null: no bar.",
      source: "<doc:PlatformFacts#Notification-stream>"),
    .choice(
      "world.stream.undockedFrame", \.setup.platform.stream.undockedFrame, owner: .device,
      "What an undocked keyboard's end frame reports.",
      source: "<doc:PlatformFacts#Notification-stream>"),
    .boolean(
      "world.stream.repostsOnFocusChange", \.setup.platform.stream.repostsOnFocusChange,
      owner: .device,
      "Focus moving to another field with the same keyboard posts a full show cycle.",
      source: "<doc:PlatformFacts#Notification-stream>"),
  ]
}

extension FileField where Root == PresentationGeometry {
  /// The sizes of the presentation contexts.
  static let presentation: [FileField<PresentationGeometry>] = [
    size("tabBarHeight", \.tabBarHeight, "A tab bar's height above the bottom safe area."),
    size("toolbarHeight", \.toolbarHeight, "A bottom toolbar's height above the safe area."),
    size("formSheetWidth", \.formSheetWidth, "An iPad form sheet's width."),
    size("formSheetHeight", \.formSheetHeight, "An iPad form sheet's height."),
    size(
      "formSheetKeyboardMargin", \.formSheetKeyboardMargin,
      "How far above the keyboard a form sheet moves."),
    size("pageSheetWidth", \.pageSheetWidth, "An iPad page sheet's width."),
    size("pageSheetTopGap", \.pageSheetTopGap, "The gap above an iPad page sheet."),
    size("popoverWidth", \.popoverWidth, "A popover's width."),
    .number(
      "popoverHeightFraction", \.popoverHeightFraction, in: 0.05...1,
      unit: "of the screen's height", owner: .platform, "A popover's height."),
    size("splitColumnWidth", \.splitColumnWidth, "An iPad split view's primary column width."),
  ]

  /// A size in points, from 0 to 5000.
  private static func size(
    _ key: String, _ path: WritableKeyPath<PresentationGeometry, Double> & Sendable,
    _ summary: String
  ) -> FileField {
    .number(key, path, in: 0...5000, unit: "pt", owner: .platform, summary)
  }
}
