import ChoreoCore
import ChoreoMachine
import ChoreoPlatform

/// The event-driven timeline runner: the controller and the simulated platform on a virtual clock,
/// sampled once per frame.
///
/// Items wait in a queue ordered by (time, sequence). At each vsync the runner delivers every item
/// due, lets the platform commit the frame (the keyboard follows first responder), delivers what
/// that caused, and samples the geometry. Nothing reads a real clock, so a run is a pure function
/// of its scenario.
///
/// ```swift
/// var simulation = Simulation(scenario: BuiltInScenarios.named("prewarm-handoff")!)
/// let trace = simulation.run()
/// ```
public struct Simulation: Sendable {
  /// Something queued for delivery.
  enum Item: Sendable {
    case user(UserAction)
    case event(ControllerEvent, cause: Int?)
    case wake(WorldWake, cause: Int?)
  }

  /// How a simulation is driven.
  public enum Mode: Sendable {
    /// Windowed wakes fire at their nominal times; the trace is recorded.
    case run
    /// Windowed wakes wait for an explorer, who fires them (``fireWindows(_:)``); only the
    /// trace's entries are recorded, for the explorer to read and discard after each step
    /// (``discardRecordedEntries()``), and no frames.
    case explore
    /// Windowed wakes wait for a replay of an explorer's choices; the trace is recorded.
    case replay

    var defersWindows: Bool { self != .run }
    var recordsFrames: Bool { self != .explore }
  }

  /// What a simulation is configured with and never changes, held by reference so that copying
  /// a simulation (an exploration copies one per branch) copies one pointer for all of it.
  ///
  /// The platform, the screen and the layout are the world's, which holds them by reference
  /// too; a copy here would be made for every run and never read.
  final class Configuration: Sendable {
    let controller: SheetController
    let refreshRate: RefreshRate
    let lastFrame: Int
    let mode: Mode
    /// The trace's description of the run (scenario, device, rate, layout, layout terms) with
    /// no entries and no frames: the simulation keeps only those, so that a copy of it (an
    /// exploration makes one per branch) does not copy and retain the rest.
    let header: Trace

    init(setup: borrowing RunSetup, mode: Mode, layoutTerms: @escaping @Sendable () -> [LayoutTerm])
    {
      controller = SheetController(options: setup.controller)
      refreshRate = setup.platform.refreshRate
      lastFrame = refreshRate.frame(containing: setup.effectiveDuration)
      self.mode = mode
      header = Trace(
        scenario: setup.name, device: setup.platform.device, refreshRate: refreshRate,
        layout: setup.layout, entries: [], frames: [], layoutTermsWhenAsked: layoutTerms)
    }
  }

  private let configuration: Configuration
  /// The controller's state now.
  public private(set) var state: ControllerState
  /// Everything recorded so far.
  public var trace: Trace {
    var trace = configuration.header
    trace.entries = entries
    trace.frames = frames
    return trace
  }
  /// The entries recorded so far (since the last ``discardRecordedEntries()``).
  public internal(set) var entries: [TraceEntry] = []
  /// The frames sampled so far.
  public private(set) var frames: [FrameSample] = []
  /// The next frame to be sampled.
  public private(set) var nextFrame = 0
  /// The simulated platform.
  public private(set) var world: World
  /// Items live in `items`; the queue orders their indices.
  var items: [Item] = []
  private var emissions: [World.Outbox.Emission] = []
  private var reports: [World.Outbox.Report] = []
  var queue = EventQueue<Int>()
  private var controller: SheetController { configuration.controller }
  var refreshRate: RefreshRate { configuration.refreshRate }
  /// The last frame the run samples.
  public var lastFrame: Int { configuration.lastFrame }
  /// How the simulation is driven.
  var mode: Mode { configuration.mode }
  /// Windowed wakes waiting for an explorer to fire them.
  public internal(set) var windows: [WakeWindow] = []
  /// Rules that have fired, as bits over ``ChoreoMachine/SheetController/rules``.
  public private(set) var firedRules = BitSet128()
  /// The id of the first entry in ``trace``: entries an explorer discarded keep their ids.
  var firstEntryID = 0

  /// A simulation of `setup`, at time zero with the script queued.
  public init(setup: RunSetup) {
    self.init(setup: setup, mode: .run)
  }

  /// A simulation driven in `mode`.
  public init(setup: RunSetup, mode: Mode) {
    state = .initial(options: setup.controller)
    world = World(
      platform: setup.platform, layout: setup.layout, screen: setup.screen,
      options: setup.controller)
    configuration = Configuration(setup: setup, mode: mode, layoutTerms: world.layoutTermsWhenAsked)
    for step in setup.script { enqueue(.user(step.action), at: step.time) }
  }

