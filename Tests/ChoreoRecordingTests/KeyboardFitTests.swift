import ChoreoCore
import ChoreoRecording
import ChoreoTestSupport
import Testing

/// The fit names the curve a motion follows whatever part of it a log holds (a resting prefix,
/// a lead of a few frames, frames missing, cut mid-flight, at 60 or 120 Hz), and names none for
/// motions that follow neither.
@Suite("Fitting a recorded keyboard motion")
struct KeyboardFitTests {
  /// A synthetic keyboard motion as a tracker logs it.
  struct Motion: CustomTestStringConvertible, Sendable {
    var curve: KeyboardFit.CurveKind
    var rate: RefreshRate
    /// Where the keyboard's top rests before, and how far it travels (negative: up).
    var origin: Double
    var travel: Double
    /// Resting samples before the motion.
    var restingPrefix: Int
    /// How long before the first moving sample's frame the motion started, in milliseconds.
    var lead: Double
    /// Frames the tracker skipped, by their index among the moving frames.
    var missing: Set<Int>
    /// How many moving frames the log keeps (it may stop mid-flight).
    var kept: Int
    /// Resting samples after the motion (only when it is kept whole).
    var restingSuffix: Int

    var testDescription: String {
      "\(curve) at \(rate), \(FixedPoint.compact(travel)) pt, \(restingPrefix) resting, lead "
        + "\(FixedPoint.format(lead, places: 1)) ms, missing \(missing.sorted()), \(kept) kept, "
        + "\(restingSuffix) after"
    }

    /// The samples and their times in milliseconds.
    var samples: (times: [Double], values: [Double]) {
      let frame = rate.time(ofFrame: 1).milliseconds
      var times: [Double] = []
      var values: [Double] = []
      for index in 0..<restingPrefix {
        times.append(Double(index) * frame)
        values.append(origin)
      }
      for index in 0..<kept where !missing.contains(index) {
        let time = Double(restingPrefix + index) * frame
        times.append(time)
        values.append(
          origin + travel * curve.progress(time - (Double(restingPrefix) * frame - lead)))
      }
      let end = Double(restingPrefix + kept) * frame
      for index in 0..<restingSuffix {
        times.append(end + Double(index) * frame)
        values.append(origin + travel)
      }
      return (times, values)
    }

    /// The one motion the samples hold, with the ends they state, fitted.
    var fit: KeyboardFit? {
      let (times, values) = samples
      let motions = RecordedMotion.motions(in: values)
      guard motions.count == 1, let motion = motions.first else { return nil }
      let indices = Array(motion.samples)
      return KeyboardFit(
        times: indices.map { times[$0] - times[indices[0]] }, samples: indices.map { values[$0] },
        origin: motion.origin?.top, end: motion.end?.top)
    }
  }

  /// Motions drawn from every combination the issue names, by a seeded generator: both curves,
  /// both rates, with and without a resting prefix, a lead of 0 to 4 frames, 0 to 3 missing
  /// frames, cut anywhere once the two curves have parted.
  static let motions: [Motion] = {
    var generator = SplitMix64(seed: 38)
    var motions: [Motion] = []
    for curve in KeyboardFit.CurveKind.allCases {
      for rate in [RefreshRate.hz60, .hz120] {
        let frame = rate.time(ofFrame: 1).milliseconds
        let length = Int((curve.span / frame).rounded(.up)) + 1
        for _ in 0..<60 {
          let up = generator.next() % 2 == 0
          let travel = Double(150 + Int(generator.next() % 250)) * (up ? -1 : 1)
          let lead =
            Double(generator.next() % 5) * frame + Double(generator.next() % 100) / 100 * frame
          let missingCount = Int(generator.next() % 4)
          var missing: Set<Int> = []
          while missing.count < missingCount {
            missing.insert(1 + Int(generator.next() % UInt64(length - 2)))
          }
          let shortest = 100.0 / frame
          let kept = Int(shortest) + Int(generator.next() % UInt64(length - Int(shortest) + 1))
          motions.append(
            Motion(
              curve: curve, rate: rate, origin: up ? 852 : 852 - abs(travel), travel: travel,
              restingPrefix: generator.next() % 2 == 0 ? 0 : 2 + Int(generator.next() % 4),
              lead: lead, missing: missing.filter { $0 < kept }, kept: kept,
              restingSuffix: kept == length ? Int(generator.next() % 4) : 0))
        }
      }
    }
    return motions
  }()

