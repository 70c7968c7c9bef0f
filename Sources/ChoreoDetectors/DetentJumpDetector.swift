import ChoreoCore
import ChoreoTimeline

/// Finds the sheet changing detent with no user action (<doc:PlatformFacts#Medium-detent-shove>,
/// <doc:Detectors>: FB17890661, FB13659789): a `detentDidChange` whose chain of causes holds no
/// detent drag by the person.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct DetentJumpDetector: Detector {
  let info = DetectorInfo(
    .detentJump,
    definition: "the sheet's detent changed with no user action",
    subject: .sheet,
    needs: [.sheetEvents, .sheetMotion, .personActions, .causes],
    grades: .always,
    sources: [
      .doc("PlatformFacts", "Medium-detent-shove"),
      .init("FB17890661", "https://github.com/feedback-assistant/reports/issues/669"),
      .init("FB13659789", "https://github.com/feedback-assistant/reports/issues/471"),
    ],
    remedies: DetentJumpDetector.remedies
  ) { _ in
    "The sheet's detent changed and its chain of causes holds no detent drag by the person."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for position in analysis.positions(of: .detentChange) {
      let entry = trace.entries[position]
      guard case .event(.detentDidChange(let detent)) = entry.happening else { continue }
      let byPerson = trace.causalChain(of: entry.id) {
        if case .user(.dragToDetent) = $0.happening { true } else { false }
      }
      guard !byPerson else { continue }
      let start = trace.clampedFrame(entry.time)
      let end = restingFrame(after: start, in: trace)
      let travel = abs(trace.frames[end].sheetTop - trace.frames[start].sheetTop)
      findings.append(
        Finding(
          detector: id, severity: .error, time: entry.time, magnitude: travel, unit: "pt",
          message:
            "the sheet moved to \(detent) by itself, \(FixedPoint.format(travel, places: 1)) pt, "
            + "with no user action",
          evidence: Evidence(
            events: trace.causalChain(of: entry.id).map(\.id).reversed(),
            samples: [trace.sample(.sheetTop, at: start), trace.sample(.sheetTop, at: end)])))
    }
    return findings
  }

  /// The first frame after `start` at which the sheet has stopped moving.
  private func restingFrame(after start: Int, in trace: Trace) -> Int {
    var index = start + 1
    var moved = false
    while index < trace.frames.count {
      let step = abs(trace.frames[index].sheetTop - trace.frames[index - 1].sheetTop)
      if step > Trace.motionEpsilon { moved = true } else if moved { return index }
      index += 1
    }
    return trace.frames.count - 1
  }
}

extension DetentJumpDetector {
  /// `detent-jump`: open an auto-focused sheet at its largest detent, every time.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Select the large detent before presenting an auto-focused sheet, on every presentation",
      code: """
        if let sheet = compose.sheetPresentationController {
          sheet.detents = [.medium(), .large()]
          sheet.selectedDetentIdentifier = .large  // a medium sheet is shoved to large
        }
        present(compose, animated: true)
        """,
      source: RemedySource.selectedDetentIdentifier),
    Remedy(
      .swiftUI,
      "Bind the detent selection and reset it to .large when the sheet is dismissed",
      code: """
        @State private var detent: PresentationDetent = .large
        // ...
        .sheet(isPresented: $composing, onDismiss: { detent = .large }) {
          ComposeView().presentationDetents([.medium, .large], selection: $detent)
        }
        """,
      source: RemedySource.presentationDetentsSelection),
  ]
}
