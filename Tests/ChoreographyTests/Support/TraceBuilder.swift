@testable import Choreography

/// Builds traces by hand for detector tests: frames from a closure, events at times.
struct TraceBuilder {
  var device = Device.iPhone14Pro
  var refreshRate = RefreshRate.hz120
  private(set) var events: [TraceEvent] = []
  private(set) var frames: [FrameSample] = []

  /// A frame with the sheet, keyboard and bar off screen.
  func offscreen(at time: Ticks) -> FrameSample {
    FrameSample(
      time: time, sheetTop: device.height, keyboardTop: device.height,
      composerTop: device.height + 100, composerBottom: device.height + 152, accessoryHeight: 0,
      firstResponder: nil)
  }

  /// `count` frames, each starting off screen and shaped by `shape(index, sample)`.
  mutating func addFrames(_ count: Int, _ shape: (Int, inout FrameSample) -> Void) {
    for _ in 0..<count {
      let index = frames.count
      var sample = offscreen(at: refreshRate.time(ofFrame: index))
      shape(index, &sample)
      frames.append(sample)
    }
  }

  @discardableResult
  mutating func add(
    _ happening: Happening, ms: Double, cause: Int? = nil,
    outcome: TraceEvent.Outcome = .recorded
  ) -> Int {
    let time = Ticks(milliseconds: ms)
    let id = events.count
    events.append(
      TraceEvent(
        id: id, time: time, frame: refreshRate.frame(containing: time), happening: happening,
        cause: cause, outcome: outcome))
    return id
  }

  func build() -> Trace {
    Trace(
      scenario: "hand-built", device: device, refreshRate: refreshRate, layout: .standard,
      events: events, frames: frames)
  }
}
