import ChoreoCore
import ChoreoTimeline

/// Finds keystrokes the person cannot see land
/// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>): a key pressed while the first
/// responder is the invisible prewarm, or while nothing holds first responder.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct LostKeystrokesDetector: Detector {
  let info = DetectorInfo(
    .lostKeystrokes,
    definition: "a keystroke went to a field the person cannot see (the prewarm) or to nobody",
    subject: .prewarm,
    needs: [.keystrokes, .personActions],
    grades: .always,
    sources: [
      .doc("ThePattern", "Second-order-failures")
    ],
    remedies: LostKeystrokesDetector.remedies
  ) { _ in
    "A keystroke went to the invisible prewarm or to nobody; one finding per presentation, "
      + "counting the keys."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var lost: [(entry: TraceEntry, responder: Responder?)] = []
    for position in analysis.positions(of: .unseenKeystroke) {
      let entry = trace.entries[position]
      if case .note(.keystrokeDelivered(_, let responder, _)) = entry.happening {
        lost.append((entry, responder))
      }
    }
    guard let first = lost.first else { return [] }
    var findings: [Finding] = []
    var group: [(entry: TraceEntry, responder: Responder?)] = []
    func flush() {
      guard let head = group.first else { return }
      let targets = Set(group.map { $0.responder?.rawValue ?? "nobody" }).sorted()
      findings.append(
        Finding(
          detector: id, severity: .error, time: head.entry.time, magnitude: Double(group.count),
          unit: "keys",
          message:
            "\(group.count) keystroke\(group.count == 1 ? "" : "s") went where the person cannot "
            + "see (\(targets.joined(separator: ", ")))",
          evidence: Evidence(events: group.map(\.entry.id))))
      group = []
    }
    var presentation = analysis.presentation(containing: first.entry.time)
    for item in lost {
      let current = analysis.presentation(containing: item.entry.time)
      if current != presentation {
        flush()
        presentation = current
      }
      group.append(item)
    }
    flush()
    return findings
  }
}

extension LostKeystrokesDetector {
  /// `lost-keystrokes`: pass what the prewarm received to the real field and move focus there.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Forward anything typed into the prewarm to the real field and hand off at once",
      code: """
        prewarm.addAction(UIAction { [unowned self] _ in
          self.realField.text = (self.realField.text ?? "") + (self.prewarm.text ?? "")
          self.prewarm.text = ""
          self.realField.becomeFirstResponder()  // the next key lands where the person sees it
        }, for: .editingChanged)
        """,
      source: RemedySource.editingChanged),
    Remedy(
      .swiftUI,
      "Append what the prewarm received to the draft and move focus to the real field",
      code: """
        field.addAction(UIAction { [unowned field] _ in  // in the prewarm's makeUIView
          draft.wrappedValue += field.text ?? ""  // draft: Binding<String>
          field.text = ""
          focused.wrappedValue = true  // focused: FocusState<Bool>.Binding
        }, for: .editingChanged)
        """,
      source: RemedySource.editingChanged),
  ]
}
