import ChoreoCore
import ChoreoMachine
import ChoreoTimeline

/// A trace prepared once for every detector, in one pass over its entries and one over its frames:
/// its transition windows and presentations, the entries each detector looks for, the keyboard's
/// motions, the frames where the layout rests, and the few frames where the layout or its
/// accessories step.
///
/// Detectors read these facts instead of walking the trace again each, so judging a run costs a
/// fraction of simulating it (<doc:Performance>).
public struct TraceAnalysis: Sendable {
  /// The run analysed.
  public let trace: Trace
  /// The thresholds to grade against.
  public let thresholds: Thresholds
  /// The trace cut at every person's action that starts a transition (typing does not), unless
  /// the platform ignored it (``ChoreoTimeline/Trace/isIgnored(_:)``); windows without frames are
  /// left out.
  public let windows: [Trace.TransitionWindow]
  /// Every presentation, in order.
  public let presentations: [Presentation]
  /// Every presentation that can be judged at its focus timeout, for `silent-focus-failure` and
  /// `orphaned-keyboard`.
  public let focusDeadlines: [FocusDeadline]
  /// The docked keyboard's visible motions, each with the window in which a layout's response is
  /// looked for, for `drift` and `late-jump`.
  public let keyboardMotions: [Trace.KeyboardMotion]
  /// Whether any frame records the app's own `isKeyboardVisible`.
  public let recordsAppKeyboardVisibility: Bool
  /// The runs of consecutive frames where ``ChoreoTimeline/Trace/isLayoutAtRest(at:)`` holds, each
  /// with the docked keyboard up or down throughout, in order.
  public let restingRuns: [RestingRun]
  /// The frames where the accessory strip's height changes visibly (by more than
  /// ``ChoreoTimeline/Trace/motionEpsilon``), in order.
  public let accessoryChanges: [Int]
  /// The frames where, with the container settled and the screen on display, the docked keyboard
  /// goes down while the layout's bottom stays put, in order.
  public let keyboardFallsUnderStillLayout: [Int]
  /// The frames where, with the input bar in view in the frame and the one before, the layout's
  /// bottom steps farther than the snap warning (``Thresholds/snap``) per 120 Hz frame's length, in order:
  /// the only frames where it can snap.
  public let layoutLeaps: [Int]
  /// How the input bar's edges moved through each window whose frames the app moves it in, in
  /// order.
  public let barMotions: [BarMotion]
  /// Every kind of entry the trace holds.
  public let entryKinds: EntryKinds
  /// The position and kinds of every entry that has a kind, in order.
  let marks: [EntryMark]

  /// Prepares `trace` to be judged against `thresholds`.
  public init(trace: Trace, thresholds: Thresholds) {
    self.trace = trace
    self.thresholds = thresholds
    let entries = EntryPass(trace: trace)
    marks = entries.marks
    entryKinds = entries.kinds
    let windows = entries.windows(in: trace)
    self.windows = windows
    presentations = entries.presentations(in: trace)
    focusDeadlines = Self.focusDeadlines(of: presentations, in: trace, thresholds: thresholds)
    let frames = FramePass(trace: trace, thresholds: thresholds, entries: entries)
    restingRuns = frames.restingRuns
    accessoryChanges = frames.accessoryChanges
    keyboardFallsUnderStillLayout = frames.keyboardFallsUnderStillLayout
    layoutLeaps = frames.layoutLeaps
    recordsAppKeyboardVisibility = frames.recordsAppKeyboardVisibility
    keyboardMotions = frames.keyboardMotions(in: trace, entries: entries)
    barMotions = Self.barMotions(of: windows, in: trace, thresholds: thresholds)
  }

  /// Whether the trace holds an entry of any of `kinds`.
  @inline(__always)
  public func holds(_ kinds: EntryKinds) -> Bool { !entryKinds.isDisjoint(with: kinds) }

  /// The positions in the trace's entries of those of any of `kinds`, in order.
  public func positions(of kinds: EntryKinds) -> [Int] {
    guard holds(kinds) else { return [] }
    return marks.compactMap { $0.kinds.isDisjoint(with: kinds) ? nil : $0.position }
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

  /// The presentations that can be judged at their focus timeout: the sheet settled, plus
  /// ``Thresholds/focusTimeout``, while the presentation is still open and the trace lasts.
  private static func focusDeadlines(
    of presentations: [Presentation], in trace: Trace, thresholds: Thresholds
  ) -> [FocusDeadline] {
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
}

extension TraceAnalysis {
  /// A run of consecutive frames where the layout rests (``ChoreoTimeline/Trace/isLayoutAtRest(at:)``),
  /// with the docked keyboard up or down throughout.
  public struct RestingRun: Sendable, Equatable {
    /// The frames.
    public var frames: Range<Int>
    /// Whether a docked keyboard is visibly up in them.
    public var keyboardUp: Bool
  }

  /// One entry the detectors look for: its position, time and kinds.
  struct EntryMark: Sendable {
    var position: Int
    var time: Ticks
    var kinds: EntryKinds
  }
}
