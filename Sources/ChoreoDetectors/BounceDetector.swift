import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Finds an input bar that does not make one monotonic motion within a transition.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct BounceDetector: Detector {
  let info = DetectorInfo(
    .bounce,
    definition: "the input bar reverses, or comes to rest and moves again, within one transition",
    subject: .inputBar,
    needs: [.layoutMotion, .personActions],
    grades: .metric(.bounce),
    sources: [
      .doc("PlatformFacts", "Keyboard-curve"),
      .doc("PlatformFacts", "Spatial-acuity"),
      .init(
        "react-native-reanimated issue 6727",
        "https://github.com/software-mansion/react-native-reanimated/issues/6727"),
    ],
    remedies: BounceDetector.remedies
  ) { thresholds in
    "Within one transition (from one user action to the next; a dismiss drag from its "
      + "release, a cancelled drag not at all, since motion under the finger is the person's), an"
      + " edge of the input bar, while on screen, reverses by more than the threshold from the "
      + "furthest point it reached, or re-lifts: comes to rest (\(thresholds.restDescription)) and "
      + "moves again the same way by more than the threshold. The finding names the variant."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    var findings: [Finding] = []
    for window in analysis.windows {
      guard let frames = judgedFrames(of: window, in: trace) else { continue }
      let bottom = Edge(
        quantity: .composerBottom,
        motion: EdgeMotion(.composerBottom, through: frames, of: trace, analysis.thresholds))
      let top = Edge(
        quantity: .composerTop,
        motion: EdgeMotion(.composerTop, through: frames, of: trace, analysis.thresholds))
      if let reversal = larger(
        bottom.reversalFinding(id: id, in: analysis), top.reversalFinding(id: id, in: analysis))
      {
        findings.append(reversal)
      }
      if let relift = larger(
        bottom.reliftFinding(id: id, in: analysis), top.reliftFinding(id: id, in: analysis))
      {
        findings.append(relift)
      }
    }
    return findings
  }

  /// The frames of `window` in which the app, not a finger, moves the bar: a drag is judged from
  /// its release, and a cancelled dismiss drag not at all (the system springs the sheet back with
  /// the finger's velocity, which carries it on before it returns); `nil` when none are.
  private func judgedFrames(of window: Trace.TransitionWindow, in trace: Trace) -> Range<Int>? {
    guard let opener = window.opener, let duration = opener.action.fingerDuration else {
      return window.frames
    }
    if case .dragDismiss(_, _, false) = opener.action { return nil }
    let release = trace.frameIndex(atOrAfter: opener.entry.time + duration)
    return min(release, window.frames.upperBound)..<window.frames.upperBound
  }

  /// The larger of two findings by magnitude, the first when they are equal.
  private func larger(_ first: Finding?, _ second: Finding?) -> Finding? {
    guard let second else { return first }
    guard let first else { return second }
    return first.magnitude < second.magnitude ? second : first
  }
}

/// One edge of the bar and how it moved through a transition, graded into findings.
private struct Edge {
  let quantity: FrameSample.Quantity
  let motion: EdgeMotion

  func reversalFinding(id: DetectorID, in analysis: TraceAnalysis) -> Finding? {
    guard let reversal = motion.reversal else { return nil }
    return finding(
      id: id, in: analysis, magnitude: reversal.magnitude, at: reversal.peak, variant: "reversal",
      evidence: [reversal.peak, reversal.back]
    ) { amount in "reversed by \(amount) pt and settled back" }
  }

  func reliftFinding(id: DetectorID, in analysis: TraceAnalysis) -> Finding? {
    guard let relift = motion.relift else { return nil }
    return finding(
      id: id, in: analysis, magnitude: relift.magnitude, at: relift.resume, variant: "re-lift",
      evidence: [relift.rest, relift.resume, relift.end]
    ) { amount in "came to rest, then moved again by \(amount) pt" }
  }

  /// A `variant` finding of `magnitude` points at frame `frame`, graded on the bounce
  /// thresholds, with the edge's value in the `evidence` frames; `what` says what the edge did,
  /// given the amount formatted.
  private func finding(
    id: DetectorID, in analysis: TraceAnalysis, magnitude: Double, at frame: Int, variant: String,
    evidence: [Int], what: (String) -> String
  ) -> Finding? {
    let trace = analysis.trace
    let metric = analysis.thresholds.bounce
    guard let severity = metric.severity(of: magnitude) else { return nil }
    let amount = FixedPoint.format(magnitude, places: 1)
    let limit = metric.limit(for: severity)
    return Finding(
      detector: id, severity: severity, time: trace.frames[frame].time, magnitude: magnitude,
      unit: "pt", variant: variant,
      message:
        "the input bar's \(edge) \(what(amount)) (\(variant); \(severity) above "
        + "\(FixedPoint.compact(limit)) pt)",
      evidence: Evidence(samples: evidence.map { trace.sample(quantity, at: $0) }))
  }

  private var edge: String { quantity == .composerTop ? "top" : "bottom" }
}

/// How one edge of the input bar moved through a transition, once it first moved visibly: its
/// largest reversal and its largest re-lift.
///
/// The edge is followed frame by frame, in the frames where the bar's top is visibly on screen in
/// the frame and the one before it (only what is on screen is seen).
private struct EdgeMotion {
  /// The edge moving back from the furthest point it reached: how far, in points, from the
  /// furthest point's frame (`peak`) to the frame it had moved back to (`back`).
  struct Reversal {
    var magnitude: Double
    var peak: Int
    var back: Int
  }

