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

    /// When focus must have landed in `trace`: the sheet settled plus `timeout`; `nil` when the
    /// app asked for no focus, the sheet never settled, or the presentation is closed or the
    /// trace over by then, so that the deadline cannot be judged.
    public func focusDeadline(in trace: Trace, timeout: Ticks) -> FocusDeadline? {
      guard let request = firstFocusRequest, let settle else { return nil }
      let time = settle.time + timeout
      guard isOpen(at: time, traceEnd: trace.endTime) else { return nil }
      return FocusDeadline(
        presentation: self, request: request, settle: settle, time: time,
        frame: trace.clampedFrame(time))
    }
  }

  /// A presentation whose app asked for focus, judged at the focus timeout: the sheet settled,
  /// plus ``Thresholds/focusTimeout``, while the presentation is still open and the trace lasts.
  public struct FocusDeadline: Sendable {
    /// The presentation whose focus request is judged.
    public var presentation: Presentation
    /// The first `setFocus(composer)`.
    public var request: EntryReference
    /// The `sheetDidSettle`.
    public var settle: EntryReference
    /// When focus must have landed.
    public var time: Ticks
    /// The frame at that time.
    public var frame: Int
  }

  /// The presentations that can be judged at their focus timeout, with when focus must have
  /// landed.
  public var focusDeadlines: [FocusDeadline] {
    presentations.compactMap { $0.focusDeadline(in: trace, timeout: thresholds.focusTimeout) }
  }
}
