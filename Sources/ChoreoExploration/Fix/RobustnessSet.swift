import ChoreoCore
import ChoreoDetectors
import ChoreoScenarios

/// The variants a fix must also be clean in: the platform's latency windows at their earliest
/// and latest (the content mount, the focus landing), the other refresh rate, and on a phone two
/// other phones (a home-button one and a large one), so that a fix that holds only at the
/// scenario's exact timings is called fragile.
public struct RobustnessSet: Sendable {
  /// One variant: what it changes, as `field=value`, and the changes.
  public struct Variant: Sendable {
    /// `world.contentMountDelay=600`.
    public var label: String
    /// The field and its value.
    var changes: [(ScenarioField, JSONValue)]
  }

  /// The variants, in the order tried.
  public var variants: [Variant]

  /// The robustness set of `scenario`.
  public init(of scenario: Scenario) {
    let platform = scenario.platform
    var variants: [Variant] = []
    func add(_ key: String, _ value: JSONValue) {
      guard let field = ScenarioFields.field(key), field.value(in: scenario) != value else {
        return
      }
      let text = JSONWriter(style: .compact).string(value)
      variants.append(Variant(label: "\(key)=\(text)", changes: [(field, value)]))
    }
    if let window = platform.contentMountWindow {
      add("world.contentMountDelay", .number(window.lowerBound.milliseconds))
      add("world.contentMountDelay", .number(window.upperBound.milliseconds))
    }
    let landing = platform.focusLandingWindow
    add("world.focusLandingFrames", .number(Double(landing.lowerBound)))
    add("world.focusLandingFrames", .number(Double(landing.upperBound)))
    for rate in RefreshRate.allCases where rate != platform.refreshRate {
      add("refreshRate", .number(Double(rate.rawValue)))
    }
    if platform.device.idiom == .phone {
      for device in [Device.iPhoneSE, .iPhone13ProMax] where device.name != platform.device.name {
        add("device", .string(device.name))
      }
    }
    self.variants = variants
  }

  /// The first variant `scenario` has an error finding in, with its findings, and how many
  /// variants were run.
  func firstBreak(of scenario: Scenario) -> (
    breakage: (variant: String, findings: [DetectorID])?, runs: Int
  ) {
    for (index, variant) in variants.enumerated() {
      guard let outcome = FixSearch.outcome(of: scenario, applying: variant.changes) else {
        continue
      }
      if !outcome.errors.isEmpty { return ((variant.label, outcome.errors), index + 1) }
    }
    return (nil, variants.count)
  }
}
