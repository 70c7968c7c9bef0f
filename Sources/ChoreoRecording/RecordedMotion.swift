import ChoreoCore

/// One motion of the docked keyboard in a recording: the samples that move, whether the keyboard
/// rests before and after them, and the ends the recording states.
///
/// A recording rarely holds one complete motion. A tracker prints where the keyboard rests, then
/// the motion; a person copies a few lines and stops mid-flight; the end is printed elsewhere (a
/// tracker's target, a notification's end frame). The fit takes every end the recording states
/// as known and fits only the others (``KeyboardFit``).
public struct RecordedMotion: Sendable {
  /// An end of the motion the recording states, with what states it.
  public struct StatedEnd: Hashable, Sendable {
    /// The keyboard's docked top there, in screen points.
    public var top: Double
    /// What states it: `it rests there before`, `onStart's target`, `keyboardWillShow's end
    /// frame`.
    public var source: String

    /// An end at `top`, stated by `source`.
    public init(top: Double, source: String) {
      self.top = top
      self.source = source
    }
  }

  /// The samples the motion is fitted over: indices into the samples it was cut from.
  public var samples: Range<Int>
  /// How many samples rest at the origin before the motion (0 when the recording begins
  /// mid-motion or another motion runs into it).
  public var restingBefore: Int
  /// How many samples rest at the end after it (0 when the recording ends mid-flight).
  public var restingAfter: Int
  /// The origin, when the recording states it.
  public var origin: StatedEnd?
  /// The end, when the recording states it.
  public var end: StatedEnd?

  /// A motion over `samples` with every field given.
  public init(
    samples: Range<Int>, restingBefore: Int, restingAfter: Int, origin: StatedEnd?,
    end: StatedEnd?
  ) {
    self.samples = samples
    self.restingBefore = restingBefore
    self.restingAfter = restingAfter
    self.origin = origin
    self.end = end
  }

  /// How far two samples may differ and still be the same resting position, in points: below
  /// the tenth of a point logs print.
  public static let restEpsilon = 0.05

  /// The motions in `values`, a keyboard's positions one sample after another; each states the
  /// ends the samples show (a rest before or after it).
  ///
  /// A motion is a run of samples that move. One repeated sample inside a run, with the run going
  /// on in the same direction after it, is a frame a tracker printed twice, not a rest. A run that
  /// moves less than a point in all is not a motion but the keyboard settling, or a tracker's
  /// jitter, and belongs to the rest around it.
  public static func motions(in values: [Double]) -> [RecordedMotion] {
    guard values.count >= 2 else { return [] }
    func step(_ index: Int) -> Double { values[index] - values[index - 1] }
    func moves(_ index: Int) -> Bool { abs(step(index)) > restEpsilon }
    // Runs of moving steps, each from the sample before its first step to its last sample.
    var spans: [(first: Int, last: Int)] = []
    for index in values.indices.dropFirst() where moves(index) {
      if let open = spans.last,
        open.last == index - 1
          || (open.last == index - 2 && step(open.last).sign == step(index).sign)
      {
        spans[spans.count - 1].last = index
      } else {
        spans.append((index - 1, index))
      }
    }
    spans.removeAll { span in
      let covered = values[span.first...span.last]
      return (covered.max() ?? 0) - (covered.min() ?? 0) < minimumTravel
    }
    return spans.indices.map { number in
      let span = spans[number]
      let previous = number > 0 ? spans[number - 1].last : 0
      let next = number + 1 < spans.count ? spans[number + 1].first : values.count - 1
      // The sample before the first step is at rest when one comes before it since the last
      // motion: then it is the origin, and the motion's samples are the ones that moved.
      let before = span.first - previous
      let after = next - span.last
      let rests = before > 0
      let frames = { (count: Int) in "\(count) frame\(count == 1 ? "" : "s")" }
      return RecordedMotion(
        samples: (rests ? span.first + 1 : span.first)..<span.last + 1,
        restingBefore: rests ? before + 1 : 0, restingAfter: after,
        origin: rests
          ? StatedEnd(
            top: values[span.first], source: "it rests there for \(frames(before + 1)) before")
          : nil,
        end: after > 0
          ? StatedEnd(top: values[next], source: "it rests there for \(frames(after)) after")
          : nil)
    }
  }

  /// The least a run must move to be a motion, in points: what a person can see move.
  public static let minimumTravel = 1.0
}
