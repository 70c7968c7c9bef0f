import ChoreoCore
import ChoreoTimeline

/// Finds the keyboard changing under the person's fingers at the handoff
/// (<doc:PlatformFacts#Focus-in-a-presentation>,
/// <doc:ThePattern#The-sheet-with-an-auto-focused-composer>): the prewarm and the real field ask
/// for different keyboard types, appearances or input accessory views, so the keys change, or the
/// keyboard's height jumps, when first responder moves.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct KeyboardMorphDetector: Detector {
  let info = DetectorInfo(
    .keyboardMorph,
    definition: "the keyboard's type, appearance or height changes at the handoff",
    subject: .keyboard,
    needs: [.traits, .keyboardMotion, .accessoryMotion, .causes],
    grades: .metricOrAlways(.bounce, "any change of type or appearance"),
    sources: [
      .doc("PlatformFacts", "Matching-traits"),
      .init("naan/FocusOnAppear", "https://github.com/naan/FocusOnAppear"),
    ],
    remedies: KeyboardMorphDetector.remedies
  ) { _ in
    "At the handoff the keyboard's type or appearance changes (error), or its height changes "
      + "(graded like a bounce)."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for position in analysis.positions(of: .traitsChangeAtHandoff) {
      let entry = trace.entries[position]
      guard case .note(.keyboardTraitsChanged(let from, let to, true)) = entry.happening else {
        continue
      }
      let heightChange = abs(to.accessoryHeight - from.accessoryHeight)
      let layoutChanged = from.type != to.type || from.appearance != to.appearance
      let severity: Severity? =
        layoutChanged
        ? .error
        : analysis.thresholds.bounce.severity(of: heightChange)
      guard let severity else { continue }
      var changes: [String] = []
      if from.type != to.type {
        changes.append("type \(from.type.rawValue) -> \(to.type.rawValue)")
      }
      if from.appearance != to.appearance {
        changes.append("appearance \(from.appearance.rawValue) -> \(to.appearance.rawValue)")
      }
      if heightChange > 0 {
        changes.append("height \(FixedPoint.compact(heightChange)) pt")
      }
      let index = trace.clampedFrame(entry.time)
      findings.append(
        Finding(
          detector: id, severity: severity, time: entry.time, magnitude: heightChange, unit: "pt",
          message:
            "the keyboard changed at the handoff (\(changes.joined(separator: ", "))): match the "
            + "prewarm's traits to the real field's",
          evidence: Evidence(
            events: trace.causalChain(of: entry.id).map(\.id).reversed(),
            samples: [trace.sample(.keyboardTop, at: index)])))
    }
    return findings
  }
}

extension KeyboardMorphDetector {
  /// `keyboard-morph`: give the prewarm the real field's keyboard traits.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Copy the real field's keyboard type, appearance, return key and accessory to the prewarm",
      code: """
        prewarm.keyboardType = realField.keyboardType
        prewarm.keyboardAppearance = realField.keyboardAppearance
        prewarm.returnKeyType = realField.returnKeyType
        prewarm.autocorrectionType = realField.autocorrectionType  // the suggestion bar
        prewarm.inputAccessoryView = realField.inputAccessoryView
        """,
      source: RemedySource.textInputTraits),
    Remedy(
      .swiftUI,
      "Give the prewarm field the traits the SwiftUI field's modifiers ask for",
      code: """
        func makeUIView(context: Context) -> PrewarmField {
          let field = PrewarmField()
          field.keyboardType = .emailAddress  // as the real field's .keyboardType(.emailAddress)
          field.returnKeyType = .send  // as its .submitLabel(.send)
          return field
        }
        """,
      source: RemedySource.keyboardTypeModifier),
  ]
}
