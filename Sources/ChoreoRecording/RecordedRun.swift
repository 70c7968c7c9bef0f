import ChoreoCore
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

  /// A run with every field given.
  public init(
    trace: Trace, summary: String, format: RecordingInputFormat, lines: Int,
    recordedFrames: Int, hasTimes: Bool, inferences: [String], warnings: [ImportWarning],
    missingFrames: Set<Int> = []
  ) {
    self.missingFrames = missingFrames
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
