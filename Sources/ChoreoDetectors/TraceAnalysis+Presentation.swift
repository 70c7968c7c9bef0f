import ChoreoCore
import ChoreoTimeline

extension TraceAnalysis {
  /// One presentation of the sheet: from a `present` action to the next one (or the trace's end);
  /// actions the platform ignored (``ChoreoTimeline/Trace/isIgnored(_:)``) neither open nor close
  /// one.
  public struct Presentation: Sendable, Equatable {
    /// 0 for the first presentation.
    public var index: Int
    /// The `present` action.
    public var opener: EntryReference
    /// The frames it spans.
    public var frames: Range<Int>
    /// The ids of the trace entries it spans.
    public var entries: Range<Int>
    /// When the next presentation starts, or just after the trace's end.
    public var end: Ticks
    /// The first `setFocus(composer)` the app asked for in it.
    public var firstFocusRequest: EntryReference?
    /// The first `sheetDidSettle` in it.
    public var settle: EntryReference?
    /// When the person first closed or drag-dismissed it, if they did.
    public var closedAt: Ticks?

    /// Whether a check due at `deadline` can be judged: the presentation is still open then and
    /// the trace reaches it.
    public func isOpen(at deadline: Ticks, traceEnd: Ticks) -> Bool {
      deadline < (closedAt ?? end) && deadline <= traceEnd
    }
  }
}
