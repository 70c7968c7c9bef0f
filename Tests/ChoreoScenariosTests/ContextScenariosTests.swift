import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

/// The presentation-context and stream scenarios find what the geometry says, by the amount it
/// says, and name the cause (<doc:PlatformFacts#Presentation-contexts>,
/// <doc:PlatformFacts#Notification-stream>).
@Suite("Context and stream scenarios")
struct ContextScenariosTests {
  struct Row: Sendable, CustomStringConvertible {
    var scenario: Scenario
    var detector: DetectorID
    /// The amount, worked out from the device and the presentation sizes.
    var magnitude: Double
    /// What the message must name.
    var cause: String
    var description: String { scenario.name }
  }

  static let phone = Device.iPhone14Pro
  static let pad = Device.iPad11
  static let sizes = PresentationGeometry.standard
  /// How far the phone's keyboard lifts a full-screen layout: its height less the safe area.
  static let lift = phone.keyboardHeight - phone.safeAreaBottom

  static let rows: [Row] = [
    Row(
      scenario: BuiltInScenarios.tabBarSafeAreaIgnored, detector: .doubleInset,
      magnitude: sizes.tabBarHeight + phone.safeAreaBottom,
      cause: "the tab bar's 49 pt and the bottom safe area's 34 pt counted again"),
    Row(
      scenario: BuiltInScenarios.tabBarSafeAreaTwice, detector: .covered,
      magnitude: sizes.tabBarHeight + phone.safeAreaBottom,
      cause: "the tab bar's 49 pt and the bottom safe area's 34 pt taken off though"),
    Row(
      scenario: BuiltInScenarios.opaqueTabBarFrameHeight, detector: .doubleInset,
      magnitude: sizes.tabBarHeight + phone.safeAreaBottom,
      cause: "the tab bar's 49 pt and the bottom safe area's 34 pt, already below this view"),
    Row(
      scenario: BuiltInScenarios.offsetChildFrameHeight, detector: .covered, magnitude: 100,
      cause: "the view's bottom lies 100 pt below the screen"),
    Row(
      scenario: BuiltInScenarios.pushTabBarHiddenConstant, detector: .covered,
      magnitude: sizes.tabBarHeight, cause: "the handler's hard-coded constant's 49 pt taken off"),
    Row(
      scenario: BuiltInScenarios.iPadFormSheetFrameHeight, detector: .doubleInset,
      magnitude: pad.keyboardHeight, cause: "below the form sheet"),
    Row(
      scenario: BuiltInScenarios.popoverFrameHeight, detector: .doubleInset,
      // The popover ends at (1 + 0.8) / 2 of the screen: the rest lies below it.
      magnitude: pad.height * (1 - sizes.popoverHeightFraction) / 2,
      cause: "below the popover"),
    Row(
      scenario: BuiltInScenarios.shortcutBarFrameHeight, detector: .doubleInset,
      magnitude: phone.keyboardHeight - 55, cause: "off the screen, counted as keyboard"),
    Row(
      scenario: BuiltInScenarios.firstShowBurstAdding, detector: .doubleInset,
      magnitude: 2 * lift, cause: "counted 3 times"),
    Row(
      // Focus reverses 23 times after the first show: 24 willShows, each adding the lift.
      scenario: BuiltInScenarios.focusReversalIncrements, detector: .doubleInset,
      magnitude: 23 * lift, cause: "the keyboard's 302 pt counted 24 times"),
    Row(
      scenario: BuiltInScenarios.suggestionBarIgnored, detector: .covered,
      magnitude: phone.suggestionBarHeight,
      cause: "the show before the suggestion bar arrived reported 44 pt less than the keyboard"),
    Row(
      scenario: BuiltInScenarios.thirdPartyKeyboardKeepFirst, detector: .covered, magnitude: lift,
      cause: "the keyboard's first notification reported"),
    Row(
      scenario: BuiltInScenarios.firstShowBeginHeight, detector: .covered,
      magnitude: phone.keyboardHeight - 288, cause: "the first show's begin frame reported"),
    Row(
      scenario: BuiltInScenarios.undockedFrameHeight, detector: .phantomInset,
      magnitude: PlatformProfile.standard.floatingKeyboardHeight - pad.safeAreaBottom,
      cause: "the floating keyboard's"),
    Row(
      scenario: BuiltInScenarios.splitColumnViewOverlap, detector: .phantomInset,
      magnitude: PlatformProfile.standard.floatingKeyboardHeight - pad.safeAreaBottom,
      cause: "counted as if it were docked"),
  ]

