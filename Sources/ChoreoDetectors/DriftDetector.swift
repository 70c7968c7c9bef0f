import ChoreoCore
import ChoreoTimeline

/// Finds the layout running ahead of or behind the keyboard while both move
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "a copied 250 ms ease-out drifts away from
/// the keys"; "no extra spring or delay of its own").
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct DriftDetector: Detector {
  let info = DetectorInfo(
    .drift,
    definition: "the layout runs ahead of or behind the keyboard's own animation while both move",
    subject: .inputBar,
    needs: [.keyboardMotion, .layoutMotion, .screenVisibility],
    grades: .metric(.drift),
    sources: [
      .doc("ThePattern", "Keeping-the-field-above-the-keys"),
      .doc("PlatformFacts", "Derived-keyboard-motion"),
      .doc("PlatformFacts", "Drift-tolerance"),
    ],
    remedies: DriftDetector.remedies
  ) { _ in
    "In frames where the keyboard, seen docked, and the layout both move (the layout measured in "
      + "its container, so a sheet still rising or settling does not hide it), the layout's "
      + "distance from the nearer of the two right motions: following the keyboard's top edge, or "
      + "moving along the keyboard's own curve (equal progress through the motion, measured in "
      + "points of the keyboard's travel). While the container itself rises or settles (faster "
      + "than the rest speed), only the curve is right, and only frames where the layout shows "
      + "above the keys count; while it goes down and away it carries the layout with it and is "
      + "not judged. One finding per keyboard motion, at its worst frame, ahead or behind."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let frames = trace.frames
    var findings: [Finding] = []
    for motion in analysis.keyboardMotions {
      let span = motion.frames
      let first = span.lowerBound
      let keyboardStart = frames[first].dockedKeyboardTop
      let travel = motion.travel
      // The layout's own travel, up to where its container starts to move (a sheet dismissed
      // while the keyboard still leaves carries the layout away on its own).
      let containerMoves =
        frames[first].layoutSettled
        ? (first..<motion.responseEnd).first { !frames[$0].layoutSettled } : nil
      let end = (containerMoves ?? motion.responseEnd) - 1
      // The layout is followed in its container's frame: a sheet still rising or settling moves
      // the layout and where it belongs alike, and a person sees the drift all the same.
      func bar(_ index: Int) -> Double {
        trace.inContainer(frames[index].composerBottom, at: index, since: first)
      }
      func belongs(_ index: Int) -> Double {
        trace.inContainer(trace.expectedLayoutBottom(at: index), at: index, since: first)
      }
      let barStart = bar(first)
      let barTravel = bar(end) - barStart
      guard abs(barTravel) > Trace.visibleExtent else { continue }
      let direction = travel < 0 ? 1.0 : -1.0
      var worst: (index: Int, drift: Double)?
      for index in span.dropFirst() where index <= end {
        let frame = frames[index]
        // Only against keys a person sees docked: an undocking keyboard floats up while the
        // layout settles down, with no edge between them to follow.
        guard frame.screenVisible, trace.isComposerUp(at: index),
          abs(frame.keyboardTop - frame.dockedKeyboardTop) <= Trace.motionEpsilon,
          trace.moved(.dockedKeyboardTop, at: index),
          abs(bar(index) - bar(index - 1)) > Trace.motionEpsilon
        else { continue }
        let keyboardProgress = (frame.dockedKeyboardTop - keyboardStart) / travel
        let barProgress = (bar(index) - barStart) / barTravel
        let toCurve = (barProgress - keyboardProgress) * abs(travel)
        let drift: Double
        // The container moves when a person could see it move: faster than the rest speed. One
        // going down and away (a dismissal, a drag) carries the layout off with it.
        let containerStep = frame.restBottom - frames[index - 1].restBottom
        let restStep = analysis.thresholds.restSpeed * (frame.time - frames[index - 1].time).seconds
        if containerStep > restStep { continue }
        if abs(containerStep) <= restStep {
          let toEdge = (belongs(index) - bar(index)) * direction
          drift = toEdge * toCurve <= 0 ? 0 : (abs(toEdge) < abs(toCurve) ? toEdge : toCurve)
        } else {
          // While the container moves, the keys' edge sweeps across it at the container's speed
          // too: a layout laid out inside it moves with the keyboard's curve, and is seen only
          // where it shows above the keys.
          guard frame.composerTop < frame.keyboardTop else { continue }
          drift = toCurve
        }
        if abs(drift) > abs(worst?.drift ?? 0) { worst = (index, drift) }
      }
      let metric = analysis.thresholds.drift
      guard let worst, let severity = metric.severity(of: abs(worst.drift)) else { continue }
      let elapsed = frames[worst.index].time - frames[first].time
      let side = worst.drift > 0 ? "ahead of" : "behind"
      findings.append(
        Finding(
          detector: id, severity: severity, time: frames[worst.index].time,
          magnitude: abs(worst.drift), unit: "pt",
          message:
            "the layout ran \(FixedPoint.format(abs(worst.drift), places: 1)) pt \(side) the "
            + "keyboard \(elapsed) ms into its motion (\(severity) above "
            + "\(metric.format(metric.limit(for: severity))) pt)",
          evidence: Evidence(samples: [
            trace.sample(.dockedKeyboardTop, at: first), trace.sample(.composerBottom, at: first),
            trace.sample(.dockedKeyboardTop, at: worst.index),
            trace.sample(.composerBottom, at: worst.index),
          ])))
    }
    return findings
  }
}

