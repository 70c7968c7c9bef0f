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
    /// Its id (``ChoreoTimeline/TraceEntry/id``).
    public var id: Int
    /// When it happened.
    public var time: Ticks

    /// The reference to the entry at `position` of `entries`, read in place: a subscript copies
    /// the entry out, payload and all.
    init(_ position: Int, in entries: UnsafePointer<TraceEntry>) {
      self.position = position
      id = entries[position].id
      time = entries[position].time
    }
  }
}
