import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoCommands

/// `verify` proves invariants over every timing; it must not read as a clean bill for a sheet
/// whose motion fails, so it names the detectors' errors it does not cover and where to see them.
@Suite("What verify says it does not check")
struct VerifyCommandTests {
  @Test("a staggering sheet's verify names stagger and bounce as not checked and points to check")
  func staggeringSheet() {
    let output = Choreo.main(["verify", "naive-delayed-focus"]).standardOutput
    #expect(output.contains("not checked here: the detectors"))
    #expect(output.contains("'choreo check naive-delayed-focus'"))
    #expect(output.contains("at the nominal timings they find stagger, bounce (errors)"))
  }

  @Test("a clean sheet's verify says the detectors find nothing the invariants do not cover")
  func cleanSheet() {
    let output = Choreo.main(["verify", "prewarm-handoff"]).standardOutput
    #expect(output.contains("they find no error the invariants do not cover"))
  }
}
