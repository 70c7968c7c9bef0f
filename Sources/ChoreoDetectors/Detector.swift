import ChoreoTimeline

/// Reads a trace, the motion and the events, and names what a person would see go wrong.
///
/// Detectors never see the scenario: only its trace. Each lives in its own file with its
/// definition and thresholds.
public protocol Detector: Sendable {
  /// What the detector is: its name, definition, what it reads, how it grades and its sources.
  var info: DetectorInfo { get }
  /// The findings in the analysed trace, in time order.
  func findings(in analysis: TraceAnalysis) -> [Finding]
}

extension Detector {
  /// The detector's name, as findings, scenario files and `expect` lists spell it.
  public var id: DetectorID { info.id }

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

  /// What each detector in ``all`` is, in the same order.
  public static let infos: [DetectorInfo] = all.map(\.info)

  /// The detector called `id`.
  public static func detector(for id: DetectorID) -> any Detector {
    all[id.ordinal]
  }

  /// The detectors that cannot run on `trace`, each with what the trace lacks, in registry
  /// order; empty for a simulated run, which records everything.
  public static func unrunnable(on trace: Trace) -> [(detector: DetectorID, lacking: TraceContents)]
  {
    unrunnable(given: trace.contents)
  }

  /// The detectors that cannot run on a trace holding `contents`, each with what it lacks, in
  /// registry order.
  public static func unrunnable(given contents: TraceContents) -> [(
    detector: DetectorID, lacking: TraceContents
  )] {
    infos.compactMap { info in
      let lacking = info.needs.subtracting(contents)
      return lacking.isEmpty ? nil : (info.id, lacking)
    }
  }

  /// The findings in `trace` of every detector that can run on it (see ``unrunnable(on:)``),
  /// ordered by time, then detector, then message.
  public static func findings(in trace: Trace, thresholds: Thresholds = .standard) -> [Finding] {
    let analysis = TraceAnalysis(trace: trace, thresholds: thresholds)
    let contents = trace.contents
    var findings: [Finding] = []
    for (detector, info) in zip(all, infos) where contents.isSuperset(of: info.needs) {
      findings += detector.findings(in: analysis)
    }
    return findings.sorted {
      if $0.time != $1.time { return $0.time < $1.time }
      if $0.detector != $1.detector { return $0.detector < $1.detector }
      return $0.message < $1.message
    }
  }
}
