import ChoreoTestSupport
import Choreography
import Testing

/// A transition carries its rules and effects inline: what the tables can emit for one event fits,
/// and the inline storage holds only plain values.
@Suite("Transition storage")
struct TransitionStorageTests {
  @Test("no event's rules, one per region, list more effects than an effect list holds")
  func effectsFit() {
    for kind in ControllerEvent.Kind.allCases {
      var most = 0
      for region in SheetController.regionOrder {
        let counts = SheetController.rules(of: region).filter { $0.event == kind }.map(
          \.effects.count)
        most += counts.max() ?? 0
      }
      #expect(most <= EffectList.capacity, "\(kind) can emit \(most) effects")
    }
  }

  @Test("effects are plain values, so storing them inline copies no references")
  func effectsArePlainValues() {
    #expect(_isPOD(Effect.self))
  }

  @Test("an effect list keeps its effects in order and compares by them")
  func effectListOrder() {
    var list = EffectList()
    list.append(.mountPrewarm)
    list.append(.present(.large, allowed: [.medium, .large]))
    #expect(Array(list) == [.mountPrewarm, .present(.large, allowed: [.medium, .large])])
    #expect(list == [.mountPrewarm, .present(.large, allowed: [.medium, .large])])
    #expect(list != [.present(.large, allowed: [.medium, .large]), .mountPrewarm])
    #expect(list.description == "[mountPrewarm, present(large, allowed: medium|large)]")
  }

  @Test("a rule set names its rules in firing order")
  func ruleSetOrder() {
    let rules: RuleSet = ["sheet.open-at-large", "prewarm.mount"]
    #expect(Array(rules) == ["prewarm.mount", "sheet.open-at-large"])
    #expect(rules.count == 2)
  }
}
