import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

extension Explorer {
  /// A breadth-first search in progress: every distinct state reached so far, how it was
  /// reached, and what it found.
  struct Search {
    /// How each visited state was reached: its parent's record and the choices in between.
    private(set) var records = [Record(parent: -1, decision: nil)]
    /// Distinct (frame, state) pairs visited.
    private(set) var distinct = 1
    /// Transitions tried.
    private(set) var transitions = 0
    /// The first violation of each invariant, with its frame and record.
    var violations: [Invariant: (frame: Int, record: Int)] = [:]
    /// Rules that have fired in any branch.
    private(set) var fired = BitSet128()
    /// The refresh rate: the vsync of the frame a node is at, and one frame's duration, to tell a
    /// wake fired on time from one fired off its nominal frame.
    let refreshRate: RefreshRate

    init(refreshRate: RefreshRate) {
      self.refreshRate = refreshRate
    }

    /// Tries every choice at `node` for frame `frame` (which due windowed wakes fire, and the
    /// person's exit), and adds each new state to `next`.
    ///
    /// Every node of a frame has sampled the frames before it, so its next vsync is the frame's;
    /// it is worked out from the frame, since asking the node's simulation copies all of it.
    mutating func expand(
      _ node: Node, at frame: Int, into next: inout [Node],
      seen: inout SeenStates<ExplorationKey>
    ) {
      let vsync = refreshRate.time(ofFrame: frame)
      let windows = node.simulation.windows
      let due = windows.indices.filter { windows[$0].earliest <= vsync }
      let forced = due.filter { windows[$0].latest <= vsync }
      let optional = due.filter { !forced.contains($0) }
      // UIKit ignores touches while a presentation transition runs: the person can close or drag
      // only a settled sheet.
      let canExit =
        !node.hasExited && node.simulation.world.sheet.stage == .resting
      let exits = canExit ? Explorer.stayOrExit : Explorer.stay
      for mask in Self.masks(optional: optional, windows: windows, vsync: vsync) {
        // Forced wakes are in index order already; most frames have no optional ones to merge.
        let firing =
          optional.isEmpty
          ? forced
          : (forced + optional.indices.filter { mask & (1 << $0) != 0 }.map { optional[$0] })
            .sorted()
        // A wake is on time when this frame is the first at or after its nominal time.
        let frameStart = vsync - refreshRate.frameDuration
        let offNominal = firing.filter { index in
          !(windows[index].nominal > frameStart && windows[index].nominal <= vsync)
        }
        for exit in exits {
          let decision =
            firing.isEmpty && exit == nil
            ? nil
            : Decision(
              frame: frame, fired: firing.map { windows[$0].wake.kind },
              offNominal: offNominal.map { windows[$0].wake.kind }, exit: exit)
          step(
            node, firing: firing, exit: exit, decision: decision, frame: frame, into: &next,
            seen: &seen)
        }
      }
    }

    /// Which optional wakes fire, as bit masks over `optional`: the ordinary run's choice first
    /// (fire what is due at its nominal time), then the others by how far they stray from it, so
    /// that a counterexample deviates as little as it can.
    private static func masks(
      optional: [Int], windows: [Simulation.WakeWindow], vsync: Ticks
    ) -> [Int] {
      guard !optional.isEmpty else { return Explorer.fireNothing }
      let nominal = optional.indices.reduce(0) { mask, position in
        windows[optional[position]].nominal <= vsync ? mask | (1 << position) : mask
      }
      return (0..<(1 << optional.count)).sorted {
        ($0 ^ nominal).nonzeroBitCount < ($1 ^ nominal).nonzeroBitCount
      }
    }

    /// One branch: fires `firing`, injects `exit`, advances a frame, reads what the step
    /// recorded, and keeps the state if it is new.
    ///
    /// The branch is made at the end of `next` and stepped there; a branch whose state was seen
    /// before is taken off again.
    private mutating func step(
      _ node: Node, firing: [Int], exit: UserAction?, decision: Decision?,
      frame: Int, into next: inout [Node], seen: inout SeenStates<ExplorationKey>
    ) {
      next.append(node)
      let branch = next.count - 1
      if exit != nil { next[branch].hasExited = true }
      next[branch].simulation.fireWindows(firing)
      if let exit { next[branch].simulation.inject(exit) }
      next[branch].simulation.advanceFrame()
      transitions += 1
      let broken = next[branch].facts.read(
        next[branch].simulation.entries, state: next[branch].simulation.state)
      next[branch].simulation.discardRecordedEntries()
      let key = ExplorationKey(
        snapshot: next[branch].simulation.snapshot, facts: next[branch].facts)
      guard seen.insert(key) else {
        next.removeLast()
        return
      }
      records.append(Record(parent: node.record, decision: decision))
      let record = records.count - 1
      next[branch].record = record
      distinct += 1
      for invariant in broken where violations[invariant] == nil {
        violations[invariant] = (frame, record)
      }
      fired.formUnion(next[branch].simulation.firedRules)
    }

    /// The choices that lead from the start to record `record`, in order.
    func decisions(leadingTo record: Int) -> [Decision] {
      var decisions: [Decision] = []
      var current = record
      while current > 0 {
        if let decision = records[current].decision { decisions.append(decision) }
        current = records[current].parent
      }
      return decisions.reversed()
    }
  }
}
