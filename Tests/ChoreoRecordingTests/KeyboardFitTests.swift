import ChoreoTestSupport
import Choreography
import Testing

/// The fit tells the keyboard's spring from a hand-written ease-out, finds where a motion
/// started within a frame, and survives frames dropped from the samples.
@Suite("Fitting a recorded keyboard motion")
struct KeyboardFitTests {
  /// A 336 pt rise of the system spring that starts `offset` ms before the first sample, sampled
  /// every `frame` ms with the samples at `dropped` left out.
  static func spring(offset: Double, frame: Double, dropped: Set<Int>) -> (
    times: [Double], samples: [Double]
  ) {
    let omega = Spring.systemKeyboard.naturalFrequency
    var times: [Double] = []
    var samples: [Double] = []
    for index in 0..<Int(600 / frame) where !dropped.contains(index) {
      let seconds = (Double(index) * frame + offset) / 1000
      let progress = 1 - (1 + omega * seconds) * DeterministicMath.exp(-omega * seconds)
      times.append(Double(index) * frame)
      samples.append(852 - 336 * progress)
    }
    return (times, samples)
  }

  /// A spring sampled at one rate, starting between frames, perhaps with frames dropped.
  struct SampledSpring: CustomTestStringConvertible, Sendable {
    var name: String
    var frame: Double
    var offset: Double
    var dropped: Set<Int>

    var testDescription: String { name }
  }

  static let sampled = [
    SampledSpring(name: "120 Hz", frame: 1000.0 / 120, offset: 3, dropped: []),
    SampledSpring(
      name: "120 Hz, frames dropped", frame: 1000.0 / 120, offset: 5, dropped: [4, 9, 10]),
    SampledSpring(name: "60 Hz", frame: 1000.0 / 60, offset: 10, dropped: []),
    SampledSpring(name: "60 Hz, frames dropped", frame: 1000.0 / 60, offset: 2, dropped: [3, 7]),
  ]

  @Test(
    "a sampled spring is recovered within a frame, with under half a point of residual",
    arguments: sampled)
  func spring(_ row: SampledSpring) throws {
    let (times, samples) = Self.spring(offset: row.offset, frame: row.frame, dropped: row.dropped)
    let fit = try #require(KeyboardFit(times: times, samples: samples))
    #expect(abs(fit.spring.start + row.offset) <= row.frame, "start \(fit.spring.start)")
    #expect(fit.spring.largestResidual < 0.5)
    #expect(fit.follows.name == "spring")
    #expect(fit.easeOut.rmsResidual > fit.spring.rmsResidual * 10)
  }

  @Test("a 0.25 s ease-out is told from the spring, which fits it worse")
  func easeOut() throws {
    let frame = 1000.0 / 120
    let times = (0..<48).map { Double($0) * frame }
    let samples = times.map { time in
      852 - 336 * (time >= 250 ? 1 : CubicBezier.easeOut.evaluate(at: time / 250).progress)
    }
    let fit = try #require(KeyboardFit(times: times, samples: samples))
    #expect(fit.follows.name == "ease-out 0.25 s")
    #expect(fit.easeOut.largestResidual < 0.5)
    #expect(fit.spring.rmsResidual > fit.easeOut.rmsResidual * 10)
    #expect(fit.partingSample != nil)
  }

  @Test("a value log with a frame missing is placed on the grid with the frame restored")
  func valueLogGap() throws {
    let (_, samples) = Self.spring(offset: 3, frame: 1000.0 / 120, dropped: [9])
    let text = samples.map { "LOG  onMove: \(FixedPoint.format(852 - $0, places: 2))" }
      .joined(separator: "\n")
    let run = try ValueLogImporter(refreshRate: .hz120).decode(text, file: "onmove.log")
    #expect(run.missingFrames == [9])
    #expect(run.trace.frames.count == samples.count + 1)
  }
}
