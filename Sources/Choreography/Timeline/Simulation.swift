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
  private enum Item: Sendable {
    case user(UserAction)
    case event(ControllerEvent, cause: Int?)
    case wake(WorldWake, cause: Int?)
  }

  /// The scenario being run.
  public let scenario: Scenario
  /// The controller's state now.
  public private(set) var state: ControllerState
  /// Everything recorded so far.
  public private(set) var trace: Trace
  /// The next frame to be sampled.
  public private(set) var nextFrame = 0
  private let controller: SheetController
  private var world: World
  /// Items live in `items`; the queue orders their indices, so reordering moves 3 words, not a
  /// keyboard notification.
  private var items: [Item] = []
  private var outputs: [(output: World.Output, cause: Int?)] = []
  private var queue = EventQueue<Int>()
  private let refreshRate: RefreshRate
  private let lastFrame: Int

  /// A simulation of `scenario`, at time zero with the script queued.
  public init(scenario: Scenario) {
    self.scenario = scenario
    controller = SheetController(options: scenario.controller)
    state = .initial(options: scenario.controller)
    world = World(
      platform: scenario.platform, layout: scenario.layout, options: scenario.controller)
    let rate = scenario.platform.refreshRate
    refreshRate = rate
    lastFrame = rate.frame(containing: scenario.effectiveDuration)
    trace = Trace(
      scenario: scenario.name, device: scenario.platform.device, refreshRate: rate,
      layout: scenario.layout, events: [], frames: [])
    trace.events.reserveCapacity(64)
    trace.frames.reserveCapacity(lastFrame + 1)
    items.reserveCapacity(64)
    for step in scenario.script { enqueue(.user(step.action), at: step.time) }
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
    if world.isQuiet, var sample = trace.frames.last, queue.nextTime.map({ $0 > vsync }) ?? true {
      sample.time = vsync
      trace.frames.append(sample)
      nextFrame += 1
      return
    }
    deliverItems(through: vsync)
    world.commitFrame(at: vsync)
    drainWorld(at: vsync, cause: nil)
    deliverItems(through: vsync)
    let sample = world.sample(at: vsync)
    trace.frames.append(sample)
    nextFrame += 1
  }

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
    let transition = controller.reduce(&state, event)
    switch transition {
    case .accepted(let rules, let effects):
      trace.events[id].outcome = .accepted(
        rules.map {
          TraceEvent.FiredRule(rule: $0, from: before.phase(of: SheetController.rules[$0].region))
        })
      for effect in effects {
        let effectID = record(.effect(effect), at: time, cause: id)
        world.perform(effect, at: time, id: effectID)
        drainWorld(at: time, cause: effectID)
      }
    case .rejected(let reason):
      trace.events[id].outcome = .rejected(reason: reason)
    }
  }

  /// Moves what the platform emitted into the trace (notes) and the queue (events, wakes).
  private mutating func drainWorld(at time: Ticks, cause: Int?) {
    guard !world.outbox.isEmpty else { return }
    swap(&outputs, &world.outbox)
    defer { outputs.removeAll(keepingCapacity: true) }
    for (output, outputCause) in outputs {
      switch output {
      case .note(let note): record(.note(note), at: time, cause: outputCause ?? cause)
      case .event(let event, let at): enqueue(.event(event, cause: outputCause), at: at)
      case .wake(let wake, let at): enqueue(.wake(wake, cause: outputCause), at: at)
      }
    }
  }

  private mutating func enqueue(_ item: Item, at time: Ticks) {
    queue.push(items.count, at: time)
    items.append(item)
  }

  @discardableResult
  private mutating func record(_ happening: Happening, at time: Ticks, cause: Int?) -> Int {
    let id = trace.events.count
    trace.events.append(
      TraceEvent(
        id: id, time: time, frame: refreshRate.frame(containing: time),
        happening: happening, cause: cause, outcome: .recorded))
    return id
  }
}
