import ChoreoCore
import ChoreoPlatform

extension ScenarioFields {
  /// The device and its display: `device` (a preset's name, or an object of these fields) and
  /// `refreshRate`.
  static let device: [ScenarioField] = [
    ScenarioField(
      "device", owner: .device,
      accepted: "a preset's name (" + Device.presets.map(\.name).joined(separator: ", ")
        + ") or an object of the fields below",
      summary: "The device simulated.",
      read: { value, scenario, at throws(ScenarioFileError) in
        // An object's fields are read one by one; a name picks a preset whole.
        if case .object = value { return }
        guard case .string(let name) = value else {
          throw at.failure("expected an object, found \(value.typeName)")
        }
        scenario.setup.platform.device = try at.choice(name, presets)
      },
      write: { _ in nil }),
    ScenarioField(
      "device.preset", owner: .device,
      accepted: "one of " + Device.presets.map(\.name).joined(separator: ", "),
      summary: "A preset to start from; the other fields override it.",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.setup.platform.device = try at.choice(value, presets)
      },
      write: { _ in nil }),
    ScenarioField(
      "device.name", owner: .device, accepted: "a string", summary: "The device's name.",
      read: { value, scenario, at throws(ScenarioFileError) in
        scenario.setup.platform.device.name = try at.string(value)
      },
      write: { .string($0.platform.device.name) }),
    .choice(
      "device.idiom", \.setup.platform.device.idiom, owner: .device,
      "An iPhone or an iPad: only an iPad's keyboard undocks.",
      source: "<doc:PlatformFacts#Undocked-keyboard>"),
    .number(
      "device.width", \.setup.platform.device.width, in: 100...5000, unit: "pt", owner: .device,
      "Screen width.", source: "<doc:PlatformFacts#Devices>"),
    .number(
      "device.height", \.setup.platform.device.height, in: 100...5000, unit: "pt",
      owner: .device, "Screen height.", source: "<doc:PlatformFacts#Devices>"),
    .number(
      "device.safeAreaTop", \.setup.platform.device.safeAreaTop, in: 0...300, unit: "pt",
      owner: .device, "Top safe area.", source: "<doc:PlatformFacts#Safe-areas>"),
    .number(
      "device.safeAreaBottom", \.setup.platform.device.safeAreaBottom, in: 0...300, unit: "pt",
      owner: .device, "Bottom safe area; 0 on home-button phones.",
      source: "<doc:PlatformFacts#Safe-areas>"),
    .number(
      "device.keyboardHeight", \.setup.platform.device.keyboardHeight, in: 0...2000, unit: "pt",
      owner: .device, "Docked keyboard height with the suggestion bar and the bottom safe area.",
      source: "<doc:PlatformFacts#Keyboard-heights>"),
    .number(
      "device.suggestionBarHeight", \.setup.platform.device.suggestionBarHeight, in: 0...200,
      unit: "pt", owner: .device, "Height of the QuickType suggestion bar.",
      source: "<doc:PlatformFacts#Suggestion-bar>"),
    .number(
      "device.sheetTopGap", \.setup.platform.device.sheetTopGap, in: 0...300, unit: "pt",
      owner: .device, "Gap above a large sheet where the presenting view peeks out.",
      source: "<doc:PlatformFacts#Detents>"),
    .number(
      "device.mediumDetentFraction", \.setup.platform.device.mediumDetentFraction,
      in: 0.05...0.95, unit: "fraction", owner: .device,
      "The medium detent as a fraction of the largest sheet height.",
      source: "<doc:PlatformFacts#Detents>"),
    ScenarioField(
      "refreshRate", owner: .device, accepted: "60 or 120 (Hz)", unit: "Hz",
      summary: "How often frames are sampled: the display's refresh rate.",
      source: "<doc:PlatformFacts#Frame-budgets>",
      read: { value, scenario, at throws(ScenarioFileError) in
        let rate = try at.integer(value, in: 1...1000, unit: "Hz")
        guard let refreshRate = RefreshRate(rawValue: rate) else {
          throw at.failure("\(rate) is not supported; accepted: 60, 120")
        }
        scenario.setup.platform.refreshRate = refreshRate
      },
      write: { .number(Double($0.platform.refreshRate.rawValue)) }),
  ]

  private static let presets = Device.presets.map { ($0.name, $0) }
}
