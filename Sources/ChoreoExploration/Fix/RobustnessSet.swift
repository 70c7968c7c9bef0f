import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline

/// The variants a fix must also be clean in: the platform's latency windows at their earliest
/// and latest (the content mount, the focus landing), the other refresh rate, on a phone two
/// other phones (a home-button one and a large one), and what the person may do next (the
/// keyboard put away and the field tapped again while the screen rests, and a second
/// presentation), so that a fix that holds only at the scenario's exact timings, or only for its
/// exact script, is called fragile.
public struct RobustnessSet: Sendable {
  /// One variant: what it changes, as `field=value`, and the changes.
  public struct Variant: Sendable {
    /// `world.contentMountDelay=600`.
    public var label: String
    /// The field and its value.
    var changes: [(ScenarioField, JSONValue)]
    /// The script that replaces the scenario's, for a variant of what the person does.
    var script: [ScriptStep]? = nil
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
    for (label, script) in Self.scriptVariants(of: scenario.script) {
      variants.append(Variant(label: label, changes: [], script: script))
    }
    self.variants = variants
  }

  /// What the person may do after the scenario's script, each a complete script: the keyboard put
  /// away and the field tapped again while the screen rests (before a sheet's close, or after a
  /// screen's last step), and, for a sheet that is closed, the whole script again.
  static func scriptVariants(of script: [ScriptStep]) -> [(label: String, script: [ScriptStep])] {
    guard let last = script.last?.time else { return [] }
    let second = Ticks(milliseconds: 1000)
    var variants: [(String, [ScriptStep])] = []
    let presents = script.contains { $0.action == .present }
    let exit = script.firstIndex { step in
      if case .close = step.action { return true }
      if case .dragDismiss = step.action { return true }
      return false
    }
    if presents {
      // Put away at the close's time, tapped again 0.7 s later, the close 1.4 s later than it was.
      let at = exit.map { script[$0].time } ?? last + second
      let shift = Ticks(milliseconds: 1400)
      let refocus =
        script.filter { $0.time < at }
        + [
          ScriptStep(at: at, .dismissKeyboard),
          ScriptStep(at: at + Ticks(milliseconds: 700), .tapField(0)),
        ]
        + script.filter { $0.time >= at }.map { ScriptStep(at: $0.time + shift, $0.action) }
      variants.append(("script: keyboard put away and the field tapped again", refocus))
      if exit != nil {
        let offset = last + Ticks(milliseconds: 1500)
        let again = script + script.map { ScriptStep(at: $0.time + offset, $0.action) }
        variants.append(("script: presented a second time", again))
      }
    } else {
      let refocus =
        script + [
          ScriptStep(at: last + second, .tapField(0)),
          ScriptStep(at: last + second + Ticks(milliseconds: 1100), .dismissKeyboard),
        ]
      variants.append(("script: the field tapped again and the keyboard put away", refocus))
    }
    return variants
  }

  /// The first variant that breaks `scenario`, a fix of a run whose error findings were
  /// `removed`, with its findings, and how many variants were run.
  ///
  /// A timing or device variant breaks it with any error finding. A script variant breaks it when
  /// one of the `removed` findings comes back on a step of the kind the scenario's own script
  /// takes: what the person newly does (a tap on the field in a script that never taps it) may
  /// show failures the scenario never reached, and those are the scenario's to pin, not a sign
  /// that this fix does not hold.
  func firstBreak(of scenario: Scenario, removing removed: [DetectorID]) -> (
    breakage: (variant: String, findings: [DetectorID])?, runs: Int
  ) {
    let own = Set(scenario.script.map(\.action))
    for (index, variant) in variants.enumerated() {
      let breaking: [DetectorID]
      if let script = variant.script {
        var varied = scenario
        varied.script = script
        varied.setup.duration = nil
        let findings = FixSearch.findings(of: varied).filter { finding in
          // The step the finding follows: the last one at or before it.
          let step = script.last { $0.time <= finding.time }
          return finding.severity == .error && removed.contains(finding.detector)
            && step.map { own.contains($0.action) } != false
        }
        breaking = Array(Set(findings.map(\.detector))).sorted()
      } else {
        guard let outcome = FixSearch.outcome(of: scenario, applying: variant.changes) else {
          continue
        }
        breaking = outcome.errors
      }
      if !breaking.isEmpty { return ((variant.label, breaking), index + 1) }
    }
    return (nil, variants.count)
  }
}
