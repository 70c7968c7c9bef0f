import ChoreoCore
import ChoreoTimeline

extension TraceAnalysis {
  /// The analysis's one pass over a trace's entries: each entry is classified once
  /// (``EntryKinds``), and the windows and presentations are cut from the few entries that have a
  /// kind.
  struct EntryPass {
    /// The position and kinds of every entry that has a kind, in order.
    private(set) var marks: [EntryMark] = []
    /// Every kind the trace holds.
    private(set) var kinds: EntryKinds = []
    /// The positions of the person's actions the platform ignored, in order.
    private(set) var ignored: [Int] = []

    init(trace: Trace) {
      for (position, entry) in trace.entries.enumerated() {
        let found = EntryKinds.of(entry.happening)
        guard !found.isEmpty else { continue }
        marks.append(EntryMark(position: position, time: entry.time, kinds: found))
        kinds.formUnion(found)
      }
      guard kinds.contains(.actionIgnored) else { return }
      for mark in marks where mark.kinds.contains(.actionIgnored) {
        if let cause = trace.entries[mark.position].cause, trace.isIgnored(cause),
          !ignored.contains(cause)
        {
          ignored.append(cause)
        }
      }
      ignored.sort()
    }

    /// Whether the platform ignored the person's action at `position`.
    func isIgnored(_ position: Int) -> Bool { !ignored.isEmpty && ignored.contains(position) }

    /// The transitions' openers: the person's actions that start one and that the platform did
    /// not ignore, in order.
    var transitionStarts: some Sequence<EntryMark> {
      marks.lazy.filter { $0.kinds.contains(.transitionStart) && !isIgnored($0.position) }
    }

    /// The trace cut at every transition's opener; windows without frames are left out.
    func windows(in trace: Trace) -> [Trace.TransitionWindow] {
      var windows: [Trace.TransitionWindow] = []
      var start = 0
      var opener: Trace.TransitionWindow.Opener?
      let frameCount = trace.frames.count
      for mark in transitionStarts {
        let index = min(trace.frameIndex(atOrAfter: mark.time), frameCount)
        if index > start {
          windows.append(Trace.TransitionWindow(opener: opener, frames: start..<index))
        }
        start = index
        if case .user(let action) = trace.entries[mark.position].happening {
          let entry = EntryReference(mark.position, in: trace.entries)
          opener = Trace.TransitionWindow.Opener(entry: entry, action: action)
        } else {
          opener = nil
        }
      }
      if frameCount > start {
        windows.append(Trace.TransitionWindow(opener: opener, frames: start..<frameCount))
      }
      return windows
    }

    /// Every presentation: from each `present` the platform did not ignore to the next.
    func presentations(in trace: Trace) -> [Presentation] {
      guard kinds.contains(.present) else { return [] }
      let count = trace.entries.count
      var result: [Presentation] = []
      var number = 0
      /// The first mark after `mark` that opens a presentation, or the end of the marks.
      func nextOpener(after mark: Int) -> Int {
        var next = mark + 1
        while next < marks.count,
          !marks[next].kinds.contains(.present) || isIgnored(marks[next].position)
        {
          next += 1
        }
        return next
      }
      let entries = trace.entries
      var nextMark = nextOpener(after: -1)
      while nextMark < marks.count {
        let openerMark = nextMark
        nextMark = nextOpener(after: openerMark)
        let first = marks[openerMark].position
        let next = nextMark < marks.count ? marks[nextMark].position : count
        let end = nextMark < marks.count ? marks[nextMark].time : trace.endTime + Ticks(1)
        var request: Int?
        var settle: Int?
        var closedAt: Ticks?
        for mark in marks[openerMark..<nextMark] {
          if mark.kinds.contains(.focusRequest), request == nil { request = mark.position }
          if mark.kinds.contains(.sheetSettle), settle == nil { settle = mark.position }
          if mark.kinds.contains(.exit), closedAt == nil, !isIgnored(mark.position) {
            closedAt = mark.time
          }
        }
        let opener = EntryReference(first, in: entries)
        let lower = trace.frameIndex(atOrAfter: opener.time)
        result.append(
          Presentation(
            index: number, opener: opener,
            frames: lower..<max(lower, trace.frameIndex(atOrAfter: end)), entries: first..<next,
            end: end, firstFocusRequest: request.map { EntryReference($0, in: entries) },
            settle: settle.map { EntryReference($0, in: entries) }, closedAt: closedAt))
        number += 1
      }
      return result
    }
  }
}
