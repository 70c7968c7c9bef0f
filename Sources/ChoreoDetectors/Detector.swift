import ChoreoTimeline

/// Reads a trace, the motion and the events, and names what a person would see go wrong.
///
/// Detectors never see the scenario: only its trace. Each lives in its own file with its
/// definition and thresholds.
public protocol Detector: Sendable {
  /// The detector's name, as findings, scenario files and `expect` lists spell it.
  var id: DetectorID { get }
  /// One sentence defining what it finds, as listings and reference tables print it: the one
  /// place the definition is written.
  var definition: String { get }
  /// The definition in full: what is measured, over which frames, and when it counts, as the
  /// documentation and `choreo detectors <name>` print it.
  var details: String { get }
  /// What it reads from a trace; it runs only on a trace that holds all of it.
  var needs: TraceContents { get }
  /// How it grades what it measures against `thresholds`.
  func grading(_ thresholds: Thresholds) -> Grading
  /// What the definition and thresholds rest on: sections of the documentation and public
  /// reports of the failure.
  var sources: [SourceReference] { get }
  /// The findings in the analysed trace, in time order.
  func findings(in analysis: TraceAnalysis) -> [Finding]
}

extension Detector {
  /// The findings in `trace` graded against `thresholds`.
  public func findings(in trace: Trace, thresholds: Thresholds = .standard) -> [Finding] {
    findings(in: TraceAnalysis(trace: trace, thresholds: thresholds))
  }
}

/// The registry of detectors: every detector a run is judged by, each declared once in its own
/// file with its definition and thresholds.
public enum Detectors {
  /// Every detector, in ``DetectorID`` order.
  public static let all: [any Detector] = [
    StaggerDetector(), BounceDetector(), SilentFocusFailureDetector(), KeyboardDropDetector(),
    DetentJumpDetector(), AccessoryJumpDetector(), ExitAsymmetryDetector(),
    OrphanedKeyboardDetector(), KeyboardMorphDetector(), LostKeystrokesDetector(),
    CoveredDetector(), LateJumpDetector(), FloatingGapDetector(), DriftDetector(),
    SnapDetector(),
    DoubleInsetDetector(), PhantomInsetDetector(), DuplicateCallbackDetector(),
    StaleCallbackDetector(), VisibilityMismatchDetector(), HiddenNewestMessageDetector(),
    NoDragDismissDetector(), EatenTapDetector(), ReturnDeadEndDetector(),
    ReturnLabelMismatchDetector(),
  ]

  /// What each detector in ``all`` reads, asked once: asking again for every trace would copy
  /// each detector out of its box.
  static let needs: [TraceContents] = all.map(\.needs)

  /// The detector called `id`.
  public static func detector(for id: DetectorID) -> any Detector {
    all[id.ordinal]
  }

  /// The detectors that cannot run on `trace`, each with what the trace lacks, in registry
  /// order; empty for a simulated run, which records everything.
  public static func unrunnable(on trace: Trace) -> [(detector: DetectorID, lacking: TraceContents)]
  {
    zip(all, needs).compactMap { detector, needs in
      let lacking = needs.subtracting(trace.contents)
      return lacking.isEmpty ? nil : (detector.id, lacking)
    }
  }

  /// The findings in `trace` of every detector that can run on it (see ``unrunnable(on:)``),
  /// ordered by time, then detector, then message.
  public static func findings(in trace: Trace, thresholds: Thresholds = .standard) -> [Finding] {
    let analysis = TraceAnalysis(trace: trace, thresholds: thresholds)
    let contents = trace.contents
    var findings: [Finding] = []
    let required = Self.needs
    // The detectors are called where they are stored, through a pointer: iterating, or a
    // buffer's subscript, copies each out of its box.
    all.withUnsafeBufferPointer { buffer in
      guard let detectors = buffer.baseAddress else { return }
      for index in buffer.indices where contents.isSuperset(of: required[index]) {
        let found = detectors[index].findings(in: analysis)
        // Most detectors find nothing; appending nothing still reallocates an empty array.
        if !found.isEmpty { findings += found }
      }
    }
    return findings.sorted {
      if $0.time != $1.time { return $0.time < $1.time }
      if $0.detector != $1.detector { return $0.detector < $1.detector }
      return $0.message < $1.message
    }
  }
}
