import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline

/// Explores every timing the platform can deliver within its latency windows, over the controller's
/// state joined with the platform's discrete state, and checks the invariants.
///
/// Time advances frame by frame. At each frame, every windowed wake that may fire (the real field
/// mounting anywhere from 0 to ``ChoreoPlatform/PlatformProfile/contentMountLatest``; focus landing 1 to
/// ``ChoreoPlatform/PlatformProfile/focusLandingLatestFrames`` frames after it is set) either fires or
/// waits, unless its window closes; and, until they have, the person may close or drag-dismiss the
/// sheet at any frame once it has settled (UIKit ignores touches during a presentation transition).
/// Each distinct (frame, state) is visited once, breadth first, so the first violation found is one
/// of the earliest, and its decisions replay as an ordinary trace.
public struct Explorer: Sendable {
  /// One step's choices: the windowed wakes fired and the person's exit, at a frame.
  public struct Decision: Hashable, Sendable, CustomStringConvertible {
    /// The frame the choices were made at, counted from the start of the run.
    public var frame: Int
    /// Windowed wakes fired at this frame.
    var fired: [WorldWake.Kind]
    /// Those of them fired away from their nominal frame.
    var offNominal: [WorldWake.Kind]
    /// The person's close or drag at this frame, if any.
    public var exit: UserAction?

    /// Whether the step differs from an ordinary run: an exit, or a wake off its nominal frame.
    public var isDeviation: Bool { exit != nil || !offNominal.isEmpty }

    /// `frame 72: contentMount fires (off nominal), closeTapped`.
    public var description: String {
      var parts = offNominal.map { "\($0.rawValue) fires (off nominal)" }
      if let exit { parts.append(exit.description) }
      return "frame \(frame): " + parts.joined(separator: ", ")
    }
  }

  /// A violated invariant and the shortest run that shows it.
  public struct Violation: Sendable {
    /// The invariant the counterexample breaks.
    public var invariant: Invariant
    /// The frame at which it broke.
    public var frame: Int
    /// The choices that lead there, in order.
    public var decisions: [Decision]
    /// The counterexample replayed as an ordinary, recorded run.
    public var trace: Trace
  }

  /// What the exploration found.
  public struct Report: Sendable {
    /// Distinct (frame, state) pairs visited.
    public var distinctStates: Int
    /// Transitions tried between them.
    public var transitions: Int
    /// Frames explored.
    public var depth: Int
    /// Invariants violated, with their counterexamples, in ``Invariant`` order.
    public var violations: [Violation]
    /// Rules that never fired, in ``ChoreoMachine/SheetController/rules`` order.
    public var unreachedRules: [RuleID]
    /// Phases never reached, region by region in declaration order.
    public var unreachedPhases: [ControllerPhase]
    /// Whether the exploration stopped at its state limit before the horizon.
    public var isTruncated: Bool
    /// The most distinct states any one frame held: the search keeps a whole simulation for
    /// each state of the frame it is expanding and the next, so this sets its peak memory.
    public var widestFrame: Int
    /// Bytes kept for every state visited, until the search ends: how it was reached, so that a
    /// counterexample can be replayed.
    public var bytesPerState: Int
    /// Bytes each state of a frame takes inline while its frame is expanded (its simulation, its
    /// facts and its key in the frame's set of seen states); the simulation's buffers come on top.
    public var bytesPerFrameState: Int
  }

  /// The scenario explored.
  ///
  /// Its script's presents and screen actions (taps, navigation, undocking) are kept; its closes
  /// and drags are replaced by the person's exit at any frame.
  public var scenario: Scenario
  /// Explore the person's close and drag at every frame.
  public var exploresExits: Bool
  /// The most distinct states to visit before stopping, which bounds the search's memory:
  /// each state visited keeps the way back to it (about 100 bytes), and each state of the
  /// frame being expanded and the next keeps a whole simulation (a few kilobytes;
  /// ``Report/widestFrame`` says how many there were at most).
  public var stateLimit: Int

  /// An explorer of `scenario`.
  public init(scenario: Scenario, exploresExits: Bool = true, stateLimit: Int = 5_000_000) {
    self.scenario = scenario
    self.exploresExits = exploresExits
    self.stateLimit = stateLimit
  }

  /// The scenario with only its presents and screen actions scripted.
  var openingScenario: Scenario {
    var opening = scenario
    opening.script = scenario.script.filter { step in
      switch step.action {
      case .present, .tapField, .dismissKeyboard, .leaveScreen, .returnToScreen, .undockKeyboard,
        .dragList, .tapControl, .pressReturn:
        true
      case .close, .dragDismiss, .dragToDetent, .keystroke: false
      }
    }
    if exploresExits { opening.duration = scenario.effectiveDuration }
    return opening
  }

  private static let exits: [UserAction] = [
    .close, .dragDismiss(distance: 120, duration: Ticks(milliseconds: 150), commits: true),
  ]
  /// The person's choices in a frame: nothing, or one of the exits.
  static let stayOrExit: [UserAction?] = [nil] + exits
  static let stay: [UserAction?] = [nil]
  static let fireNothing = [0]

  struct Record {
    var parent: Int
    var decision: Decision?
  }

  struct Node {
    var record: Int
    var simulation: Simulation
    var hasExited: Bool
    var facts: TraceFacts
  }

