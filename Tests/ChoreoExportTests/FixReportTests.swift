import ChoreoExploration
import ChoreoExport
import ChoreoScenarios
import ChoreoTestSupport
import Testing

/// The report `choreo fix` prints.
@Suite("The fix report")
struct FixReportTests {
  @Test("the report is the same for every number of jobs")
  func jobs() {
    let formatter = FixReportFormatter()
    let one = formatter.text(FixSearch(scenario: BuiltInScenarios.naiveDelayedFocus, jobs: 1).run())
    let two = formatter.text(FixSearch(scenario: BuiltInScenarios.naiveDelayedFocus, jobs: 2).run())
    #expect(one == two)
  }
}
