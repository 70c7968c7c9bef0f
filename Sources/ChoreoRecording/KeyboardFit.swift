import ChoreoCore

/// How well a recorded keyboard motion follows the system's spring and a hand-written 0.25 s
/// ease-out: "is my layout following the keyboard's real curve?".
///
/// Each curve is fitted by its start time, found to a tenth of a millisecond, with the rest
/// position and the travel that fit best for that start (the motion may have begun before the
/// first sample and end after the last), and judged by its residuals in points.
public struct KeyboardFit: Sendable {
  /// One curve's fit.
  public struct Curve: Sendable {
    /// The curve's name: `spring` or `ease-out 0.25 s`.
    public var name: String
    /// When the curve starts, in milliseconds from the first sample.
    public var start: Double
    /// Where the fitted curve starts from, in points.
    public var origin: Double
    /// How far the fitted curve travels, in points.
    public var travel: Double
    /// The largest distance between a sample and the curve, in points.
    public var largestResidual: Double
    /// The root mean square of the distances, in points.
    public var rmsResidual: Double
  }

  /// The spring fit.
  public var spring: Curve
  /// The ease-out fit.
  public var easeOut: Curve
  /// The first sample at which the two fitted curves are more than 1 pt apart, so that the
  /// recording can tell them apart; `nil` when they never are.
  public var partingSample: Int?

  /// The curve the motion follows: the one with the smaller RMS residual.
  public var follows: Curve { spring.rmsResidual <= easeOut.rmsResidual ? spring : easeOut }

  /// The fitted spring's value at `time`, in milliseconds from the first sample.
  public func springValue(at time: Double) -> Double {
    spring.origin + spring.travel * Self.springProgress(time - spring.start)
  }

  /// The system spring's progress `milliseconds` after it starts, critically damped.
  static func springProgress(_ milliseconds: Double) -> Double {
    guard milliseconds > 0 else { return 0 }
    let omega = Spring.systemKeyboard.naturalFrequency
    let seconds = milliseconds / 1000
    return 1 - (1 + omega * seconds) * DeterministicMath.exp(-omega * seconds)
  }

  /// Fits `samples`, values at `times` (milliseconds, increasing), or returns `nil` when there are
  /// fewer than three samples or the motion travels less than a point.
  public init?(times: [Double], samples: [Double]) {
    guard times.count == samples.count, samples.count >= 3, let first = samples.first,
      let last = samples.last, abs(last - first) >= 1
    else { return nil }
    let springCurve = Self.springProgress
    let easeCurve = { (t: Double) -> Double in
      t <= 0 ? 0 : t >= 250 ? 1 : CubicBezier.easeOut.evaluate(at: t / 250).progress
    }
    spring = Self.fit("spring", springCurve, times: times, samples: samples)
    easeOut = Self.fit("ease-out 0.25 s", easeCurve, times: times, samples: samples)
    partingSample = times.indices.first { [spring, easeOut] index in
      let a = spring.origin + spring.travel * springCurve(times[index] - spring.start)
      let b = easeOut.origin + easeOut.travel * easeCurve(times[index] - easeOut.start)
      return abs(a - b) > 1
    }
  }

  /// The start that best fits `curve` to the samples, with the travel that fits best for that
  /// start (the last sample may come before the motion ends), and its residuals.
  private static func fit(
    _ name: String, _ curve: (Double) -> Double, times: [Double], samples: [Double]
  ) -> Curve {
    let first = samples[0]
    // For a start, the rest position and the travel that minimise the squared residuals: a
    // linear regression of the samples on the curve's progress, in closed form. The motion may
    // have begun before the first sample and end after the last.
    func evaluate(start: Double) -> (
      squares: Double, largest: Double, origin: Double, travel: Double
    ) {
      let progress = times.map { curve($0 - start) }
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
      let origin = meanSample - travel * meanProgress
      var largest = 0.0
      var squares = 0.0
      for index in samples.indices {
        let error = abs(samples[index] - (origin + travel * progress[index]))
        largest = max(largest, error)
        squares += error * error
      }
      return (squares, largest, origin, travel)
    }
    // The motion starts at or before the first sample that moved, and no earlier than 50 ms
    // before the first sample; whole milliseconds first, then tenths around the best of them.
    let firstMoving =
      samples.indices.first { abs(samples[$0] - first) > 0.01 }.map { times[$0] } ?? times[0]
    var best = (start: firstMoving, squares: Double.infinity)
    var start = times[0] - 50
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
      name: name, start: best.start - times[0], origin: result.origin, travel: result.travel,
      largestResidual: result.largest,
      rmsResidual: (result.squares / Double(samples.count)).squareRoot())
  }
}