  /// Explores every timing and returns the report.
  ///
  /// - Complexity: O(s b) for s distinct states and b choices per state.
  public func explore() -> Report {
    let opening = openingScenario
    var search = Search(refreshRate: opening.platform.refreshRate)
    var frontier = [
      Node(
        record: 0, simulation: Simulation(setup: opening.setup, mode: .explore),
        hasExited: !exploresExits,
        facts: TraceFacts(exitTolerance: scenario.thresholds.stagger.warningTime))
    ]
    var depth = 0
    var truncated = false
    var widest = 1
    let lastFrame = frontier[0].simulation.lastFrame
    for frame in 0...lastFrame {
      var next: [Node] = []
      var seen = SeenStates<ExplorationKey>(capacity: frontier.count * 2)
      next.reserveCapacity(frontier.count * 2)
      // The limit is checked state by state, so that no frame holds more than it allows.
      let width = frontier.count
      var expanded = 0
      while expanded < width && search.distinct < stateLimit {
        search.expand(frontier[expanded], at: frame, into: &next, seen: &seen)
        expanded += 1
      }
      frontier = next
      widest = max(widest, frontier.count)
      depth = frame
      if search.distinct >= stateLimit {
        truncated = frame < lastFrame || expanded < width
        break
      }
    }
    if !truncated {
      for node in frontier where search.violations[.focusLandsOrSurfaces] == nil {
        if Self.focusIsStuck(node.simulation.state) {
          search.violations[.focusLandsOrSurfaces] = (depth, node.record)
        }
      }
    }
    return report(of: search, depth: depth, truncated: truncated, widest: widest)
  }

  /// The report of a finished search.
  private func report(of search: Search, depth: Int, truncated: Bool, widest: Int) -> Report {
    let fired = search.fired
    let unreachedRules = SheetController.rules.indices.filter { !fired.contains($0) }.map {
      SheetController.rules[$0].id
    }
    // A phase is reached when a fired rule enters it, or when it is where a region starts.
    let initial = ControllerState.initial(options: scenario.controller)
    var reached = Set(RegionID.allCases.map { initial.phase(of: $0) })
    for (index, rule) in SheetController.rules.enumerated() where fired.contains(index) {
      if let to = rule.to { reached.insert(to) }
    }
    let unreachedPhases = RegionID.allCases.flatMap { region in
      SheetController.phases(of: region).filter { !reached.contains($0) }
    }
    let found = Invariant.allCases.compactMap { invariant -> Violation? in
      guard let (frame, record) = search.violations[invariant] else { return nil }
      let decisions = search.decisions(leadingTo: record)
      return Violation(
        invariant: invariant, frame: frame, decisions: decisions, trace: replay(decisions))
    }
    return Report(
      distinctStates: search.distinct, transitions: search.transitions, depth: depth,
      violations: found, unreachedRules: unreachedRules, unreachedPhases: unreachedPhases,
      isTruncated: truncated, widestFrame: widest, bytesPerState: MemoryLayout<Record>.stride,
      bytesPerFrameState: MemoryLayout<Node>.stride + SeenStates<ExplorationKey>.bytesPerState)
  }

  /// Whether, at the horizon, the sheet is open and focus the app asked for has neither landed
  /// nor been surfaced as a failure.
  static func focusIsStuck(_ state: ControllerState) -> Bool {
    guard state.sheet.presentation == .presented || state.sheet.presentation == .presenting else {
      return false
    }
    switch state.focus {
    case .requested, .awaitingGate: return true
    case .failed: return true
    case .idle, .landed: return false
    }
  }

  /// Replays `decisions` as an ordinary, recorded run to the end of the scenario; after the last
  /// decision, windowed wakes fire at their nominal times.
  public func replay(_ decisions: [Decision]) -> Trace {
    var simulation = Simulation(setup: openingScenario.setup, mode: .replay)
    var pending = decisions[...]
    while !simulation.isFinished {
      let frame = simulation.nextFrame
      let vsync = simulation.upcomingVsync
      let windows = simulation.windows
      var firing: [Int] = []
      if let decision = pending.first, decision.frame == frame {
        pending.removeFirst()
        for kind in decision.fired {
          if let index = windows.indices.first(where: {
            windows[$0].wake.kind == kind && !firing.contains($0)
          }) {
            firing.append(index)
          }
        }
        simulation.fireWindows(firing)
        if let exit = decision.exit { simulation.inject(exit) }
      } else if pending.isEmpty {
        simulation.fireWindows(windows.indices.filter { windows[$0].nominal <= vsync })
      }
      simulation.advanceFrame()
    }
    return simulation.trace
  }
}

/// What an exploration tells states apart by: the simulation's snapshot and what its trace has
/// established so far.
struct ExplorationKey: Fingerprinted {
  var snapshot: Simulation.Snapshot
  var facts: TraceFacts

  /// The snapshot's fingerprint with the facts mixed in: equal keys have equal fingerprints.
  var fingerprint: Int {
    let flags =
      (facts.dismissalIntended ? 1 : 0) | (facts.keyboardAnnouncedUp ? 2 : 0)
      | (facts.closing ? 4 : 0)
    let mixed = snapshot.fingerprint &* 31 &+ flags
    return mixed &* 31 &+ (facts.keyboardLeftAt?.rawValue ?? -1)
  }
}
