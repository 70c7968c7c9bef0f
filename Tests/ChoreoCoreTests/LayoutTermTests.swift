import ChoreoCore
import Testing

/// A finding's cause clause names only terms that add up to what it measured, and counts the
/// keyboard over again no more often than notifications could have added it.
@Suite("Layout terms")
struct LayoutTermTests {
  static let terms = [
    LayoutTerm("the tab bar", 49, .belowView), LayoutTerm("the bottom safe area", 34, .safeArea),
    LayoutTerm("the keyboard", 302, .keyboard),
  ]

  /// A measured amount, how many keyboard notifications the trace holds, and the cause.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var amount: Double
    var showsHeard: Int
    var cause: String?
    var testDescription: String { name }
  }

  @Test(
    "a too-high layout is explained by the terms that add up to it",
    arguments: [
      Row(
        name: "two terms", amount: 83, showsHeard: 1,
        cause: "the tab bar's 49 pt and the bottom safe area's 34 pt counted again"),
      Row(
        name: "the keyboard twice over", amount: 604, showsHeard: 0,
        cause: "the keyboard's 302 pt counted 3 times"),
      Row(
        name: "the keyboard once per show heard", amount: 23 * 302, showsHeard: 24,
        cause: "the keyboard's 302 pt counted 24 times"),
      Row(
        name: "more times than the shows heard could add", amount: 23 * 302, showsHeard: 10,
        cause: nil),
      Row(name: "no combination", amount: 419, showsHeard: 24, cause: nil),
    ])
  func tooHigh(_ row: Row) {
    #expect(
      LayoutTerm.cause(
        of: .tooHigh, amount: row.amount, among: Self.terms, showsHeard: row.showsHeard)
        == row.cause)
  }
}
