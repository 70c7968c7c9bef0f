import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Finds the keyboard arriving as a second motion: on the way in, the keyboard starts moving more
/// than 50 ms (warning) or 100 ms (error) apart from the sheet
/// (<doc:PlatformFacts#Timing-perception>, <doc:Detectors>).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct StaggerDetector: Detector {
  let info = DetectorInfo(
    .stagger,
    definition:
      "on the way in, the keyboard starts moving more than the threshold apart from the sheet",
    subject: .keyboard,
    needs: [.sheetMotion, .keyboardMotion, .personActions],
    grades: .metric(.stagger),
    sources: [
      .doc("PlatformFacts", "Timing-perception"),
      .doc("ThePattern", "Why-naive-approaches-fail"),
      .init("naan/FocusOnAppear", "https://github.com/naan/FocusOnAppear"),
    ],
    remedies: StaggerDetector.remedies
  ) { _ in
    "On the way in (the sheet rising from off screen), the keyboard's first rise starts more "
      + "than the threshold after the sheet's. No keyboard at all is not a stagger."
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
      let metric = thresholds.stagger
      guard let severity = metric.severity(of: gap) else { continue }
      let limit = metric.format(metric.limit(for: severity))
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

extension StaggerDetector {
  /// `stagger`: bring the keyboard up with the sheet, through a responder that takes it as the
  /// content joins the window, not with a delay.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Make the field first responder in didMoveToWindow, so the keyboard rises with the sheet",
      code: """
        final class ComposerField: UITextField {
          override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil, !isFirstResponder { becomeFirstResponder() }  // with the sheet
          }
        }
        """,
      source: RemedySource.becomeFirstResponder),
    Remedy(
      .swiftUI,
      "Mount a UIKit prewarm field that takes the keyboard in didMoveToWindow, then hand off",
      code: """
        final class PrewarmField: UITextField {  // alpha 0.02, the real field's keyboard traits
          override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { becomeFirstResponder() }  // rises with the sheet; @FocusState can't
          }
        }
        """,
      source: RemedySource.focusOnAppear),
    Remedy(
      .reactNative,
      "Give the input autoFocus, which focuses as it joins the window, not focus() after a delay",
      code: """
        <Modal visible={composing} animationType="slide" presentationStyle="pageSheet">
          <TextInput autoFocus placeholder="Message" />
        </Modal>
        // not: setTimeout(() => inputRef.current?.focus(), 500)
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .reactNativeKeyboardController,
      "Give the sheet's input autoFocus, which focuses as it joins the window, not after a delay",
      code: """
        <TextInput autoFocus placeholder="Message" />
        // not: setTimeout(() => inputRef.current?.focus(), 500)
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .flutter,
      "Set autofocus: true on the sheet's TextField instead of requesting focus after a delay",
      code: """
        showModalBottomSheet(
          context: context,
          isScrollControlled: true,
          builder: (context) => const TextField(autofocus: true), // rises with the sheet
        );
        // not: Future.delayed(const Duration(milliseconds: 500), focusNode.requestFocus)
        """,
      source: RemedySource.flutterAutofocus),
  ]
}
