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
    /// One frame's duration, to tell a wake fired on time from one fired off its nominal frame.
    let frameDuration: Ticks

    init(frameDuration: Ticks) {
      self.frameDuration = frameDuration
    }

    /// Tries every choice at `node` for frame `frame` (which due windowed wakes fire, and the
    /// person's exit), and adds each new state to `next`.
    mutating func expand(
      _ node: UnsafePointer<Node>, at frame: Int, into next: inout [Node], seen: inout Set<Key>
    ) {
      let vsync = node.pointee.simulation.upcomingVsync
      let windows = node.pointee.simulation.windows
      let due = windows.indices.filter { windows[$0].earliest <= vsync }
      let forced = due.filter { windows[$0].latest <= vsync }
      let optional = due.filter { !forced.contains($0) }
      // UIKit ignores touches while a presentation transition runs: the person can close or drag
      // only a settled sheet.
      let canExit =
        !node.pointee.hasExited && node.pointee.simulation.world.sheet.stage == .resting
      let exits = canExit ? Explorer.stayOrExit : Explorer.stay
      for mask in Self.masks(optional: optional, windows: windows, vsync: vsync) {
        let firing =
          (forced + optional.indices.filter { mask & (1 << $0) != 0 }.map { optional[$0] })
          .sorted()
        // A wake is on time when this frame is the first at or after its nominal time.
        let frameStart = vsync - frameDuration
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
      optional: [Int], windows: [Simulation.Window], vsync: Ticks
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
    private mutating func step(
      _ node: UnsafePointer<Node>, firing: [Int], exit: UserAction?, decision: Decision?,
      frame: Int, into next: inout [Node], seen: inout Set<Key>
    ) {
      var branch = node.pointee.simulation
      branch.fireWindows(firing)
      if let exit { branch.inject(exit) }
      branch.advanceFrame()
      transitions += 1
      var facts = node.pointee.facts
      let broken = facts.read(branch.trace.events, state: branch.state)
      branch.discardRecordedEvents()
      let key = Key(snapshot: branch.snapshot, facts: facts)
      guard seen.insert(key).inserted else { return }
      records.append(Record(parent: node.pointee.record, decision: decision))
      let record = records.count - 1
      distinct += 1
      for invariant in broken where violations[invariant] == nil {
        violations[invariant] = (frame, record)
      }
      fired.formUnion(branch.firedRules)
      next.append(
        Node(
          record: record, simulation: consume branch,
          hasExited: node.pointee.hasExited || exit != nil, facts: facts))
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
