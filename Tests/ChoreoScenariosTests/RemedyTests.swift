import ChoreoScenarios
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

/// Every detector tells a developer what to write, in UIKit and SwiftUI at least, citing the page
/// that documents the API.
@Suite("Remedies")
struct RemedyTests {
  @Test("every detector has a UIKit and a SwiftUI remedy, each with code and a web source")
  func everyDetectorHasRemedies() {
    for id in DetectorID.allCases {
      let remedies = id.info.remedies
      #expect(remedies.contains { $0.framework == .uiKit }, "\(id) has no UIKit remedy")
      #expect(remedies.contains { $0.framework == .swiftUI }, "\(id) has no SwiftUI remedy")
      for remedy in remedies {
        #expect(!remedy.summary.isEmpty && !remedy.code.isEmpty, "\(id) \(remedy.framework)")
        #expect(remedy.source.link.hasPrefix("https://"), "\(id) \(remedy.framework)")
      }
      #expect(
        Set(remedies.map(\.framework)).count == remedies.count, "\(id) repeats a framework")
    }
  }

  @Test("a finding's remedy is its framework's, else UIKit's")
  func remedyForFramework() {
    let remedies = DetectorID.stagger.info.remedies
    #expect(remedies.remedy(for: .swiftUI)?.framework == .swiftUI)
    #expect(remedies.remedy(for: nil)?.framework == .uiKit)
  }
}

/// The remedy a run prints is in the framework its scenario names.
@Suite("Remedies of the built-ins")
struct BuiltInRemedyTests {
  @Test(
    "every error finding of a built-in that names a framework has a remedy in that framework",
    arguments: BuiltInScenarios.all.filter { $0.screen.framework != nil }.map(\.name))
  func builtInFramework(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let framework = try #require(scenario.screen.framework)
    var simulation = Simulation(scenario: scenario)
    let findings = Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
    for finding in findings {
      #expect(
        finding.detector.info.remedies.remedy(for: framework)?.framework == framework,
        "\(finding.detector) has no \(framework.rawValue) remedy")
    }
  }
}
