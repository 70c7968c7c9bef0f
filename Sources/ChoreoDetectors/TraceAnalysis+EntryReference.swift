import ChoreoCore
import ChoreoTimeline

extension TraceAnalysis {
  /// An entry the analysis cut the trace at (a window's opener, a presentation's `present`, its
  /// focus request and its settle): where it is, its id and its time.
  public struct EntryReference: Sendable, Hashable {
    /// Its position in the trace's entries.
    public var position: Int
    /// Its id (``ChoreoTimeline/TraceEntry/id``).
    public var id: Int
    /// When it happened.
    public var time: Ticks

    /// The reference to the entry at `position` of `entries`.
    init(_ position: Int, in entries: [TraceEntry]) {
      self.position = position
      id = entries[position].id
      time = entries[position].time
    }
  }
}
