import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

/// The edge follower takes most frames in tight loops; what it finds must be exactly what a full
/// step of every on-screen frame finds, whatever the path.
@Suite("Edge follower")
struct EdgeFollowerTests {
  /// A path of `count` frames made of stretches, each chosen by `generator`: fast and slow moves
  /// either way, standing still, exact repeats, jumps, and the bar leaving the screen.
  static func path(count: Int, using generator: inout SplitMix64) -> [FrameSample] {
    var builder = TraceBuilder()
    var value = 600.0
    var offscreen = false
    var step = 0.0
    var left = 0
    builder.addFrames(count) { _, frame in
      if left == 0 {
        left = Int.random(in: 1...12, using: &generator)
        offscreen = Int.random(in: 0..<12, using: &generator) == 0
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: step = 0
        case 1: step = Double.random(in: -0.4...0.4, using: &generator)
        case 2: step = Double.random(in: -30...30, using: &generator)
        case 3: step = Double.random(in: -0.02...0.02, using: &generator)
        case 4: step = [-0.5, 0.5, -0.25, 0.25][Int.random(in: 0..<4, using: &generator)]
        default: step = Double.random(in: -3...3, using: &generator)
        }
      }
      left -= 1
      value += step
      frame.composerBottom = value
      frame.composerTop = offscreen ? 900 : value - 52
    }
    return builder.frames
  }

  /// Whether `follow` through `range` matches stepping every frame the bar is on screen in.
  static func agree(
    _ frames: [FrameSample], range: Range<Int>, thresholds: Thresholds,
    _ edge: @escaping (UnsafePointer<FrameSample>) -> Double
  ) -> Bool {
    let height = Device.iPhone14Pro.height
    var fast = EdgeFollower(thresholds: thresholds, frameDuration: RefreshRate.hz120.frameDuration)
    var reference = fast
    return frames.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      var trace = TraceBuilder().build()
      trace.frames = frames
      trace.findUnchangedFrames()
      fast.follow(
        through: range, of: base, screenHeight: height, repeats: trace.unchangedFrames, edge)
      for index in range.dropFirst()
      where Trace.isOnScreen(top: base[index - 1].composerTop, screenHeight: height)
        && Trace.isOnScreen(top: base[index].composerTop, screenHeight: height)
      {
        reference.step(
          index, value: edge(base + index), before: edge(base + index - 1), frames: base)
      }
      return fast.finish() == reference.finish()
    }
  }

  /// The standard thresholds with `change` made.
  static func thresholds(_ change: (inout Thresholds) -> Void) -> Thresholds {
    var thresholds = Thresholds.standard
    change(&thresholds)
    return thresholds
  }

  @Test(
    "following through the skipping loops finds what a full step of every frame finds",
    arguments: [
      ("standard", Thresholds.standard),
      ("no rest speed", thresholds { $0.restSpeed = 0 }),
      ("a rest of no time", thresholds { $0.restDuration = .zero }),
      ("no warning", thresholds { $0.bounce.warning = 0 }),
    ])
  func agreesWithStepping(name: String, thresholds: Thresholds) {
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<2000 {
      let frames = Self.path(count: Int.random(in: 2...90, using: &generator), using: &generator)
      let lower = Int.random(in: 0..<frames.count, using: &generator)
      let range = lower..<Int.random(in: lower...frames.count, using: &generator)
      #expect(
        Self.agree(frames, range: range, thresholds: thresholds) { $0.pointee.composerBottom })
      #expect(Self.agree(frames, range: range, thresholds: thresholds) { $0.pointee.composerTop })
    }
  }
}