  /// The edge coming to rest, then moving on the same way: how far it moved on, in points, the
  /// frame it had come to rest at, the frame before it resumed, and the frame it reached.
  struct Relift {
    var magnitude: Double
    var rest: Int
    var resume: Int
    var end: Int
  }

  /// The largest reversal, if the edge reversed at all.
  private(set) var reversal: Reversal?
  /// The largest re-lift, if the edge came to rest and moved on.
  private(set) var relift: Relift?

  /// Follows `quantity` through `range` of `trace`'s frames.
  ///
  /// - Moving back from the furthest point reached makes a reversal.
  /// - Steps under the rest speed for the rest duration, after a travel above the bounce warning,
  ///   make a rest; moving on the same way after it makes a re-lift.
  init(
    _ quantity: FrameSample.Quantity, through range: Range<Int>, of trace: Trace,
    _ thresholds: Thresholds
  ) {
    let frames = trace.frames
    let restStep = thresholds.restSpeed * trace.refreshRate.frameDuration.seconds
    // Where the edge started and which way it went (0 until it first moves visibly).
    var direction = 0.0
    var start = 0.0
    // The furthest point so far, and its frame.
    var extreme = 0.0
    var peak = 0
    // The first frame of the slow stretch under way, the frame it came to rest at, and the frame
    // (and value) before it resumed.
    var slowSince: Int?
    var rested: Int?
    var resume: (index: Int, value: Double)?
    for index in range.dropFirst()
    where Trace.isOnScreen(top: frames[index - 1].composerTop, screenHeight: trace.device.height)
      && Trace.isOnScreen(top: frames[index].composerTop, screenHeight: trace.device.height)
    {
      let (value, before) = (frames[index][quantity], frames[index - 1][quantity])
      let step = value - before
      if direction == 0 {
        if abs(step) > Trace.motionEpsilon {
          (direction, start, extreme, peak) = (step > 0 ? 1 : -1, before, value, index)
        }
        continue
      }
      if (value - extreme) * direction > 0 { (extreme, peak) = (value, index) }
      let retrace = (extreme - value) * direction
      if retrace > (reversal?.magnitude ?? 0) {
        reversal = Reversal(magnitude: retrace, peak: peak, back: index)
      }
      if abs(step) < restStep {
        let slow = slowSince ?? index - 1
        slowSince = slow
        if rested == nil, resume == nil,
          frames[index].time - frames[slow].time >= thresholds.restDuration,
          abs(extreme - start) > thresholds.bounce.warning
        {
          rested = index
        }
      } else {
        slowSince = nil
        if rested != nil, resume == nil, step * direction > 0 { resume = (index - 1, before) }
      }
      if let rested, let resume {
        let travel = (value - resume.value) * direction
        if travel > (relift?.magnitude ?? 0) {
          relift = Relift(magnitude: travel, rest: rested, resume: resume.index, end: index)
        }
      }
    }
  }
}

extension BounceDetector {
  /// `bounce`: move the bar once, with the keyboard: the large detent, the keyboard up with the
  /// sheet, and no overshooting animation of the app's own.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Open at the large detent with the field taking first responder as it joins the window",
      code: """
        if let sheet = compose.sheetPresentationController {
          sheet.detents = [.large()]  // a medium sheet is shoved to large by the keyboard
        }
        present(compose, animated: true)  // its field becomes first responder in didMoveToWindow
        """,
      source: RemedySource.sheetPresentationController),
    Remedy(
      .swiftUI,
      "Present the auto-focused sheet at .large, with the prewarm, so the bar rises once",
      code: """
        .sheet(isPresented: $composing) {
          ComposeView()  // mounts the prewarm field with the content
            .presentationDetents([.large])  // not [.medium]: the keyboard shoves it to large
        }
        """,
      source: RemedySource.presentationDetents),
    Remedy(
      .reactNative,
      "Animate with Keyboard.scheduleLayoutAnimation(e), the keyboard's own easing, not a spring",
      code: """
        const show = Keyboard.addListener('keyboardWillShow', (e) => {
          Keyboard.scheduleLayoutAnimation(e);  // the event's duration and easing
          setInset(e.endCoordinates.height);
        });
        // not Animated.spring(inset, { toValue: e.endCoordinates.height }): it overshoots
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Move the bar with KeyboardStickyView, which follows the keyboard frame by frame",
      code: """
        <KeyboardStickyView>
          <Composer />
        </KeyboardStickyView>
        // not translateY: withSpring(-keyboardHeight), which overshoots and settles back
        """,
      source: RemedySource.kcStickyView),
    Remedy(
      .compose,
      "Pad with Modifier.imePadding() instead of a spring animate*AsState that overshoots",
      code: """
        Column(Modifier.fillMaxSize().imePadding()) {  // follows WindowInsets.ime, no overshoot
          LazyColumn(Modifier.weight(1f)) { items(messages) { MessageRow(it) } }
          Composer()
        }
        // not: val pad by animateDpAsState(imeHeight, spring(dampingRatio = 0.5f))
        """,
      source: RemedySource.composeInsets),
    Remedy(
      .flutter,
      "Pad by MediaQuery.viewInsetsOf(context) directly, not an AnimatedPadding that overshoots",
      code: """
        Padding(
          padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
          child: const Composer(),
        )
        // not AnimatedPadding(curve: Curves.easeOutBack, ...): it overshoots the keys
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
