import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the keyboard arriving as a second motion: on the way in, the keyboard starts moving more
/// than 50 ms (warning) or 100 ms (error) apart from the sheet
/// (<doc:PlatformFacts#Timing-perception>, <doc:Detectors>).
///
/// For every window opened by a user action in which the sheet rises from off screen, the onset of
/// the sheet's motion is compared with the onset of the keyboard's first rise in that window. A
/// window without a keyboard is not a stagger (see `silent-focus-failure`). The way out is
/// `exit-asymmetry`'s.
struct StaggerDetector: Detector {
  var id: DetectorID { .stagger }

  var definition: String {
    "on the way in, the keyboard starts moving more than the threshold apart from the sheet"
  }

  var details: String {
    "On the way in (the sheet rising from off screen), the keyboard's first rise starts more "
      + "than the threshold after the sheet's. No keyboard at all is not a stagger."
  }

  var needs: TraceContents { [.sheetMotion, .keyboardMotion, .personActions] }

  func grading(_ thresholds: Thresholds) -> Grading {
    .above(thresholds.staggerWarning, thresholds.staggerError)
  }

  var sources: [SourceReference] {
    [
      .doc("PlatformFacts", "Timing-perception"),
      .doc("ThePattern", "Why-naive-approaches-fail"),
      .init("naan/FocusOnAppear", "https://github.com/naan/FocusOnAppear"),
    ]
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    for window in analysis.windows {
      guard let sheetStart = entrance(in: window.frames, of: trace),
        let keyboardStart = trace.onset(
          of: .keyboardTop, direction: .up, in: sheetStart..<window.frames.upperBound)
      else { continue }
      let gap = trace.frames[keyboardStart].time - trace.frames[sheetStart].time
      guard let severity = thresholds.staggerSeverity(gap) else { continue }
      let limit = severity == .error ? thresholds.staggerError : thresholds.staggerWarning
      let time = trace.frames[keyboardStart].time
      findings.append(
        Finding(
          detector: id, severity: severity, time: time, magnitude: gap.milliseconds, unit: "ms",
          message:
            "the keyboard started \(gap) ms after the sheet, as a second motion (\(severity) above "
            + "\(limit) ms)",
          evidence: Evidence(
            events: trace.ids(of: .keyboardWillShow, at: time),
            samples: [
              trace.sample(.sheetTop, at: sheetStart),
              trace.sample(.keyboardTop, at: keyboardStart),
            ])))
    }
    return findings
  }

  /// The onset of the sheet rising from off screen within `range`.
  private func entrance(in range: Range<Int>, of trace: Trace) -> Int? {
    guard let onset = trace.onset(of: .sheetTop, direction: .up, in: range),
      !trace.isSheetUp(at: onset)
    else { return nil }
    return onset
  }
}