  /// Whether every frame up to the scenario's duration has been sampled.
  public var isFinished: Bool { nextFrame > lastFrame }

  /// Runs to the end of the scenario and returns the trace.
  ///
  /// - Complexity: O(f + e log e) for f frames and e events.
  public mutating func run() -> Trace {
    while !isFinished { advanceFrame() }
    return trace
  }

  /// Delivers everything due up to the next vsync, commits that frame and samples it.
  public mutating func advanceFrame() {
    let vsync = refreshRate.time(ofFrame: nextFrame)
    // A quiet world with nothing due before this vsync shows the previous frame again.
    if mode == .run, world.isAtRest, var sample = frames.last,
      queue.nextTime.map({ $0 > vsync }) ?? true
    {
      sample.time = vsync
      frames.append(sample)
      nextFrame += 1
      return
    }
    deliverItems(through: vsync)
    world.commitFrame(at: vsync)
    drainWorld(at: vsync, cause: nil)
    deliverItems(through: vsync)
    if mode.recordsFrames { frames.append(world.sample(at: vsync)) }
    nextFrame += 1
  }

  /// Delivers every item due by `vsync`.
  private mutating func deliverItems(through vsync: Ticks) {
    while let time = queue.nextTime, time <= vsync, let (time, index) = queue.pop() {
      switch items[index] {
      case .user(let action):
        let id = record(.user(action), at: time, cause: nil)
        let event = world.apply(action, at: time, id: id)
        drainWorld(at: time, cause: id)
        if let event { deliver(event, entry: id, at: time) }
      case .event(let event, let cause):
        let id = record(.event(event), at: time, cause: cause)
        if let name = KeyboardNotificationName(event), let note = event.keyboardNotification {
          world.notifyObservers(name, note, at: time, cause: id)
          drainWorld(at: time, cause: id)
        }
        deliver(event, entry: id, at: time)
      case .wake(let wake, let cause):
        world.wake(wake, at: time, cause: cause)
        drainWorld(at: time, cause: cause)
      }
    }
  }

  /// Hands `event` to the controller and carries out its effects in order.
  private mutating func deliver(_ event: ControllerEvent, entry id: Int, at time: Ticks) {
    let before = state
    switch controller.reduce(&state, event) {
    case .rejected(let rejection):
      if mode.recordsFrames { entries[id - firstEntryID].outcome = .rejected(rejection) }
    case .accepted(let rules, let effects):
      firedRules.formUnion(rules.indices)
      if mode.recordsFrames {
        entries[id - firstEntryID].outcome = .accepted(
          .init(rules: rules.indices, before: before))
      }
      for effect in effects {
        let effectID = record(.effect(effect), at: time, cause: id)
        world.perform(effect, at: time, id: effectID)
        drainWorld(at: time, cause: effectID)
      }
    }
  }

  /// Moves what the platform reported into the trace (notes, observer runs) and what it emitted
  /// into the queue (events, wakes).
  private mutating func drainWorld(at time: Ticks, cause: Int?) {
    guard !world.hasNothingToDrain else { return }
    world.drain(emissions: &emissions, reports: &reports)
    defer {
      reports.removeAll(keepingCapacity: true)
      emissions.removeAll(keepingCapacity: true)
    }
    for report in reports {
      switch report.content {
      case .note(let note): record(.note(note), at: time, cause: report.cause ?? cause)
      case .handlerRan(let run): record(.handler(run), at: time, cause: report.cause ?? cause)
      }
    }
    for emission in emissions {
      let outputCause = emission.cause
      switch emission.output {
      case .event(let event, let at): enqueue(.event(event, cause: outputCause), at: at)
      case .wake(let wake, let at): enqueue(.wake(wake, cause: outputCause), at: at)
      case .windowedWake(let wake, let nominal, let earliest, let latest):
        if mode.defersWindows {
          windows.append(
            WakeWindow(
              wake: wake, cause: outputCause, nominal: nominal, earliest: earliest, latest: latest))
        } else {
          enqueue(.wake(wake, cause: outputCause), at: nominal)
        }
      }
    }
  }

  mutating func enqueue(_ item: Item, at time: Ticks) {
    if mode == .explore && items.count >= 16 && items.count > 2 * queue.count { compactItems() }
    queue.push(items.count, at: time)
    items.append(item)
  }

  /// Appends an entry to the trace and returns its id.
  @discardableResult
  private mutating func record(_ happening: Happening, at time: Ticks, cause: Int?) -> Int {
    let id = firstEntryID + entries.count
    entries.append(
      TraceEntry(
        id: id, time: time, frame: refreshRate.frame(containing: time),
        happening: happening, cause: cause, outcome: .recorded))
    return id
  }
}
