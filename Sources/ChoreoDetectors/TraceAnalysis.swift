import ChoreoCore
import ChoreoMachine
import ChoreoTimeline

/// A trace prepared once for every detector: the trace, the thresholds, its transition windows and
/// its presentations.
public struct TraceAnalysis: Sendable {
  /// One presentation of the sheet: from a `present` action to the next one (or the trace's end);
  /// actions the platform ignored (``ChoreoTimeline/Trace/isIgnored(_:)``) neither open nor close
  /// one.
  public struct Presentation: Sendable, Equatable {
    /// 0 for the first presentation.
    public var index: Int
    /// The `present` action.
    public var opener: TraceEvent
    /// The frames it spans.
    public var frames: Range<Int>
    /// The ids of the trace entries it spans.
    public var entries: Range<Int>
    /// When the next presentation starts, or just after the trace's end.
    public var end: Ticks
    /// The first `setFocus(composer)` the app asked for in it.
    public var firstFocusRequest: TraceEvent?
    /// The first `sheetDidSettle` in it.
    public var settle: TraceEvent?
    /// When the person first closed or drag-dismissed it, if they did.
    public var closedAt: Ticks?

    /// Whether a check due at `deadline` can be judged: the presentation is still open then and
    /// the trace reaches it.
    public func isOpen(at deadline: Ticks, traceEnd: Ticks) -> Bool {
      deadline < (closedAt ?? end) && deadline <= traceEnd
    }
  }

  /// The run analysed.
  public let trace: Trace
  /// The thresholds to grade against.
  public let thresholds: Thresholds
  /// ``ChoreoTimeline/Trace/transitionWindows``, computed once.
  public let windows: [Trace.Window]
  /// Every presentation, in order.
  public let presentations: [Presentation]
  /// The docked keyboard's visible motions (``ChoreoTimeline/Trace/dockedKeyboardMotions(pause:)``
  /// at the rest duration), each with the window in which a layout's response is looked for,
  /// computed once for `drift` and `late-jump`.
  public let keyboardMotions: [Trace.KeyboardMotion]
  /// Whether any frame records the app's own `isKeyboardVisible`.
  public let recordsAppKeyboardVisibility: Bool
  /// The frames where ``ChoreoTimeline/Trace/isLayoutAtRest(at:)`` holds and a docked keyboard is
  /// up, in order.
  public let restingWithKeyboard: [Int]
  /// The frames where ``ChoreoTimeline/Trace/isLayoutAtRest(at:)`` holds and no docked keyboard is
  /// up.
  public let restingWithoutKeyboard: [Int]
  /// Every frame where ``ChoreoTimeline/Trace/isLayoutAtRest(at:)`` holds.
  public let resting: [Int]

  /// Prepares `trace`.
  public init(trace: Trace, thresholds: Thresholds) {
    self.trace = trace
    self.thresholds = thresholds
    windows = trace.transitionWindows
    presentations = Self.presentations(in: trace)
    let spans = trace.dockedKeyboardMotions(pause: thresholds.restDuration)
    keyboardMotions = spans.indices.compactMap { number in
      let span = spans[number]
      let travel =
        trace.frames[span.upperBound - 1].dockedKeyboardTop
        - trace.frames[span.lowerBound].dockedKeyboardTop
      guard abs(travel) > Trace.visibleExtent else { return nil }
      return Trace.KeyboardMotion(
        frames: span, travel: travel,
        responseEnd: trace.responseHorizon(of: number, in: spans, limit: Ticks(Ticks.perSecond)))
    }
    var up: [Int] = []
    var down: [Int] = []
    var all: [Int] = []
    up.reserveCapacity(trace.frames.count)
    down.reserveCapacity(trace.frames.count)
    all.reserveCapacity(trace.frames.count)
    let height = trace.device.height
    trace.frames.withUnsafeBufferPointer { frames in
      for index in frames.indices.dropFirst()
      where Trace.isLayoutAtRest(frames[index], after: frames[index - 1]) {
        all.append(index)
        if Trace.isDockedKeyboardUp(frames[index], screenHeight: height) {
          up.append(index)
        } else {
          down.append(index)
        }
      }
    }
    restingWithKeyboard = up
    restingWithoutKeyboard = down
    resting = all
    recordsAppKeyboardVisibility = trace.frames.contains { $0.appKeyboardVisible != nil }
  }

  /// A presentation whose app asked for focus, judged at the focus timeout: the sheet settled,
  /// plus ``Thresholds/focusTimeout``, while the presentation is still open and the trace lasts.
  public struct FocusDeadline: Sendable {
    /// The presentation whose focus request is judged.
    public var presentation: Presentation
    /// The first `setFocus(composer)`.
    public var request: TraceEvent
    /// The `sheetDidSettle`.
    public var settle: TraceEvent
    /// When focus must have landed.
    public var time: Ticks
    /// The frame at that time.
    public var frame: Int
  }

  /// Every presentation that can be judged at its focus timeout.
  public var focusDeadlines: [FocusDeadline] {
    presentations.compactMap { presentation in
      guard let request = presentation.firstFocusRequest, let settle = presentation.settle else {
        return nil
      }
      let deadline = settle.time + thresholds.focusTimeout
      guard presentation.isOpen(at: deadline, traceEnd: trace.endTime) else { return nil }
      return FocusDeadline(
        presentation: presentation, request: request, settle: settle, time: deadline,
        frame: trace.clampedFrame(deadline))
    }
  }

  /// The index of the presentation under way at `time`, if any.
  public func presentation(containing time: Ticks) -> Int? {
    presentations.last { $0.opener.time <= time }?.index
  }

  private static func presentations(in trace: Trace) -> [Presentation] {
    let events = trace.events
    let openers = trace.positions {
      if case .user(.present) = $0.happening { !trace.isIgnored($0.id) } else { false }
    }
    var result: [Presentation] = []
    for (number, first) in openers.enumerated() {
      let next = number + 1 < openers.count ? openers[number + 1] : events.count
      let end = next < events.count ? events[next].time : trace.endTime + Ticks(1)
      var request: Int?
      var settle: Int?
      var closedAt: Ticks?
      // Entries are matched in place rather than copied out one by one.
      events.withUnsafeBufferPointer { entries in
        for index in first..<next {
          switch entries[index].happening {
          case .effect(.setFocus(.composer)) where request == nil: request = index
          case .event(.sheetDidSettle) where settle == nil: settle = index
          case .user(.close) where closedAt == nil && !trace.isIgnored(index),
            .user(.dragDismiss(_, _, true)) where closedAt == nil && !trace.isIgnored(index):
            closedAt = entries[index].time
          default: break
          }
        }
      }
      let opener = events[first]
      result.append(
        Presentation(
          index: number, opener: opener,
          frames: trace.frameIndex(atOrAfter: opener.time)..<trace.frameIndex(atOrAfter: end),
          entries: first..<next, end: end, firstFocusRequest: request.map { events[$0] },
          settle: settle.map { events[$0] }, closedAt: closedAt))
    }
    return result
  }
}
