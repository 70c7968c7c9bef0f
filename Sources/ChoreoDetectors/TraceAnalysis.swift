import ChoreoCore
import ChoreoMachine
import ChoreoTimeline

/// A trace prepared once for every detector: the facts no detector owns, which many read.
///
/// Its transition windows and presentations, the entries of each kind (``EntryKinds``), the
/// runs of frames where the layout rests, and the docked keyboard's motions. A detector that needs
/// anything else works it out from ``trace`` in its own file.
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
  /// The docked keyboard's visible motions, each with the window in which a layout's response is
  /// looked for.
  public let keyboardMotions: [Trace.KeyboardMotion]
  /// The runs of consecutive frames where ``ChoreoTimeline/Trace/isLayoutAtRest(at:)`` holds, each
  /// with the docked keyboard up or down throughout, in order.
  public let restingRuns: [RestingRun]
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
    windows = entries.windows(in: trace)
    presentations = entries.presentations(in: trace)
    restingRuns = Self.restingRuns(in: trace)
    keyboardMotions = Self.keyboardMotions(
      in: trace, pause: thresholds.restDuration, entries: entries)
  }

  /// Whether the trace holds an entry of any of `kinds`.
  public func holds(_ kinds: EntryKinds) -> Bool { !entryKinds.isDisjoint(with: kinds) }

  /// The positions in the trace's entries of those of any of `kinds`, in order.
  public func positions(of kinds: EntryKinds) -> [Int] {
    guard holds(kinds) else { return [] }
    return marks.compactMap { $0.kinds.isDisjoint(with: kinds) ? nil : $0.position }
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
