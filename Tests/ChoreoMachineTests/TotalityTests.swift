import ChoreoTestSupport
import Testing

@testable import ChoreoMachine

/// Every state x event pair, generated from the structure data: each is a transition or an
/// explicit rejection, never ambiguous, and each rule does exactly what its row says.
@Suite("Totality of the transition tables")
struct TotalityTests {
  @Test(
    "every (state, event) pair is decided: at most one rule per region, rows honoured",
    arguments: OptionVariants.all.indices)
  func everyPairIsDecided(variant: Int) {
    let options = OptionVariants.all[variant]
    let controller = SheetController(options: options)
    var ambiguities: [String] = []
    var violations: [String] = []
    for state in allCompositeStates(options: options) {
      for event in allEvents {
        var firing: [RegionID: Int] = [:]
        for rule in SheetController.rules where rule.fires(in: state, for: event, options: options)
        {
          firing[rule.region, default: 0] += 1
        }
        if let region = firing.first(where: { $0.value > 1 })?.key, ambiguities.count < 5 {
          ambiguities.append("\(region) on \(event.kind) in \(state)")
        }
        var next = state
        let transition = controller.reduce(&next, event)
        switch transition {
        case .rejected:
          if next != state || !transition.effects.isEmpty || !firing.isEmpty {
            violations.append("rejected \(event.kind) changed state or hid a rule")
          }
        case .accepted(let rules, _):
          for region in RegionID.allCases {
            let rule = rules.compactMap(SheetController.rule).first { $0.region == region }
            let expected = rule.map { $0.to ?? state.phase(of: region) } ?? state.phase(of: region)
            if next.phase(of: region) != expected, violations.count < 5 {
              violations.append(
                "\(region) on \(event.kind): \(next.phase(of: region)) != \(expected)")
            }
          }
        }
      }
    }
    #expect(ambiguities.isEmpty, "\(ambiguities)")
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test("every rule fires in some state under some options: no dead rows")
  func noDeadRules() {
    var fired = Set<Int>()
    for options in OptionVariants.all {
      for state in allCompositeStates(options: options) {
        for event in allEvents {
          for (index, rule) in SheetController.rules.enumerated()
          where !fired.contains(index) && rule.fires(in: state, for: event, options: options) {
            fired.insert(index)
          }
        }
      }
    }
    let dead = SheetController.rules.indices.filter { !fired.contains($0) }.map {
      SheetController.rules[$0].description
    }
    #expect(dead.isEmpty, "\(dead)")
  }

  @Test("every phase the tables name is a phase of its region")
  func phasesAreDeclared() {
    for rule in SheetController.rules {
      let phases = SheetController.phases(of: rule.region)
      for from in rule.from { #expect(phases.contains(from), "\(rule)") }
      if let to = rule.to { #expect(phases.contains(to), "\(rule)") }
    }
  }
}
