import ChoreoCore
import ChoreoPlatform

extension ScenarioFields {
  /// The simulated platform's timings and behaviours (`world`), each a sourced default.
  static let world: [ScenarioField] =
    [
      .milliseconds(
        "world.contentMountDelay", \.setup.platform.contentMountDelay, owner: .platform,
        "Time from the content appearing to the real field mounting; 0: part of the first render.",
        source: "<doc:PlatformFacts#Content-mount>"),
      .milliseconds(
        "world.contentMountLatest", \.setup.platform.contentMountLatest, owner: .platform,
        "The latest an exploration lets the real field mount.",
        source: "<doc:PlatformFacts#Focus-delays-in-the-wild>"),
      .integer(
        "world.focusLandingFrames", \.setup.platform.focusLandingFrames, in: 0...120,
        unit: "frames", owner: .platform, "Frames between setting SwiftUI focus and it landing.",
        source: "<doc:PlatformFacts#Focus-landing>"),
      .integer(
        "world.focusLandingLatestFrames", \.setup.platform.focusLandingLatestFrames, in: 0...120,
        unit: "frames", owner: .platform, "The most frames an exploration lets focus take.",
        source: "<doc:PlatformFacts#Focus-landing>"),
      .milliseconds(
        "world.keyboardStartLatency", \.setup.platform.keyboardStartLatency, owner: .platform,
        "Delay before the keyboard starts to move; 2 to 4 s for the first focus after a reboot.",
        source: "<doc:PlatformFacts#Cold-start>"),
      .boolean(
        "world.hardwareKeyboard", \.setup.platform.hardwareKeyboard, owner: .device,
        "A hardware keyboard is attached: no software keyboard, focus still lands.",
        source: "<doc:PlatformFacts#Hardware-keyboard>"),
      ScenarioField(
        "world.growsSheetForKeyboard", owner: .platform, accepted: "true, false or null",
        summary:
          "A sheet resting below its largest detent grows to it when the keyboard shows; null: "
          + "as the OS version does.",
        source: "<doc:PlatformFacts#Medium-detent-shove>",
        read: { value, scenario, at throws(ScenarioFileError) in
          if case .null = value {
            scenario.setup.platform.growsSheetForKeyboard = nil
          } else {
            scenario.setup.platform.growsSheetForKeyboard = try at.boolean(value)
          }
        },
        write: { $0.platform.growsSheetForKeyboard.map { .bool($0) } ?? .null }),
      ScenarioField(
        "world.osVersion", owner: .platform,
        accepted: "one of " + OSVersion.allCases.map(\.rawValue).joined(separator: ", ")
          + ", or null",
        summary: "The iOS release, whose documented behaviours it switches on; null: none.",
        source: "<doc:PlatformFacts#OS-versions>",
        read: { value, scenario, at throws(ScenarioFileError) in
          if case .null = value {
            scenario.setup.platform.osVersion = nil
            return
          }
          // A version reads as written, as a number (`--vary world.osVersion=18.0,26.0`), or
          // without its `.0`.
          let options =
            OSVersion.allCases.map { ($0.rawValue, $0) }
            + OSVersion.allCases.filter { $0.rawValue.hasSuffix(".0") }.map {
              (String($0.rawValue.dropLast(2)), $0)
            }
          if case .number(let number, _) = value {
            if let match = OSVersion.allCases.first(where: { Double($0.rawValue) == number }) {
              scenario.setup.platform.osVersion = match
            } else {
              scenario.setup.platform.osVersion = try at.choice(
                FixedPoint.compact(number), options)
            }
            return
          }
          scenario.setup.platform.osVersion = try at.choice(value, options)
        },
        write: { $0.platform.osVersion.map { .string($0.rawValue) } ?? .null }),
      .milliseconds(
        "world.crossFadeDidShowDelay", \.setup.platform.crossFadeDidShowDelay, owner: .platform,
        "With iOS 26 and Reduce Motion, how late keyboardDidShow follows the cross-fade.",
        source: "<doc:PlatformFacts#OS-versions>"),
      .number(
        "world.minimumResponderAlpha", \.setup.platform.minimumResponderAlpha, in: 0...1,
        unit: "alpha", owner: .platform,
        "At or below this alpha a view cannot become first responder.",
        source: "<doc:PlatformFacts#Prewarm-alpha>"),
      .number(
        "world.keyboardReportedDuration", \.setup.platform.keyboardReportedDuration,
        in: 0...10_000, unit: "ms", owner: .platform,
        "The duration keyboard notifications report.", source: "<doc:PlatformFacts#Keyboard-curve>",
        storedPer: 1000),
      .integer(
        "world.keyboardCurve", \.setup.platform.keyboardCurve, in: 0...15,
        unit: "curve raw value", owner: .platform, "The curve keyboard notifications report.",
        source: "<doc:PlatformFacts#Keyboard-curve>"),
    ] + spring("world.keyboardSpring", \.setup.platform.keyboardSpring)
    + spring("world.sheetSpring", \.setup.platform.sheetSpring) + [
      ScenarioField(
        "world.suggestionBarDelay", owner: .platform,
        accepted: ScenarioField.range(0...ScenarioFile.maximumMilliseconds, unit: "ms")
          + ", or null",
        unit: "ms",
        summary: "When the suggestion bar arrives after the keyboard starts; null: at once.",
        source: "<doc:PlatformFacts#Suggestion-bar>",
        read: { value, scenario, at throws(ScenarioFileError) in
          if case .null = value {
            scenario.setup.platform.suggestionBarDelay = nil
            return
          }
          do throws(ScenarioFileError) {
            scenario.setup.platform.suggestionBarDelay = try at.milliseconds(value)
          } catch {
            throw at.failure(error.message + ", or null")
          }
        },
        write: { $0.platform.suggestionBarDelay.map { .number($0.milliseconds) } ?? .null }),
      .milliseconds(
        "world.screenTransitionDuration", \.setup.platform.screenTransitionDuration,
        owner: .platform,
        "How long a push or a modal's dismissal takes, viewWillAppear to viewDidAppear.",
        source: "<doc:PlatformFacts#Sheet-presentation-spring>"),
      .boolean(
        "world.reducedMotion", \.setup.platform.reducedMotion, owner: .device,
        "Reduce Motion is on; the keyboard still slides.",
        source: "<doc:PlatformFacts#Reduce-Motion>"),
      .number(
        "world.floatingKeyboardWidth", \.setup.platform.floatingKeyboardWidth, in: 50...2000,
        unit: "pt", owner: .platform, "Width of an undocked, floating iPad keyboard.",
        source: "<doc:PlatformFacts#Undocked-keyboard>"),
      .number(
        "world.floatingKeyboardHeight", \.setup.platform.floatingKeyboardHeight, in: 50...2000,
        unit: "pt", owner: .platform, "Height of the floating keyboard.",
        source: "<doc:PlatformFacts#Undocked-keyboard>"),
      .number(
        "world.floatingKeyboardCentre", \.setup.platform.floatingKeyboardCentre, in: 0...1,
        unit: "of the height", owner: .platform,
        "Where the floating keyboard's centre sits, from the top of the screen.",
        source: "<doc:PlatformFacts#Undocked-keyboard>"),
      .choice(
        "world.os", \.setup.platform.os, owner: .platform,
        "The operating system; it decides which framework features exist."),
      .number(
        "world.interactiveDismissFlickVelocity", \.setup.platform.interactiveDismissFlickVelocity,
        in: 0...100_000, unit: "pt/s", owner: .platform,
        "Release speed above which an interactive keyboard drag closes the keyboard.",
        source: "<doc:PlatformFacts#Interactive-dismissal>"),
      .number(
        "world.interactiveDismissCloseFraction", \.setup.platform.interactiveDismissCloseFraction,
        in: 0...1, unit: "of the way down", owner: .platform,
        "How far down a slow release must leave the keyboard for it to close.",
        source: "<doc:PlatformFacts#Interactive-dismissal>"),
    ]

  /// A platform spring's fields under `key`.
  static func spring(_ key: String, _ path: WritableKeyPath<Scenario, Spring> & Sendable)
    -> [ScenarioField]
  {
    FileField.spring.map {
      $0.lifted(
        into: path, under: key, owner: .platform, source: "<doc:PlatformFacts#Keyboard-curve>")
    }
  }
}
