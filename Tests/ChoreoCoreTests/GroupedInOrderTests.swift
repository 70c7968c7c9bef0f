import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("Grouping in order")
struct GroupedInOrderTests {
  @Test("groups come in the order their keys first appear, members in sequence order")
  func order() {
    let groups = [3, 1, 4, 1, 5, 9, 2, 6].grouped(inOrderBy: { $0 % 3 })
    #expect(groups.map(\.key) == [0, 1, 2])
    #expect(groups.map(\.members) == [[3, 9, 6], [1, 4, 1], [5, 2]])
  }

  @Test("elements without a key are left out")
  func missingKeys() {
    let groups = [1, 2, 3, 4].grouped(inOrderBy: { $0.isMultiple(of: 2) ? "even" : nil })
    #expect(groups.map(\.key) == ["even"])
    #expect(groups.map(\.members) == [[2, 4]])
  }
}
