import ChoreoCore
import ChoreoMachine
import ChoreoTestSupport
import Testing

/// A transition names the rules that fired in firing order, whatever order they were listed in.
@Suite("Rule set")
struct RuleSetTests {
  @Test("a rule set names its rules in firing order")
  func ruleSetOrder() {
    let rules: RuleSet = ["sheet.open-at-large", "prewarm.mount"]
    #expect(Array(rules) == ["prewarm.mount", "sheet.open-at-large"])
    #expect(rules.count == 2)
  }

  @Test("every rule of the controller fits the BitSet128 a rule set keeps them in")
  func rulesFit() {
    #expect(SheetController.rules.count <= 128)
  }
}
