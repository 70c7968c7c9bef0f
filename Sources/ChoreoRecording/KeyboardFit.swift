import ChoreoCore

/// How well one recorded keyboard motion follows the system's spring and a hand-written 0.25 s
/// ease-out: "is my layout following the keyboard's real curve?".
///
/// A motion goes from an origin to an end. Where the recording states an end (it rests there, a
/// tracker printed its target, a notification gave its end frame), the fit takes it as known;
/// only the ends nothing states are fitted. The start is found to a tenth of a millisecond,
/// anywhere from a whole curve before the first sample to the first sample, so a log that begins
/// frames after the motion did is still placed. Each curve is judged by its residuals in points,
/// and the verdict has four outcomes: the motion follows one curve (within the tolerance, the
/// other curve not), both curves fit (the samples cannot tell them apart), neither does, or the
/// samples cannot be fitted at all (too few, or going back inside the motion).
///
/// ```swift
/// let fit = KeyboardFit(times: times, samples: tops, origin: 852, end: 516)
/// print(fit?.verdict)  // follows(spring)
/// ```
public struct KeyboardFit: Sendable {
  /// The curves a motion is fitted to.
  public enum CurveKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The system keyboard's spring (curve 7; <doc:PlatformFacts#Keyboard-curve>).
    case spring
    /// A 0.25 s ease-out, as apps copy by hand.
    case easeOut = "ease-out 0.25 s"

    /// `spring` or `ease-out 0.25 s`.
    public var description: String { rawValue }

    /// The curve's progress `milliseconds` after it starts, 0 before and 1 once it is over.
    public func progress(_ milliseconds: Double) -> Double {
      guard milliseconds > 0 else { return 0 }
      switch self {
      case .spring:
        let omega = Spring.systemKeyboard.naturalFrequency
        let seconds = milliseconds / 1000
        return 1 - (1 + omega * seconds) * DeterministicMath.exp(-omega * seconds)
      case .easeOut:
        return milliseconds >= 250
          ? 1 : CubicBezier.easeOut.evaluate(at: milliseconds / 250).progress
      }
    }

