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

  /// A wake whose time lies in a window an exploration chooses from.
  public struct WakeWindow: Sendable {
    /// The wake waiting to be fired.
    public var wake: WorldWake
    /// What scheduled it.
    public var cause: Int?
    /// When an ordinary run fires it.
    public var nominal: Ticks
    /// The earliest it may fire.
    public var earliest: Ticks
    /// The latest it may fire.
    public var latest: Ticks
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
    trace.unchangedFrames = unchangedFrames
    return trace
  }
  /// The entries recorded so far (since the last ``discardRecordedEntries()``).
  public private(set) var entries: [TraceEntry] = []
  /// The frames sampled so far.
  public private(set) var frames: [FrameSample] = []
  /// The frames that repeat the one before them, as ``Trace/unchangedFrames`` names them.
  private var unchangedFrames: [Range<Int>] = []
  /// The next frame to be sampled.
  public private(set) var nextFrame = 0
  /// The simulated platform.
  public private(set) var world: World
  /// Items live in `items`; the queue orders their indices, so reordering moves 3 words, not a
  /// keyboard notification.
  private(set) var items: [Item] = []
  private var emissions: [World.Outbox.Emission] = []
  private var reports: [World.Outbox.Report] = []
  private(set) var queue = EventQueue<Int>()
  @inline(__always) private var controller: SheetController { configuration.controller }
  @inline(__always) private var refreshRate: RefreshRate { configuration.refreshRate }
  /// The last frame the run samples.
  @inline(__always) public var lastFrame: Int { configuration.lastFrame }
  /// How the simulation is driven.
  @inline(__always) private var mode: Mode { configuration.mode }
  /// Windowed wakes waiting for an explorer to fire them.
  public private(set) var windows: [WakeWindow] = []
  /// Rules that have fired, as bits over ``ChoreoMachine/SheetController/rules``.
  public private(set) var firedRules = BitSet128()
  /// The id of the first entry in ``trace``: entries an explorer discarded keep their ids.
  private var firstEntryID = 0

  /// A simulation of `setup`, at time zero with the script queued.
  public init(setup: RunSetup) {
    self.init(setup: setup, mode: .run)
  }

  /// A simulation driven in `mode`.
  public init(setup runSetup: RunSetup, mode: Mode) {
    let scenario = runSetup
    state = .initial(options: scenario.controller)
    world = World(
      platform: scenario.platform, layout: scenario.layout, screen: scenario.screen,
      options: scenario.controller)
    let configuration = Configuration(
      setup: runSetup, mode: mode, layoutTerms: world.layoutTermsWhenAsked)
    self.configuration = configuration
    let lastFrame = configuration.lastFrame
    // A run keeps everything it records, so room up front saves growing each array step by
    // step. An explorer copies the simulation for every branch and discards what a step
    // recorded, so there room would only be copied: it reserves nothing. A drain holds a few
    // outputs and the queue a few dozen items. Reports are rare, and get room when the first
    // comes.
    if mode.recordsFrames {
      entries.reserveCapacity(64)
      frames.reserveCapacity(lastFrame + 1)
      items.reserveCapacity(64)
      queue.reserveCapacity(32)
    }
    emissions.reserveCapacity(8)
    for step in scenario.script { enqueue(.user(step.action), at: step.time) }
  }

  /// Whether every frame up to the scenario's duration has been sampled.
  public var isFinished: Bool { nextFrame > lastFrame }

  /// Runs to the end of the scenario and returns the trace.
  ///
  /// - Complexity: O(f + e log e) for f frames and e events.
  public mutating func run() -> Trace {
    while !isFinished {
      if !repeatQuietFrames() && !sampleUneventfulFrames() { advanceFrame() }
    }
    return trace
  }

  /// Samples every frame before the next thing that can happen: the next queued item or the first
  /// motion that can end.
  ///
  /// Until then ``advanceFrame()`` would only sample, so the frames are sampled in one loop, with
  /// nothing checked between them.
  ///
  /// - Returns: whether any frame was added.
  private mutating func sampleUneventfulFrames() -> Bool {
    guard mode == .run, !world.needsCommit, world.hasNothingToDrain else { return false }
    // Frames whose vsync comes before the next item and before the earliest end of a motion
    // commit nothing; a frame with either due is not.
    var end = lastFrame + 1
    func stop(before deadline: Ticks) {
      if deadline < refreshRate.time(ofFrame: end) { end = refreshRate.frame(containing: deadline) }
    }
    stop(before: world.nextSettle)
    if let due = queue.nextTime { stop(before: due) }
    guard end > nextFrame else { return false }
    world.appendSamples(of: nextFrame..<end, rate: refreshRate, to: &frames)
    nextFrame = end
    return true
  }

  /// Shows the previous frame again at every vsync before the next queued item, while the world
  /// is quiet: what ``advanceFrame()`` would do frame by frame, without checking the world and
  /// the queue again for each frame (often a third of a run's frames are quiet).
  ///
  /// - Returns: whether any frame was added.
  private mutating func repeatQuietFrames() -> Bool {
    guard mode == .run, world.isAtRest, var sample = frames.last else { return false }
    // Frames whose vsync comes before the next item are quiet; a frame with an item due is not.
    var end = lastFrame + 1
    if let due = queue.nextTime { end = min(end, refreshRate.frame(containing: due)) }
    guard end > nextFrame else { return false }
    for frame in nextFrame..<end {
      sample.time = refreshRate.time(ofFrame: frame)
      frames.append(sample)
    }
    noteUnchanged(nextFrame..<end)
    nextFrame = end
    return true
  }

  /// Notes that `range`, the frames just appended, repeat the frame before them.
  private mutating func noteUnchanged(_ range: Range<Int>) {
    Trace.note(unchanged: range, in: &unchangedFrames)
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
      noteUnchanged(nextFrame..<nextFrame + 1)
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
  ///
  /// Most frames have none, so the check is made inline and the work is a call away.
  @inline(__always)
  private mutating func deliverItems(through vsync: Ticks) {
    guard let next = queue.nextTime, next <= vsync else { return }
    deliverDueItems(through: vsync)
  }

  @inline(never)
  private mutating func deliverDueItems(through vsync: Ticks) {
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
  ///
  /// The platform is usually silent, so that check is made inline.
  @inline(__always)
  private mutating func drainWorld(at time: Ticks, cause: Int?) {
    if !world.hasNothingToDrain { drainOutbox(at: time, cause: cause) }
  }

  @inline(never)
  private mutating func drainOutbox(at time: Ticks, cause: Int?) {
    world.drain(emissions: &emissions, reports: &reports)
    // Emptied one by one: a drain holds a few items, and removeAll(keepingCapacity:) takes a
    // generic path that costs more than the drain itself.
    defer {
      while !reports.isEmpty { reports.removeLast() }
      while !emissions.isEmpty { emissions.removeLast() }
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

  /// The time of the next frame's vsync.
  public var upcomingVsync: Ticks { refreshRate.time(ofFrame: nextFrame) }

  /// Fires the waiting windows at `indices` at the next vsync, highest index first.
  public mutating func fireWindows(_ indices: [Int]) {
    // Most of an explorer's steps fire none, and sorting even no indices builds an array.
    guard !indices.isEmpty else { return }
    for index in indices.sorted(by: >) {
      let window = windows.remove(at: index)
      enqueue(.wake(window.wake, cause: window.cause), at: max(upcomingVsync, window.earliest))
    }
  }

  /// Queues `action` for the next vsync, as an explorer's choice.
  public mutating func inject(_ action: UserAction) {
    enqueue(.user(action), at: upcomingVsync)
  }

  private mutating func enqueue(_ item: Item, at time: Ticks) {
    if mode == .explore && items.count >= 16 && items.count > 2 * queue.count { compactItems() }
    queue.push(items.count, at: time)
    items.append(item)
  }

  /// Drops the items already delivered, so that `items` holds about what waits: a copied simulation
  /// (one per exploration branch) then copies a few items, not its whole history.
  ///
  /// Each queued index is queued once, so the new positions are simply the order of the queue.
  private mutating func compactItems() {
    var kept: [Item] = []
    kept.reserveCapacity(queue.count * 2 + 4)
    queue.updateElements { index in
      kept.append(items[index])
      return kept.count - 1
    }
    items = kept
  }

  /// Appends an entry to the trace and returns its id.
  ///
  /// The happening is taken, not borrowed: every caller makes it for this call, and borrowing it
  /// meant copying it into the entry.
  @discardableResult
  private mutating func record(_ happening: consuming Happening, at time: Ticks, cause: Int?)
    -> Int
  {
    let id = firstEntryID + entries.count
    entries.append(
      TraceEntry(
        id: id, time: time, frame: refreshRate.frame(containing: time),
        happening: happening, cause: cause, outcome: .recorded))
    return id
  }

  /// Forgets the entries recorded so far, keeping the ids of those to come: an explorer reads
  /// each step's entries, then discards them, so a branch copies only what one step recorded.
  public mutating func discardRecordedEntries() {
    firstEntryID += entries.count
    // Not keeping the capacity: every branch copied from this one would copy it too.
    entries.removeAll()
  }
}
