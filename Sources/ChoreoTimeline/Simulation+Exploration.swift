import ChoreoCore
import ChoreoMachine
import ChoreoPlatform

/// What an explorer (``ChoreoExploration``) drives a simulation with: the wakes whose time lies in
/// a window, fired by the explorer's choice, the person's actions it injects, and the entries it
/// reads and discards after every step.
extension Simulation {
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

  /// Drops the items already delivered, so that `items` holds about what waits: a copied simulation
  /// (one per exploration branch) then copies a few items, not its whole history.
  ///
  /// Each queued index is queued once, so the new positions are simply the order of the queue.
  mutating func compactItems() {
    var kept: [Item] = []
    kept.reserveCapacity(queue.count * 2 + 4)
    queue.updateElements { index in
      kept.append(items[index])
      return kept.count - 1
    }
    items = kept
  }

  /// Forgets the entries recorded so far, keeping the ids of those to come: an explorer reads
  /// each step's entries, then discards them, so a branch copies only what one step recorded.
  public mutating func discardRecordedEntries() {
    firstEntryID += entries.count
    // Not keeping the capacity: every branch copied from this one would copy it too.
    entries.removeAll()
  }
}
