import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds the layout jumping in one frame while the platform animated the change it follows: a
/// keyboard observer that drops an event (react-native-true-sheet PR 604, where the hide arrives
/// after focus has left) leaves the sheet or the composer to snap to its place
/// (<doc:PlatformFacts#Exit>).
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct SnapDetector: Detector {
  let info = DetectorInfo(
    .snap,
    definition: "the layout jumps in one frame while the keyboard it follows is animating",
    needs: [.keyboardMotion, .layoutMotion, .screenVisibility],
    grades: .metric(.snap),
    sources: [
      .doc("PlatformFacts", "Exit"),
      .doc("PlatformFacts", "Derived-keyboard-motion"),
      .init(
        "react-native-true-sheet PR 604",
        "https://github.com/lodev09/react-native-true-sheet/pull/604"),
    ]
  ) { _ in
    "In a frame where the docked keyboard moves, the composer moves farther than the keyboard "
      + "and the sheet together did in that frame by more than the threshold."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    let frames120 = trace.framesOf120Hz
    // The worst frame of each run of snapping frames. Only a step longer than the warning can
    // exceed the platform's steps by more than it: the analysis's layout leaps are the only frames
    // that can snap, and any other frame ends a run.
    guard !analysis.layoutLeaps.isEmpty else { return [] }
    let worst: [(index: Int, excess: Double)] = frames.withUnsafeBufferPointer { buffer in
      let reading = Reading(frames: buffer, height: trace.device.height, frames120: frames120)
      var runs: [(index: Int, excess: Double)] = []
      var worst: (index: Int, excess: Double)?
      var last = -1
      for index in analysis.layoutLeaps {
        if let ended = worst, last != index - 1 {
          runs.append(ended)
          worst = nil
        }
        if let excess = reading.snap(at: index), excess > thresholds.snap.warning {
          if excess > worst?.excess ?? -.infinity { worst = (index, excess) }
          last = index
        } else if let ended = worst {
          runs.append(ended)
          worst = nil
        }
      }
      if let ended = worst { runs.append(ended) }
      return runs
    }
    let findings = worst.compactMap { finding(at: $0.index, excess: $0.excess, in: analysis) }
    return findings
  }

  private func finding(at index: Int, excess: Double, in analysis: TraceAnalysis) -> Finding? {
    let trace = analysis.trace
    let frames = trace.frames
    let thresholds = analysis.thresholds
    guard
      let severity = thresholds.snap.severity(of: excess)
    else { return nil }
    let step = frames[index].composerBottom - frames[index - 1].composerBottom
    let keys = frames[index].dockedKeyboardTop - frames[index - 1].dockedKeyboardTop
    return Finding(
      detector: id, severity: severity, time: frames[index - 1].time, magnitude: excess,
      unit: "pt",
      message:
        "the layout jumped \(FixedPoint.format(abs(step), places: 1)) pt "
        + "\(step > 0 ? "down" : "up") in one frame "
        + (abs(keys) < Trace.visibleExtent
          ? "as the keyboard started to move"
          : "while the keyboard moved \(FixedPoint.format(abs(keys), places: 1)) pt")
        + ": a snap, not a motion",
      evidence: Evidence(samples: [
        trace.sample(.composerBottom, at: index - 1),
        trace.sample(.composerBottom, at: index),
        trace.sample(.dockedKeyboardTop, at: index - 1),
        trace.sample(.dockedKeyboardTop, at: index),
      ]))
  }

  /// What `snap(at:)` reads of a trace, taken once.
  private struct Reading {
    var frames: UnsafeBufferPointer<FrameSample>
    var height: Double
    /// How many 120 Hz frames one of the trace's frames lasts.
    var frames120: Double

    /// How far the composer's step into frame `index` exceeds the platform's own steps, while
    /// the docked keyboard is animating; `nil` when it is not.
    func snap(at index: Int) -> Double? {
      let now = frames[index]
      let before = frames[index - 1]
      // Only a composer a person can see, on a screen on display.
      guard Trace.isBarInView(now, screenHeight: height),
        Trace.isBarInView(before, screenHeight: height)
      else { return nil }
      // The keyboard visibly animating, not a spring's last fraction of a point.
      let keys = abs(now.dockedKeyboardTop - before.dockedKeyboardTop)
      let after = index + 1 < frames.count ? frames[index + 1] : now
      let keysAfter = abs(after.dockedKeyboardTop - now.dockedKeyboardTop)
      guard keys >= Trace.visibleExtent || keysAfter >= Trace.visibleExtent else { return nil }
      let sheet = abs(now.sheetTop - before.sheetTop)
      let step = abs(now.composerBottom - before.composerBottom)
      // Riding a moving sheet while following the keyboard, the composer moves by both; the
      // thresholds are for a 120 Hz frame, and a longer frame allows proportionally more.
      return (step - (keys + sheet)) / frames120
    }
  }
}
