import ChoreoCore
import ChoreoTimeline

extension TraceAnalysis {
  /// An entry the analysis cut the trace at (a window's opener, a presentation's `present`, its
  /// focus request and its settle): where it is, its id and its time.
  ///
  /// The analysis keeps these instead of copies of the entries: an entry carries what happened,
  /// payload and all, and a copy of it costs more than what the analysis reads of it.
  public struct EntryReference: Sendable, Hashable {
    /// Its position in the trace's entries.
    public var position: Int
    /// Its id (``ChoreoTimeline/TraceEvent/id``).
    public var id: Int
    /// When it happened.
    public var time: Ticks

    /// The reference to entry `position` of `trace`.
    init(_ position: Int, in trace: Trace) {
      self = trace.events.withUnsafeBufferPointer { buffer in
        // A trace's entries are never empty where one is referred to.
        guard let entries = buffer.baseAddress else { return EntryReference(position, 0, .zero) }
        return EntryReference(position, in: entries)
      }
    }

    /// The reference to the entry at `position` of `entries`, read in place: a subscript copies
    /// the entry out, payload and all.
    init(_ position: Int, in entries: UnsafePointer<TraceEvent>) {
      self.init(position, entries[position].id, entries[position].time)
    }

    private init(_ position: Int, _ id: Int, _ time: Ticks) {
      self.position = position
      self.id = id
      self.time = time
    }
  }
}
