import ChoreoCore
import ChoreoDetectors
import ChoreoTimeline

/// A recording turned into a trace, with what the import kept, what it had to guess, and every
/// line it could not use.
public struct RecordedRun: Sendable {
  /// The trace the detectors read.
  ///
  /// Its ``ChoreoTimeline/Trace/contents`` say what the recording held.
  public var trace: Trace
  /// The recording's own one-line description, from its header.
  public var summary: String
  /// The format the input was read as.
  public var format: RecordingInputFormat
  /// How many lines of the input were read.
  public var lines: Int
  /// How many of them recorded a displayed frame.
  public var recordedFrames: Int
  /// Whether the input gave times; an ordered sequence without them is kept in order, one frame
  /// apart, and nothing that depends on timing is judged.
  public var hasTimes: Bool
  /// What the import inferred rather than read, as sentences: a presentation opened where the
  /// sheet appeared, a settle where the sheet stopped.
  public var inferences: [String]
  /// Lines it could not use, each with why.
  public var warnings: [ImportWarning]
  /// Frames the input is known to have skipped, held at the frame before in the trace and left
  /// out of fits.
  public var missingFrames: Set<Int>
  /// Where the keyboard was going, as the recording states it apart from its motion (a
  /// tracker's printed target), each at the frame it was stated in.
  public var statedEnds: [(frame: Int, end: RecordedMotion.StatedEnd)]
  /// The keyboard's full height, as the recording states it apart from its motion (a height
  /// over its progress), each at the frame it was stated in: where a rise ends and a fall
  /// begins.
  public var statedFullHeights: [(frame: Int, end: RecordedMotion.StatedEnd)]
  /// What the import saw in the values themselves rather than in the notification stream: a
  /// height above the screen, a safe area absorbed frame by frame.
  public var observations: [StreamCheck]
  /// The keyboard notifications as the log printed them, named or not; `nil` when the trace's
  /// own events are all there is (a recording, a simulated run).
  public var posts: [KeyboardPost]?
  /// The screen the keyboard's frames fit; `nil` when the trace's device is the screen.
  public var screen: KeyboardScreen?

  /// A run with every field given.
  public init(
    trace: Trace, summary: String, format: RecordingInputFormat, lines: Int,
    recordedFrames: Int, hasTimes: Bool, inferences: [String], warnings: [ImportWarning],
    missingFrames: Set<Int> = [], statedEnds: [(frame: Int, end: RecordedMotion.StatedEnd)] = [],
    statedFullHeights: [(frame: Int, end: RecordedMotion.StatedEnd)] = [],
    observations: [StreamCheck] = [], posts: [KeyboardPost]? = nil, screen: KeyboardScreen? = nil
  ) {
    self.posts = posts
    self.screen = screen
    self.statedFullHeights = statedFullHeights
    self.observations = observations
    self.missingFrames = missingFrames
    self.statedEnds = statedEnds
    self.trace = trace
    self.summary = summary
    self.format = format
    self.lines = lines
    self.recordedFrames = recordedFrames
    self.hasTimes = hasTimes
    self.inferences = inferences
    self.warnings = warnings
  }

  /// The time from the first to the last thing recorded.
  public var span: Ticks { trace.endTime }

  /// The end the recording states for a motion whose last frame is `last`, stated after frame
  /// `previous` (where the motion before it ended): a printed target, or the end frame of the
  /// last keyboard notification that announces an animation, where that frame docks at the
  /// screen's bottom or leaves the screen.
  public func statedEnd(after previous: Int, through last: Int) -> RecordedMotion.StatedEnd? {
    if let stated = statedEnds.last(where: { $0.frame > previous && $0.frame <= last }) {
      return stated.end
    }
    let height = trace.device.height
    for entry in trace.entries.reversed() where entry.frame > previous && entry.frame <= last {
      guard case .event(let event) = entry.happening, event.kind.isWill,
        let note = event.keyboardNotification
      else { continue }
      let frame = note.endFrame
      if frame.y >= height - Trace.visibleExtent {
        return .init(top: height, source: "\(event.kind)'s end frame, below the screen")
      }
      guard abs(frame.maxY - height) <= Trace.visibleExtent else { return nil }
      return .init(top: frame.y, source: "\(event.kind)'s end frame")
    }
    return nil
  }

  /// The full height the recording states for a motion whose last frame is `last`, stated after
  /// frame `previous`.
  public func statedFullHeight(after previous: Int, through last: Int) -> RecordedMotion.StatedEnd?
  {
    statedFullHeights.last { $0.frame > previous && $0.frame <= last }?.end
  }

  /// The line that says what the run is, for reports and charts: the recording's own summary, or
  /// `a recording` when its header gives none.
  public var title: String { summary.isEmpty ? "a recording" : summary }
}

/// A line of an input that was not used, and why: printed compiler style,
/// `run.jsonl:12: warning: unknown line kind "foo"; kept, not used`.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong with it and what became of it.
  public var message: String

  /// A warning about line `line`.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  /// `LINE: warning: MESSAGE`; the file's name goes in front.
  public var description: String { "\(line): warning: \(message)" }
}
