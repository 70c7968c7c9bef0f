import ChoreoCore
import ChoreoTimeline

/// What a detector is, said once: its name, its definition in one sentence and in full, what it
/// reads from a trace, how it grades what it finds, and what its definition rests on.
///
/// Listings, `choreo detectors`, the Detectors article, SARIF rules and the documentation's tables
/// all read it; the numbers in ``details`` come from the thresholds, never written in prose.
public struct DetectorInfo: Sendable {
  /// How a detector grades what it finds.
  public enum Grades: Sendable {
    /// By a metric's warning and error.
    case metric(Metric.Name)
    /// By a metric, and some findings always an error (said in words).
    case metricOrAlways(Metric.Name, String)
    /// Every finding is an error: the failure has no harmless size.
    case always
    /// An error once the focus timeout after the sheet settles has passed.
    case focusTimeout
  }

  /// What a detector's findings are about, which pictures outline and diagrams mark.
  public enum Subject: Sendable {
    /// The keyboard's own motion.
    case keyboard
    /// The sheet's own motion.
    case sheet
    /// The sheet and the keyboard leaving together.
    case sheetAndKeyboard
    /// The bottom accessories.
    case accessories
    /// The input bar and the layout around it.
    case inputBar
    /// Where focus goes.
    case focus
    /// The invisible prewarm field holding the keyboard.
    case prewarm
  }

  /// The detector's name.
  public var id: DetectorID
  /// One sentence: what it finds.
  public var definition: String
  /// The definition in full, given the thresholds: what is measured, over which frames, and when
  /// it counts.
  public var details: @Sendable (Thresholds) -> String
  /// What its findings are about.
  public var subject: Subject
  /// What it reads from a trace; it runs only on a trace that holds all of it.
  public var needs: TraceContents
  /// How it grades.
  public var grades: Grades
  /// What the definition and thresholds rest on: sections of the documentation and public reports
  /// of the failure.
  public var sources: [SourceReference]
  /// What to write in the app to remove its findings, one per framework, each citing its public
  /// page.
  public var remedies: [Remedy]

  /// A detector's description with every field given.
  public init(
    _ id: DetectorID, definition: String, subject: Subject, needs: TraceContents, grades: Grades,
    sources: [SourceReference], remedies: [Remedy],
    details: @escaping @Sendable (Thresholds) -> String
  ) {
    self.id = id
    self.definition = definition
    self.details = details
    self.subject = subject
    self.needs = needs
    self.grades = grades
    self.sources = sources
    self.remedies = remedies
  }

  /// The metric it grades by, if it grades by one.
  public var metric: Metric.Name? {
    switch grades {
    case .metric(let name), .metricOrAlways(let name, _): name
    case .always, .focusTimeout: nil
    }
  }

  /// How it grades against `thresholds`, as reference tables print it.
  public func grading(_ thresholds: Thresholds) -> Grading {
    switch grades {
    case .metric(let name): return thresholds[metric: name].grading
    case .metricOrAlways(let name, let always):
      let grading = thresholds[metric: name].grading
      return Grading(warning: grading.warning, error: grading.error + ", or " + always)
    case .always: return .always
    case .focusTimeout:
      return Grading(
        warning: nil,
        error: "\(FixedPoint.compact(thresholds.focusTimeout.seconds)) s after the sheet settles")
    }
  }
}
