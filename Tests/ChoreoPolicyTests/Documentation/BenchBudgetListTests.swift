import ChoreoTestSupport
import Testing

/// The Performance article lists the budgets the benchmark measures.
@Suite("The budgets in the documentation")
struct BenchBudgetListTests {
  @Test("the Performance article's list of budgets is what 'choreo-bench --list' prints")
  func listed() throws {
    let marker = "<!-- $ choreo-bench --list -->"
    let article = try Documents.text("Sources/Choreography/Choreography.docc/Performance.md")
    let lines = article.components(separatedBy: "\n")
    let open = try #require(lines.firstIndex(of: marker)) + 1
    let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
    let result = try ChoreoBinary.run(["--list"], executable: ChoreoBinary.benchURL)
    #expect(result.status == 0)
    #expect(lines[(open + 1)..<close].joined(separator: "\n") + "\n" == result.standardOutput)
  }
}