extension DriftDetector {
  /// `drift`: move with the keyboard's own curve and duration, or follow its position every
  /// frame; never a hand-written animation.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Animate the constraint change with the notification's duration and curve (curve << 16)",
      code: """
        let info = note.userInfo ?? [:]
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: .init(rawValue: curve << 16)) {
          self.view.layoutIfNeeded()  // not a copied 0.25 s .curveEaseOut
        }
        """,
      source: RemedySource.keyboardAnimationDuration),
    Remedy(
      .swiftUI,
      "Drop the own .animation on a keyboard offset; the keyboard safe area uses the keys' curve",
      code: """
        VStack(spacing: 0) {
          ScrollView { Messages() }
          Composer()  // moved by the keyboard safe area, on the keyboard's own curve
        }
        // not .ignoresSafeArea(.keyboard) with .animation(.easeOut(duration: 0.25), value: h)
        """,
      source: RemedySource.ignoresSafeArea),
    Remedy(
      .reactNative,
      "Call Keyboard.scheduleLayoutAnimation(e) before changing layout, not an Animated.timing",
      code: """
        const sub = Keyboard.addListener('keyboardWillShow', (e) => {
          Keyboard.scheduleLayoutAnimation(e);  // the event's duration and easing ('keyboard')
          setInset(e.endCoordinates.height);
        });
        // not Animated.timing(inset, { duration: 250, easing: Easing.out(Easing.ease) })
        """,
      source: RemedySource.rnKeyboard),
    Remedy(
      .reactNativeKeyboardController,
      "Translate by useReanimatedKeyboardAnimation's height, which moves on every frame",
      code: """
        const { height } = useReanimatedKeyboardAnimation();  // 0 down to -keyboard height
        const style = useAnimatedStyle(() => ({ transform: [{ translateY: height.value }] }));
        return <Animated.View style={style}><Composer /></Animated.View>;
        """,
      source: RemedySource.kcReanimatedKeyboardAnimation),
    Remedy(
      .compose,
      "Use Modifier.imePadding() instead of animating a padding with a tween of your own",
      code: """
        Column(Modifier.fillMaxSize().imePadding()) {  // WindowInsets.ime, frame by frame
          LazyColumn(Modifier.weight(1f)) { items(messages) { MessageRow(it) } }
          Composer()
        }
        // not: val pad by animateDpAsState(imeHeight, tween(250))
        """,
      source: RemedySource.composeImePadding),
    Remedy(
      .flutter,
      "Pad by viewInsets in a plain Padding; an AnimatedPadding adds a second curve",
      code: """
        Padding( // the engine moves viewInsets with the keyboard's own spring
          padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
          child: const Composer(),
        )
        // not AnimatedPadding(duration: const Duration(milliseconds: 250), ...)
        """,
      source: RemedySource.flutterViewInsets),
  ]
}