    /// How long the curve takes to cover all but a thousandth of its travel, in milliseconds:
    /// the furthest before the first sample a motion may have started.
    public var span: Double {
      switch self {
      case .spring: 500
      case .easeOut: 250
      }
    }
  }

  /// How close a curve must come to the samples to be said to follow them.
  public struct Tolerance: Hashable, Sendable {
    /// The largest root mean square of the residuals, in points.
    public var rms: Double
    /// The largest single residual, in points.
    public var largest: Double

    /// A tolerance with both bounds given.
    public init(rms: Double, largest: Double) {
      self.rms = rms
      self.largest = largest
    }

    /// 1 pt RMS and 3 pt at any sample: above a log's rounding (values printed to a tenth, or
    /// to whole pixels at 3x) and a tracker's frame of lag, and far below the 14 pt or more by
    /// which the two curves part on a full keyboard's travel.
    public static let standard = Tolerance(rms: 1, largest: 3)

    /// Whether `curve` fits within this tolerance.
    public func admits(_ curve: Curve) -> Bool {
      curve.rmsResidual <= rms && curve.largestResidual <= largest
    }
  }

  /// One curve's fit.
  public struct Curve: Sendable {
    /// Which curve.
    public var kind: CurveKind
    /// When the curve starts, in milliseconds from the first sample.
    public var start: Double
    /// Where the curve starts from, in points.
    public var origin: Double
    /// How far it travels, in points; negative upward.
    public var travel: Double
    /// The largest distance between a sample and the curve, in points.
    public var largestResidual: Double
    /// The root mean square of the distances, in points.
    public var rmsResidual: Double

    /// The curve's name: `spring` or `ease-out 0.25 s`.
    public var name: String { kind.rawValue }

    /// The curve's value `time` milliseconds from the first sample.
    public func value(at time: Double) -> Double {
      origin + travel * kind.progress(time - start)
    }
  }

  /// What the fit says of the motion.
  public enum Verdict: Hashable, Sendable {
    /// One curve fits within the tolerance and the other does not.
    case follows(CurveKind)
    /// Both curves fit within the tolerance: these samples cannot tell them apart.
    case bothFit
    /// Neither curve fits within the tolerance.
    case neitherFits
    /// Fewer samples than a fit needs to decide anything (the count given).
    case tooFewSamples(Int)
    /// A sample steps back against the motion's direction (its index): the samples are out of
    /// order, or more than one motion, and no curve is said to fit them.
    case goesBack(at: Int)
  }

  /// The fewest samples a verdict needs: two more than the parameters fitted (the start, and
  /// each end the recording does not state).
  public var minimumSamples: Int { 3 + (originKnown ? 0 : 1) + (endKnown ? 0 : 1) }

  /// The spring's fit.
  public var spring: Curve
  /// The ease-out's fit.
  public var easeOut: Curve
  /// Whether the origin was given rather than fitted.
  public var originKnown: Bool
  /// Whether the end was given rather than fitted.
  public var endKnown: Bool
  /// The tolerance the verdict was judged by.
  public var tolerance: Tolerance
  /// What the fit says.
  public var verdict: Verdict
  /// The first sample at which the two fitted curves are more than 1 pt apart, so that the
  /// samples can tell them apart; `nil` when they never are.
  public var partingSample: Int?

  /// The fit of `curve`.
  public func curve(_ kind: CurveKind) -> Curve {
    switch kind {
    case .spring: spring
    case .easeOut: easeOut
    }
  }

  /// Whether a curve fits, so that its fitted ends and travel describe the motion: the verdict
  /// names a curve, or both fit.
  public var fitsACurve: Bool {
    switch verdict {
    case .follows, .bothFit: true
    case .neitherFits, .tooFewSamples, .goesBack: false
    }
  }

  /// Whether the fits were judged, so that their residuals say something: enough samples, in
  /// one direction.
  public var isJudged: Bool {
    switch verdict {
    case .follows, .bothFit, .neitherFits: true
    case .tooFewSamples, .goesBack: false
    }
  }

  /// The curve the verdict names, if it names one.
  public var follows: Curve? {
    if case .follows(let kind) = verdict { return curve(kind) }
    return nil
  }

  /// Fits `samples`, values at `times` (milliseconds, increasing), going from `origin` to `end`
  /// where those are known and keeping fitted ends within `bounds` (where the keyboard can be:
  /// on the screen); `nil` when there are fewer than two samples or none is a point from the
  /// origin.
  public init?(
    times: [Double], samples: [Double], origin: Double? = nil, end: Double? = nil,
    bounds: ClosedRange<Double>? = nil, tolerance: Tolerance = .standard
  ) {
    guard times.count == samples.count, samples.count >= 2,
      let first = samples.first, let last = samples.last,
      let furthest = samples.max(by: { abs($0 - (origin ?? first)) < abs($1 - (origin ?? first)) }),
      abs(furthest - (origin ?? first)) >= 1
    else { return nil }
    self.tolerance = tolerance
    originKnown = origin != nil
    endKnown = end != nil
    spring = Self.fit(
      .spring, times: times, samples: samples, origin: origin, end: end, bounds: bounds)
    easeOut = Self.fit(
      .easeOut, times: times, samples: samples, origin: origin, end: end, bounds: bounds)
    partingSample = times.indices.first { [spring, easeOut] index in
      abs(spring.value(at: times[index]) - easeOut.value(at: times[index])) > 1
    }
    // The motion's direction: from its origin to its end where the recording states both, or
    // else the way its first step goes.
    let steps = zip(samples, [origin ?? first] + samples.dropLast()).map { $0 - $1 }
    let firstStep = steps.first { abs($0) > Self.backStep } ?? (furthest - (origin ?? first))
    let net = (end ?? last) - (origin ?? first)
    let direction = (origin != nil && end != nil && abs(net) >= 1 ? net : firstStep).sign
    let back = samples.indices.dropFirst().first { index in
      let step = samples[index] - samples[index - 1]
      return step.sign != direction && abs(step) > Self.backStep
    }
    if let back {
      verdict = .goesBack(at: back)
    } else if samples.count < 3 + (origin == nil ? 1 : 0) + (end == nil ? 1 : 0) {
      verdict = .tooFewSamples(samples.count)
    } else {
      switch (tolerance.admits(spring), tolerance.admits(easeOut)) {
      case (true, true): verdict = .bothFit
      case (true, false): verdict = .follows(.spring)
      case (false, true): verdict = .follows(.easeOut)
      case (false, false): verdict = .neitherFits
      }
    }
  }

  /// How far a sample may step back against the motion before the samples are said to go back:
  /// half a point, above the rounding of a printed value.
  static let backStep = 0.5

  /// The start that best fits `kind` to the samples, with the ends that fit best for that start
  /// where they are not known, and its residuals.
  private static func fit(
    _ kind: CurveKind, times: [Double], samples: [Double], origin: Double?, end: Double?,
    bounds: ClosedRange<Double>?
  ) -> Curve {
    // For one start, the unknown ends that minimise the squared residuals, in closed form: the
    // samples are linear in origin and end for a fixed start.
    func evaluate(start: Double) -> (squares: Double, largest: Double, origin: Double, end: Double)
    {
      let progress = times.map { kind.progress($0 - start) }
      var (a, b) = ends(progress: progress, samples: samples, origin: origin, end: end)
      // An end outside the screen is no motion a keyboard makes: held at the screen's edge, the
      // other end fitted again.
      if let bounds, !bounds.contains(a) || !bounds.contains(b) {
        if origin == nil, !bounds.contains(a) {
          a = min(max(a, bounds.lowerBound), bounds.upperBound)
          if end == nil { b = ends(progress: progress, samples: samples, origin: a, end: nil).end }
        }
        if end == nil, !bounds.contains(b) {
          b = min(max(b, bounds.lowerBound), bounds.upperBound)
          if origin == nil {
            a = ends(progress: progress, samples: samples, origin: nil, end: b).origin
          }
          a = min(max(a, bounds.lowerBound), bounds.upperBound)
        }
      }
      var largest = 0.0
      var squares = 0.0
      for index in samples.indices {
        let error = abs(samples[index] - (a + (b - a) * progress[index]))
        largest = max(largest, error)
        squares += error * error
      }
      return (squares, largest, a, b)
    }
    // The motion starts at or before the first sample that moved, and at most a whole curve
    // before the first sample: whole milliseconds first, then tenths around the best of them.
    let reference = origin ?? samples[0]
    let firstMoving =
      samples.indices.first { abs(samples[$0] - reference) > 0.01 }.map { times[$0] } ?? times[0]
    var best = (start: firstMoving, squares: Double.infinity)
    var start = times[0] - kind.span
    while start <= firstMoving {
      let squares = evaluate(start: start).squares
      if squares < best.squares { best = (start, squares) }
      start += 1
    }
    let coarse = best.start
    start = coarse - 1
    while start <= min(coarse + 1, firstMoving) {
      let squares = evaluate(start: start).squares
      if squares < best.squares { best = (start, squares) }
      start += 0.1
    }
    let result = evaluate(start: best.start)
    return Curve(
      kind: kind, start: best.start - times[0], origin: result.origin,
      travel: result.end - result.origin, largestResidual: result.largest,
      rmsResidual: (result.squares / Double(samples.count)).squareRoot())
  }

  /// The origin and end that fit `samples` at `progress` best by least squares, each taken as
  /// given where it is known.
  private static func ends(
    progress: [Double], samples: [Double], origin: Double?, end: Double?
  ) -> (origin: Double, end: Double) {
    switch (origin, end) {
    case (let a?, let b?):
      return (a, b)
    case (let a?, nil):
      // samples - a = (end - a) * progress
      var numerator = 0.0
      var denominator = 0.0
      for index in samples.indices {
        numerator += progress[index] * (samples[index] - a)
        denominator += progress[index] * progress[index]
      }
      return (a, denominator > 0 ? a + numerator / denominator : a)
    case (nil, let b?):
      // samples - b = (origin - b) * (1 - progress)
      var numerator = 0.0
      var denominator = 0.0
      for index in samples.indices {
        let remaining = 1 - progress[index]
        numerator += remaining * (samples[index] - b)
        denominator += remaining * remaining
      }
      return (denominator > 0 ? b + numerator / denominator : b, b)
    case (nil, nil):
      // A linear regression of the samples on the progress.
      let count = Double(samples.count)
      let meanProgress = progress.reduce(0, +) / count
      let meanSample = samples.reduce(0, +) / count
      var covariance = 0.0
      var variance = 0.0
      for index in samples.indices {
        covariance += (progress[index] - meanProgress) * (samples[index] - meanSample)
        variance += (progress[index] - meanProgress) * (progress[index] - meanProgress)
      }
      let travel = variance > 0 ? covariance / variance : 0
      let a = meanSample - travel * meanProgress
      return (a, a + travel)
    }
  }
}
