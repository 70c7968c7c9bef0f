import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds a bottom accessory changing height while the keyboard or the sheet moves
/// (<doc:PlatformFacts#Keyboard-heights>, <doc:Detectors>: the QuickType bar as a separate frame
/// change, RNKC #622): the bar's top edge jumps in the middle of the rise.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct AccessoryJumpDetector: Detector {
  let info = DetectorInfo(
    .accessoryJump,
    definition: "a bottom accessory's height changed while the keyboard or the sheet was moving",
    subject: .accessories,
    needs: [.accessoryMotion, .sheetMotion, .keyboardMotion, .appActions, .causes],
    grades: .metric(.accessoryJump),
    sources: [
      .doc("ThePattern", "The-sheet-with-an-auto-focused-composer"),
      .doc("PlatformFacts", "Suggestion-bar"),
      .doc("PlatformFacts", "Spatial-acuity"),
    ],
    remedies: AccessoryJumpDetector.remedies
  ) { _ in
    "A bottom accessory's height changed, with the bar on screen, while the keyboard or the "
      + "sheet was moving."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let thresholds = analysis.thresholds
    var findings: [Finding] = []
    let frames = trace.frames
    for index in frames.indices.dropFirst() {
      let change = frames[index].accessoryHeight - frames[index - 1].accessoryHeight
      guard abs(change) > Trace.motionEpsilon,
        trace.isComposerUp(at: index - 1) || trace.isComposerUp(at: index),
        isMoving(around: index, in: trace),
        !isIntended(change: index, in: trace),
        let severity = thresholds.accessoryJump.severity(of: abs(change))
      else { continue }
      let verb = change < 0 ? "collapsed" : "expanded"
      findings.append(
        Finding(
          detector: id, severity: severity, time: frames[index - 1].time, magnitude: abs(change),
          unit: "pt",
          message:
            "a bottom accessory \(verb) by \(FixedPoint.format(abs(change), places: 1)) pt while "
            + "the keyboard or the sheet was moving",
          evidence: Evidence(samples: [
            trace.sample(.accessoryHeight, at: index - 1),
            trace.sample(.accessoryHeight, at: index),
            trace.sample(.keyboardTop, at: index), trace.sample(.sheetTop, at: index),
          ])))
    }
    return findings
  }

  /// Whether the accessory effect that made the change at frame `index` was caused by the person
  /// putting the keyboard away.
  private func isIntended(change index: Int, in trace: Trace) -> Bool {
    let start = trace.frames[index - 1].time
    let end = trace.frames[index].time
    let cause = trace.entries.last { entry in
      guard entry.time > start || (index == 1 && entry.time == start), entry.time <= end else {
        return false
      }
      switch entry.happening {
      case .effect(.collapseAccessories), .effect(.expandAccessories): return true
      default: return false
      }
    }
    return cause.map { trace.hasDismissalIntent($0.id) } ?? false
  }

  /// Whether the keyboard or the sheet moves in the frames around `index`.
  private func isMoving(around index: Int, in trace: Trace) -> Bool {
    let frames = trace.frames
    for neighbor in max(1, index - 1)...min(frames.count - 1, index + 1) {
      for quantity in [FrameSample.Quantity.keyboardTop, .sheetTop]
      where abs(frames[neighbor][quantity] - frames[neighbor - 1][quantity]) > Trace.motionEpsilon {
        return true
      }
    }
    return false
  }
}

extension AccessoryJumpDetector {
  /// `accessory-jump`: render the bottom accessories collapsed from the first frame of an
  /// auto-focused open.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Hide the accessory row before the presentation starts, not when focus lands mid-rise",
      code: """
        override func viewDidLoad() {
          super.viewDidLoad()
          suggestionRow.isHidden = opensWithKeyboard  // collapsed from the first frame
        }
        // not in textFieldDidBeginEditing, while the keyboard and the sheet are moving
        """,
      source: RemedySource.isHidden),
    Remedy(
      .swiftUI,
      "Render the strip collapsed from the first frame while the auto-focus is pending",
      code: """
        @State private var autoFocusPending = true  // cleared in onChange(of: focused)
        // ...
        if !autoFocusPending && !focused {
          EmoteStrip()  // never collapses under the rising bar
        }
        """,
      source: RemedySource.focusState),
  ]
}
