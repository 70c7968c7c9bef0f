import ChoreoTestSupport
import Testing

@testable import ChoreoDetectors

/// The registry lists every detector once, in ``DetectorID`` order, so a detector is added in one
/// place (its file) and one row (the registry).
@Suite("Detector registry")
struct DetectorRegistryTests {
  @Test("every identifier has exactly its detector, in declaration order")
  func registryOrder() {
    #expect(Detectors.all.map(\.id) == DetectorID.allCases)
    for id in DetectorID.allCases {
      #expect(Detectors.detector(for: id).id == id)
      #expect(id.info.id == id)
      #expect(!id.info.definition.isEmpty)
    }
  }
}
