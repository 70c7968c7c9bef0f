import ChoreoCore
import ChoreoMachine

extension World {
  /// What the world's parts announce, in the order they announce it: events and wake-ups for the
  /// runner's queue, and reports for the trace (notes, the app's observer runs).
  ///
  /// The two streams are never ordered against each other: one gets trace ids, the other queue
  /// sequence numbers.
  public struct Outbox: Sendable {
    /// Something for the runner to queue.
    ///
    /// Plain values, so the queue copies them without touching reference counts.
    public enum Output: Sendable {
      /// An event for the controller at a time.
      case event(ControllerEvent, at: Ticks)
      /// A wake-up of a part at a time.
      case wake(WorldWake, at: Ticks)
      /// A wake whose time is only known to lie in a window: a run fires it at `nominal`; an
      /// exploration tries every frame from `earliest` to `latest`.
      case windowedWake(WorldWake, nominal: Ticks, earliest: Ticks, latest: Ticks)
    }

    /// An output and the trace id of what caused it, if known.
    public struct Emission: Sendable {
      /// What to queue.
      public var output: Output
      /// The trace id of what caused it, if known.
      public var cause: Int?
    }

    /// Something for the trace alone, and the trace id of what caused it, if known.
    public struct Report: Sendable {
      /// What a report says.
      public enum Content: Sendable {
        /// Something the platform did that the app is not told about.
        case note(WorldNote)
        /// The app's keyboard observer ran.
        case handlerRan(HandlerRun)
      }

      /// What was reported.
      public var content: Content
      /// The trace id of what caused it, if known.
      public var cause: Int?
    }

    private(set) var emissions: [Emission] = []
    private(set) var reports: [Report] = []

    init() {
      emissions.reserveCapacity(8)
    }

    /// Whether nothing waits to be drained.
    public var isEmpty: Bool { emissions.isEmpty && reports.isEmpty }

    /// Whether any report waits.
    public var hasReports: Bool { !reports.isEmpty }

    /// Whether any emission waits.
    public var hasEmissions: Bool { !emissions.isEmpty }

    mutating func emit(_ event: ControllerEvent, at time: Ticks, cause: Int?) {
      emissions.append(Emission(output: .event(event, at: time), cause: cause))
    }

    mutating func schedule(_ wake: WorldWake, at time: Ticks, cause: Int?) {
      emissions.append(Emission(output: .wake(wake, at: time), cause: cause))
    }

    mutating func schedule(
      _ wake: WorldWake, nominal: Ticks, earliest: Ticks, latest: Ticks, cause: Int?
    ) {
      emissions.append(
        Emission(
          output: .windowedWake(wake, nominal: nominal, earliest: earliest, latest: latest),
          cause: cause))
    }

    mutating func note(_ note: WorldNote, cause: Int?) {
      reports.append(Report(content: .note(note), cause: cause))
    }

    mutating func report(_ run: HandlerRun, cause: Int?) {
      reports.append(Report(content: .handlerRan(run), cause: cause))
    }

    /// Exchanges the buffers with `emissions` and `reports`, which must be empty.
    mutating func swapContents(emissions: inout [Emission], reports: inout [Report]) {
      swap(&self.emissions, &emissions)
      swap(&self.reports, &reports)
    }
  }
}
