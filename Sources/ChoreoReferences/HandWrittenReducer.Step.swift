import ChoreoMachine

extension HandWrittenReducer {
  /// What one event did: the rule that fired in each region and the effects, in order.
  public struct Step: Sendable {
    /// For each region, in ``ChoreoMachine/SheetController/regionOrder``, eight bits: 0 when no
    /// rule of it fired, else the position of the rule that did in the region's table, plus 1.
    public var fired: UInt64 = 0
    /// The effects emitted.
    public var effects = EffectList()

    /// Whether no rule fired.
    public var isRejected: Bool { fired == 0 }

    /// The position in its region's table of the rule that fired in the region at `slot` of
    /// ``ChoreoMachine/SheetController/regionOrder``, if one did.
    public func firedRule(inRegionAt slot: Int) -> Int? {
      let code = Int((fired >> UInt64(8 * slot)) & 0xFF)
      return code == 0 ? nil : code - 1
    }

    /// Whether the rules that fired are `rules`, given each region's table in region order.
    public func matches(_ rules: RuleSet, in tables: [[Rule]]) -> Bool {
      var names = rules.makeIterator()
      for slot in tables.indices {
        guard let position = firedRule(inRegionAt: slot) else { continue }
        guard tables[slot][position].id == names.next() else { return false }
      }
      return names.next() == nil
    }

    @inline(__always)
    mutating func fire(_ rule: Int, inRegionAt slot: Int) {
      fired |= UInt64(rule + 1) << UInt64(8 * slot)
    }
  }
}