  @Test("each failing scenario finds the geometry's amount and names its cause", arguments: rows)
  func magnitude(row: Row) throws {
    var simulation = Simulation(scenario: row.scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: row.scenario.thresholds)
    let finding = try #require(findings.first { $0.detector == row.detector })
    #expect(abs(finding.magnitude - row.magnitude) < 0.5, "\(finding.magnitude)")
    #expect(finding.message.contains(row.cause), "\(finding.message)")
  }

  @Test(
    "the layout guide holds in every context, on the phone and the iPad",
    arguments: Screen.Container.allCases.filter { !$0.isSheet }, [phone, pad])
  func layoutGuideEverywhere(container: Screen.Container, device: Device) {
    var scenario = BuiltInScenarios.offsetChildLayoutGuide
    scenario.screen.container = container
    scenario.platform.device = device
    var simulation = Simulation(scenario: scenario)
    let errors = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
      .filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
  }

  @Test(
    "the keyboard's height is wrong by the offset in an offset child, whatever the offset",
    arguments: [40.0, 100.0, 180.0])
  func offsetFollowsGeometry(offset: Double) throws {
    var scenario = BuiltInScenarios.offsetChildFrameHeight
    scenario.screen.viewOffset = offset
    var simulation = Simulation(scenario: scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    let covered = try #require(findings.first { $0.detector == .covered })
    #expect(abs(covered.magnitude - offset) < 0.5)
  }

  @Test(
    "a tab bar's double inset follows the keyboard-independent bar height",
    arguments: [BuiltInScenarios.tabBarSafeAreaIgnored, BuiltInScenarios.opaqueTabBarFrameHeight],
    [291.0, 336.0, 380.0])
  func tabBarAcrossKeyboards(scenario: Scenario, keyboardHeight: Double) throws {
    var scenario = scenario
    scenario.platform.device.keyboardHeight = keyboardHeight
    var simulation = Simulation(scenario: scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    let gap = try #require(findings.first { $0.detector == .doubleInset })
    #expect(abs(gap.magnitude - (Self.sizes.tabBarHeight + Self.phone.safeAreaBottom)) < 0.5)
  }

  /// How many times a handler in a translucent tab takes the safe area off, and what follows.
  struct SubtractionRow: Sendable, CustomStringConvertible {
    var subtraction: KeyboardHandler.SafeAreaSubtraction
    /// The errors found, each as detector and rounded magnitude, or "clean".
    var outcome: String
    var description: String { "\(subtraction)" }
  }

  @Test(
    "in a translucent tab, the safe area taken off none, once or twice gives three outcomes",
    arguments: [
      SubtractionRow(subtraction: .none, outcome: "double-inset 83"),
      SubtractionRow(subtraction: .once, outcome: "clean"),
      SubtractionRow(subtraction: .twice, outcome: "covered 83"),
    ])
  func translucentTabSubtractions(row: SubtractionRow) {
    var scenario = BuiltInScenarios.tabBarViewOverlap
    scenario.screen.handler?.measure = .frameHeight
    scenario.screen.handler?.subtractsSafeArea = row.subtraction
    var simulation = Simulation(scenario: scenario)
    let errors = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
      .filter { $0.severity == .error }
    let read = errors.map { "\($0.detector.rawValue) \(Int($0.magnitude.rounded()))" }
      .sorted().joined(separator: ", ")
    #expect((read.isEmpty ? "clean" : read) == row.outcome)
  }
}
