import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoCommands

/// `choreo list` tells a newcomer which built-ins are correct and which demonstrate a failure,
/// and pairs each failing one with a clean twin that really is clean.
@Suite("choreo list")
struct ListCommandTests {
  @Test("every built-in is marked clean or with what it shows, a failing one with its twin")
  func marks() throws {
    let lines = Choreo.main(["list"]).standardOutput.split(separator: "\n")
    #expect(lines.count == BuiltInScenarios.all.count)
    for line in lines {
      let marked = line.hasSuffix("  [clean]") || line.contains("  [shows ")
      #expect(marked, "unmarked: \(line)")
      guard let twin = line.range(of: "; clean: ") else { continue }
      let name = String(line[twin.upperBound...].dropLast())
      let scenario = try #require(BuiltInScenarios.named(name), "\(name)")
      #expect(ChoreoCheck.run(scenario).errorDetectors.isEmpty, "\(name) is called clean")
    }
  }

  @Test("words keep the built-ins whose name or summary holds them all; none is exit 1")
  func filter() {
    let tab = Choreo.main(["list", "tab", "bar"]).standardOutput.split(separator: "\n")
    #expect(!tab.isEmpty)
    #expect(tab.allSatisfy { $0.lowercased().contains("tab") && $0.lowercased().contains("bar") })
    #expect(Choreo.main(["list", "no-such-word"]).exitCode == .failure)
  }
}