  // A few frames from the middle of a motion, with neither end known, fit both curves: there the
  // honest verdict is that the samples cannot tell them apart (or are too few). A known origin,
  // or 150 ms of the motion, decides it.
  @Test(
    "a synthetic motion is named by its own curve within half a point, never by the other",
    arguments: motions)
  func named(_ motion: Motion) throws {
    let fit = try #require(motion.fit)
    #expect(fit.curve(motion.curve).largestResidual < 0.5)
    let kept = Double(motion.kept) * motion.rate.time(ofFrame: 1).milliseconds
    if motion.restingPrefix > 0 || kept >= 150 {
      #expect(fit.verdict == .follows(motion.curve))
    } else {
      switch fit.verdict {
      case .follows(let kind): #expect(kind == motion.curve)
      case .bothFit, .tooFewSamples: break
      case .neitherFits, .goesBack: Issue.record("\(fit.verdict)")
      }
    }
  }

  /// A motion that follows no curve: a ramp at constant speed, or noise.
  struct Impostor: CustomTestStringConvertible, Sendable {
    var name: String
    var values: [Double]

    var testDescription: String { name }
  }

  static let impostors: [Impostor] = {
    var generator = SplitMix64(seed: 3838)
    var rows: [Impostor] = []
    for _ in 0..<40 {
      let count = 8 + Int(generator.next() % 40)
      let travel = Double(100 + Int(generator.next() % 300)) * (generator.next() % 2 == 0 ? 1 : -1)
      let prefix = Int(generator.next() % 3)
      let values =
        Array(repeating: 500.0, count: prefix)
        + (1...count).map { 500 + travel * Double($0) / Double(count) }
      rows.append(
        Impostor(name: "ramp of \(count) frames, \(FixedPoint.compact(travel)) pt", values: values))
    }
    for _ in 0..<40 {
      let count = 8 + Int(generator.next() % 40)
      let values = (0..<count).map { _ in 400 + Double(generator.next() % 10_000) / 100 }
      rows.append(Impostor(name: "noise of \(count) frames", values: values))
    }
    return rows
  }()

  @Test("a ramp or noise follows no curve", arguments: impostors)
  func impostor(_ row: Impostor) {
    let times = row.values.indices.map { Double($0) * 1000 / 120 }
    for motion in RecordedMotion.motions(in: row.values) {
      let indices = Array(motion.samples)
      guard
        let fit = KeyboardFit(
          times: indices.map { times[$0] }, samples: indices.map { row.values[$0] },
          origin: motion.origin?.top, end: motion.end?.top)
      else { continue }
      #expect(fit.follows == nil, "\(fit.verdict)")
    }
  }

  @Test("a motion that steps back is never said to follow a curve")
  func goesBack() throws {
    let frame = 1000.0 / 120
    let times = (0..<30).map { Double($0) * frame }
    var values = times.map { 852 - 336 * KeyboardFit.CurveKind.spring.progress($0 + 4) }
    values.swapAt(10, 11)
    let fit = try #require(KeyboardFit(times: times, samples: values))
    #expect(fit.verdict == .goesBack(at: 11))
  }

  @Test("the samples of a motion's first frames cannot tell the curves apart, and say so")
  func tooFew() throws {
    let times = [0.0, 8.3, 16.7]
    let values = times.map { 852 - 336 * KeyboardFit.CurveKind.spring.progress($0 + 4) }
    let fit = try #require(KeyboardFit(times: times, samples: values, origin: 852))
    #expect(fit.verdict == .tooFewSamples(3))
  }

  @Test("a value log with a frame missing is placed on the grid with the frame restored")
  func valueLogGap() throws {
    let frame = 1000.0 / 120
    let values = (0..<60).filter { $0 != 9 }.map {
      336 * KeyboardFit.CurveKind.spring.progress(Double($0) * frame + 3)
    }
    let text = values.map { "LOG  onMove: \(FixedPoint.format($0, places: 2))" }
      .joined(separator: "\n")
    let run = try ValueLogImporter(refreshRate: .hz120).decode(text, file: "onmove.log")
    #expect(run.missingFrames == [9])
    #expect(run.trace.frames.count == values.count + 1)
  }
}
